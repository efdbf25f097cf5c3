import type { CaseSummary } from '@forewarn/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { caseKeys } from './keys';

export type MyCases = { country: string; cases: CaseSummary[] };

export const getMyCases = (signal?: AbortSignal) => api.get<MyCases>('/api/my/cases', { signal });

export const myCasesQueryOptions = () =>
  queryOptions({ queryKey: caseKeys.mine(), queryFn: ({ signal }) => getMyCases(signal) });

export function useMyCases(enabled: boolean) {
  return useQuery({ ...myCasesQueryOptions(), enabled });
}
