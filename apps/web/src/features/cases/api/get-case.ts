import type { CaseDetail } from '@forewarn/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { caseKeys } from './keys';

export const getCase = (id: string, signal?: AbortSignal) =>
  api.get<CaseDetail>(`/api/cases/${encodeURIComponent(id)}`, { signal });

export const caseQueryOptions = (id: string) =>
  queryOptions({
    queryKey: caseKeys.detail(id),
    queryFn: ({ signal }) => getCase(id, signal),
  });

/** The case page's data: masked by the server unless the viewer created the case. */
export function useCase(id: string) {
  return useQuery(caseQueryOptions(id));
}
