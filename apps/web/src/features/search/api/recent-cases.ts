import { type CountryCode, LIMITS } from '@forewarn/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { CasesResponse } from './search-cases';

export const getRecentCases = (country: CountryCode, signal?: AbortSignal) =>
  api.get<CasesResponse>(`/api/cases/recent?country=${country}`, { signal });

/** The recent-cases cache (spec §4, §9): reused for 20 minutes per country. */
export const recentCasesQueryOptions = (country: CountryCode) =>
  queryOptions({
    queryKey: queryKeys.recentCases(country),
    queryFn: ({ signal }) => getRecentCases(country, signal).then((r) => r.cases),
    staleTime: LIMITS.recentCasesCacheMs,
    gcTime: LIMITS.recentCasesCacheMs,
  });
