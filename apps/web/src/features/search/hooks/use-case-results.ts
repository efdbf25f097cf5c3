import type { CaseSummary, CountryCode } from '@forewarn/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { recentCasesQueryOptions } from '../api/recent-cases';
import { searchCasesQueryOptions } from '../api/search-cases';

export type CaseResults =
  /** No search yet: the prompt shows. */
  | { kind: 'prompt' }
  | { kind: 'loading'; mode: 'recent' | 'search' }
  /** The search was refused for going too fast: the server's message shows. */
  | { kind: 'limited'; message: string }
  | { kind: 'cases'; mode: 'recent' | 'search'; cases: CaseSummary[] };

/**
 * What the home page lists for the URL's `q` (spec §2, Home and search): nothing searched yet
 * (`q` absent), the country's recent cases (`q` empty), or the cases matching `q`.
 * A failed search shows an empty result (spec §8, silent behaviours), except a rate-limit
 * refusal (too fast, the daily budget, the near-miss guard), which says so instead of implying
 * that nothing is listed (decisions 0005, 0014).
 */
export function useCaseResults(country: CountryCode, query: string | null): CaseResults {
  const mode = query === null ? null : query.trim() === '' ? 'recent' : 'search';
  const recent = useQuery({ ...recentCasesQueryOptions(country), enabled: mode === 'recent' });
  const search = useQuery({
    ...searchCasesQueryOptions(country, query?.trim() ?? ''),
    enabled: mode === 'search',
  });

  if (mode === null) return { kind: 'prompt' };
  const active = mode === 'recent' ? recent : search;
  if (active.isPending && active.fetchStatus !== 'idle') return { kind: 'loading', mode };
  if (active.isError) {
    const error = active.error;
    if (error instanceof ApiError && error.status === 429) {
      return { kind: 'limited', message: error.message };
    }
    return { kind: 'cases', mode, cases: [] };
  }
  return { kind: 'cases', mode, cases: active.data ?? [] };
}
