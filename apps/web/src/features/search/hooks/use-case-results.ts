import type { CaseSummary, CountryCode } from '@forewarn/domain';
import { useQuery } from '@tanstack/react-query';
import { listRetry, listState } from '../../../lib/list-state';
import { recentCasesQueryOptions } from '../api/recent-cases';
import { searchCasesQueryOptions } from '../api/search-cases';

type Mode = 'recent' | 'search';

export type CaseResults =
  /** No search yet: the prompt shows. */
  | { kind: 'prompt' }
  | { kind: 'loading'; mode: Mode }
  /** The server was busy or out of reach; the browser is asking again, and says so. */
  | { kind: 'retrying'; mode: Mode; unreachable: boolean }
  /**
   * The server was busy (503, 5xx) or out of reach, or the browser is offline: never shown as
   * "No cases found" (issue 45). `retryAt` (ms) is the server's Retry-After, if it sent one.
   */
  | { kind: 'unavailable'; mode: Mode; retryAt: number | null; retry: () => void }
  /** A refusal that says why: going too fast (429), the daily budget, the near-miss guard. */
  | { kind: 'limited'; message: string }
  | { kind: 'cases'; mode: Mode; cases: CaseSummary[] };

/**
 * What the home page lists for the URL's `q` (spec §2, Home and search): nothing searched yet
 * (`q` absent), the country's recent cases (`q` empty), or the cases matching `q`.
 * "No cases found" only for an answer that found none: a search the server refused for being
 * busy, or could not reach, says it is unavailable (DESIGN.md §1, departing on purpose from the
 * spec's silent empty result; docs/decisions/0071). A rate-limit refusal says so too
 * (decisions 0005, 0014).
 */
export function useCaseResults(country: CountryCode, query: string | null): CaseResults {
  const mode: Mode | null = query === null ? null : query.trim() === '' ? 'recent' : 'search';
  const recent = useQuery({
    ...recentCasesQueryOptions(country),
    ...listRetry,
    enabled: mode === 'recent',
  });
  const search = useQuery({
    ...searchCasesQueryOptions(country, query?.trim() ?? ''),
    ...listRetry,
    enabled: mode === 'search',
  });

  if (mode === null) return { kind: 'prompt' };
  const active = mode === 'recent' ? recent : search;
  const state = listState(active);
  switch (state.kind) {
    case 'loading':
      return { kind: 'loading', mode };
    case 'retrying':
      return { kind: 'retrying', mode, unreachable: state.unreachable };
    case 'unavailable':
      return {
        kind: 'unavailable',
        mode,
        retryAt: state.retryAt,
        retry: () => void active.refetch(),
      };
    case 'refused':
      return { kind: 'limited', message: state.message };
    case 'ready':
      return { kind: 'cases', mode, cases: state.data };
  }
}
