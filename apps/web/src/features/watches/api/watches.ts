import type {
  CountryCode,
  FollowState,
  MyWatches,
  NamedPartyNoticeSetting,
  Watch,
} from '@forewarn/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// Watch lists, follows and the named-party notice switch (issue 23): each call declared once.

export const watchKeys = {
  all: () => ['watches'] as const,
  mine: () => ['watches', 'mine'] as const,
  follow: (caseId: string) => ['watches', 'follow', caseId] as const,
  namedPartyNotices: () => ['watches', 'named-party-notices'] as const,
};

export function useMyWatches() {
  return useQuery({
    queryKey: watchKeys.mine(),
    queryFn: ({ signal }) => api.get<MyWatches>('/api/watches', { signal }),
  });
}

export function useAddWatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { country: CountryCode; value: string }) =>
      api.post<{ watch: Watch }>('/api/watches', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: watchKeys.mine() }),
  });
}

export function useRemoveWatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<{ message: string }>(`/api/watches/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: watchKeys.mine() }),
  });
}

const followUrl = (caseId: string) => `/api/cases/${encodeURIComponent(caseId)}/follow`;

export function useFollowState(caseId: string, enabled: boolean) {
  return useQuery({
    queryKey: watchKeys.follow(caseId),
    queryFn: ({ signal }) => api.get<FollowState>(followUrl(caseId), { signal }),
    enabled,
  });
}

export function useSetFollow(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) =>
      follow
        ? api.put<FollowState & { message: string }>(followUrl(caseId))
        : api.delete<FollowState & { message: string }>(followUrl(caseId)),
    onSuccess: (state) => {
      queryClient.setQueryData(watchKeys.follow(caseId), { following: state.following });
      void queryClient.invalidateQueries({ queryKey: watchKeys.mine() });
    },
  });
}

export function useNamedPartyNotices() {
  return useQuery({
    queryKey: watchKeys.namedPartyNotices(),
    queryFn: ({ signal }) =>
      api.get<NamedPartyNoticeSetting>('/api/account/named-party-notices', { signal }),
  });
}

export function useSetNamedPartyNotices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      api.put<NamedPartyNoticeSetting>('/api/account/named-party-notices', { enabled }),
    onSuccess: (setting) => queryClient.setQueryData(watchKeys.namedPartyNotices(), setting),
  });
}
