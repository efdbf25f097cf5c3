import type { AuditPage } from '@forewarn/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type AuditFilter = { actor?: string; targetType?: string; targetId?: string; page: number };

export const getAudit = (filter: AuditFilter, signal?: AbortSignal) => {
  const query = new URLSearchParams({ page: String(filter.page) });
  if (filter.actor) query.set('actor', filter.actor);
  if (filter.targetType) query.set('targetType', filter.targetType);
  if (filter.targetId) query.set('targetId', filter.targetId);
  return api.get<AuditPage>(`/api/moderation/audit?${query}`, { signal });
};

export function useAudit(filter: AuditFilter) {
  return useQuery({
    queryKey: [...queryKeys.moderation(), 'audit', filter] as const,
    queryFn: ({ signal }) => getAudit(filter, signal),
    placeholderData: keepPreviousData,
  });
}
