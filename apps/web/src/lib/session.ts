import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export type SessionUser = {
  id: string;
  email: string;
  username: string | null;
  country: string;
  emailVerified: boolean;
  verifiedPlumber: boolean;
  verifiedElectrician: boolean;
};

export type SessionResponse = { user: SessionUser | null };

export const getSession = (signal?: AbortSignal) =>
  api.get<SessionResponse>('/api/auth/session', { signal });

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: ['session'],
    queryFn: ({ signal }) => getSession(signal),
    staleTime: 60_000,
  });

/** The signed-in user, or null when signed out. */
export function useSession() {
  return useQuery(sessionQueryOptions());
}
