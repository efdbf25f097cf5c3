import type {
  CountryCode,
  FollowState,
  MyWatches,
  NamedPartyNoticeSetting,
  Watch,
} from '@forewarn/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { typedApi, unwrap } from '../../../lib/api/typed-client';

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
    queryFn: ({ signal }): Promise<MyWatches> => unwrap(typedApi.GET('/api/watches', { signal })),
  });
}

export function useAddWatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { country: CountryCode; value: string }): Promise<{ watch: Watch }> =>
      unwrap(typedApi.POST('/api/watches', { body: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: watchKeys.mine() }),
  });
}

export function useRemoveWatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string): Promise<{ message: string }> =>
      unwrap(typedApi.DELETE('/api/watches/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: watchKeys.mine() }),
  });
}

export function useFollowState(caseId: string, enabled: boolean) {
  return useQuery({
    queryKey: watchKeys.follow(caseId),
    queryFn: ({ signal }): Promise<FollowState> =>
      unwrap(typedApi.GET('/api/cases/{id}/follow', { params: { path: { id: caseId } }, signal })),
    enabled,
  });
}

export function useSetFollow(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean): Promise<FollowState & { message: string }> =>
      unwrap(
        follow
          ? typedApi.PUT('/api/cases/{id}/follow', { params: { path: { id: caseId } } })
          : typedApi.DELETE('/api/cases/{id}/follow', { params: { path: { id: caseId } } }),
      ),
    onSuccess: (state) => {
      queryClient.setQueryData(watchKeys.follow(caseId), { following: state.following });
      void queryClient.invalidateQueries({ queryKey: watchKeys.mine() });
    },
  });
}

export function useNamedPartyNotices() {
  return useQuery({
    queryKey: watchKeys.namedPartyNotices(),
    queryFn: ({ signal }): Promise<NamedPartyNoticeSetting> =>
      unwrap(typedApi.GET('/api/account/named-party-notices', { signal })),
  });
}

export function useSetNamedPartyNotices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean): Promise<NamedPartyNoticeSetting> =>
      unwrap(typedApi.PUT('/api/account/named-party-notices', { body: { enabled } })),
    onSuccess: (setting) => queryClient.setQueryData(watchKeys.namedPartyNotices(), setting),
  });
}
