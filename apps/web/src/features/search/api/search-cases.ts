import type { CaseSummary, CountryCode } from '@forewarn/domain';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

export type CasesResponse = { cases: CaseSummary[] };

/**
 * Exact search: the server normalizes the entry (searchKeys); the browser only sends it. The
 * typed client (2.8 KB gzip) loads with the first search, not with the home page: the first
 * visit's JavaScript budget (DESIGN.md §6; docs/decisions/0064).
 */
export async function searchCases(
  country: CountryCode,
  query: string,
  signal?: AbortSignal,
): Promise<CasesResponse> {
  const { typedApi, unwrap } = await import('../../../lib/api/typed-client');
  return unwrap(
    typedApi.GET('/api/cases/search', { params: { query: { country, q: query } }, signal }),
  );
}

export const searchCasesQueryOptions = (country: CountryCode, query: string) =>
  queryOptions({
    queryKey: queryKeys.searchCases(country, query),
    queryFn: ({ signal }) => searchCases(country, query, signal).then((r) => r.cases),
  });
