import { MINUTE_MS } from '@forewarn/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from './api-client';

export type SessionUser = {
  id: string;
  email: string;
  username: string | null;
  country: string;
  emailVerified: boolean;
  phoneNumber?: string | null;
  phoneVerified?: boolean;
  profileImageUrl?: string | null;
  verifiedPlumber: boolean;
  verifiedElectrician: boolean;
  role?: 'user' | 'moderator' | 'admin';
  /** A suspension in force (`until` null: until lifted): the user may read but not write. */
  suspension?: { reason: string; until: string | null } | null;
  /** The language they read Forewarn in, saved on the account (issue 49). */
  language?: 'en' | 'fr-CA';
};

/** Moderators and admins who are not suspended: they see Moderation in the nav. */
export const isModerator = (user: SessionUser | null): boolean =>
  user !== null && (user.role === 'moderator' || user.role === 'admin') && !user.suspension;

export type SessionResponse = { user: SessionUser | null };

export const SESSION_QUERY_KEY = ['session'] as const;

export const getSession = (signal?: AbortSignal) =>
  api.get<SessionResponse>('/api/auth/session', { signal });

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => getSession(signal),
    staleTime: MINUTE_MS,
  });

/** The signed-in user, or null when signed out. */
export function useSession() {
  return useQuery(sessionQueryOptions());
}

/**
 * Signing out ends the session on the server, then forgets everything cached for that user.
 * `leave` runs first and is awaited (the nav bar goes to /), so a page that needs a user is gone
 * before the session empties and cannot send the visitor to log in instead. A failure to reach the server
 * is only logged (spec §8); this browser forgets the session either way.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  // A plain pending flag, not useMutation: the nav bar is on every first visit, and the mutation
  // observer would bring its bytes there for a visitor who cannot sign out (DESIGN.md §6).
  const [isPending, setPending] = useState(false);
  const signOut = useCallback(
    async (leave: () => void | Promise<void>) => {
      setPending(true);
      // This device stops receiving the account's push notifications.
      // Loaded on sign-out only: a visitor's first visit does not carry it (DESIGN.md §6).
      await import('./push-forget')
        .then((m) => m.forgetPushOnThisDevice())
        .catch((error: unknown) => console.warn('Push was not turned off on sign-out', error));
      try {
        await api.post<void>('/api/auth/logout');
      } catch (error) {
        console.warn('Sign-out did not reach the server', error);
      } finally {
        setPending(false);
      }
      // The router resolves once the next page (a lazy chunk) is on screen.
      await leave();
      queryClient.setQueryData<SessionResponse>(SESSION_QUERY_KEY, { user: null });
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
    },
    [queryClient],
  );
  return { signOut, isPending };
}

/**
 * A session can end without Sign Out: it expires, or the user signs out in another tab. When
 * the session check then answers "signed out", everything cached for that user goes, as on
 * Sign Out: a case its creator opened holds unmasked details, and must not be shown from the
 * cache to whoever uses this browser next. (A log-in as someone else is handled where the new
 * user is stored, `useStoreAccount`.)
 */
export function useForgetUserDataWhenSessionEnds(userId: string | null | undefined) {
  const queryClient = useQueryClient();
  const previous = useRef(userId);
  useEffect(() => {
    if (previous.current && userId === null) {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
    }
    previous.current = userId;
  }, [userId, queryClient]);
}

/**
 * Whether the signed-in user is suspended (issue 24): the server refuses their writes, so the
 * forms a suspension blocks are disabled up front instead of failing on submit.
 */
export function useSuspended(): boolean {
  const session = useSession();
  return Boolean(session.data?.user?.suspension);
}
