import type { CaseSummary, CountryCode } from '@forewarn/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type CasesResponse = { cases: CaseSummary[] };

/** Exact search: the server normalizes the entry (searchKeys); the browser only sends it. */
export const searchCases = (country: CountryCode, query: string, signal?: AbortSignal) =>
  api.get<CasesResponse>(
    `/api/cases/search?${new URLSearchParams({ country, q: query }).toString()}`,
    { signal },
  );

export const searchCasesQueryOptions = (country: CountryCode, query: string) =>
  queryOptions({
    queryKey: queryKeys.searchCases(country, query),
    queryFn: ({ signal }) => searchCases(country, query, signal).then((r) => r.cases),
  });
