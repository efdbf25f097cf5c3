import type { CaseSummary, CountryCode } from '@forewarn/domain';
import { queryOptions } from '@tanstack/react-query';
import { typedApi, unwrap } from '../../../lib/api/typed-client';
import { queryKeys } from '../../../lib/query-keys';

export type CasesResponse = { cases: CaseSummary[] };

/** Exact search: the server normalizes the entry (searchKeys); the browser only sends it. */
export const searchCases = (
  country: CountryCode,
  query: string,
  signal?: AbortSignal,
): Promise<CasesResponse> =>
  unwrap(typedApi.GET('/api/cases/search', { params: { query: { country, q: query } }, signal }));

export const searchCasesQueryOptions = (country: CountryCode, query: string) =>
  queryOptions({
    queryKey: queryKeys.searchCases(country, query),
    queryFn: ({ signal }) => searchCases(country, query, signal).then((r) => r.cases),
  });
