import type { MyTradeApplication, TradeApplicationRequest } from '@forewarn/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const key = ['account', 'trade-applications'] as const;

export const getMyApplications = (signal?: AbortSignal) =>
  api.get<{ applications: MyTradeApplication[] }>('/api/account/trade-applications', { signal });

export function useMyApplications() {
  return useQuery({ queryKey: key, queryFn: ({ signal }) => getMyApplications(signal) });
}

export const applyForTrade = (input: TradeApplicationRequest & { photo?: File | undefined }) => {
  const form = new FormData();
  form.append('trade', input.trade);
  form.append('licenceNumber', input.licenceNumber);
  form.append('licenceRegion', input.licenceRegion);
  if (input.photo) form.append('licencePhoto', input.photo);
  return api.post<{ message: string; application: MyTradeApplication }>(
    '/api/account/trade-applications',
    form,
  );
};

export function useApplyForTrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyForTrade,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
