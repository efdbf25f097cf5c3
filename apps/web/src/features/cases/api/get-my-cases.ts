import type { CaseSummary, CountryCode } from '@forewarn/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { caseKeys } from './keys';

export type MyCases = { country: string; cases: CaseSummary[] };

/** My Lodgements: the user's own cases in the selected country (spec §2). */
export const getMyCases = (country: CountryCode, signal?: AbortSignal) =>
  api.get<MyCases>(`/api/my/cases?country=${country}`, { signal });

export const myCasesQueryOptions = (country: CountryCode) =>
  queryOptions({
    queryKey: caseKeys.mine(country),
    queryFn: ({ signal }) => getMyCases(country, signal),
  });

export function useMyCases(country: CountryCode, enabled: boolean) {
  return useQuery({ ...myCasesQueryOptions(country), enabled });
}
