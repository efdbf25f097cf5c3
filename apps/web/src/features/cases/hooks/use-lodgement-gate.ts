import { LIMITS, MESSAGES } from '@forewarn/domain';
import { useEffect, useState } from 'react';
import { type SessionUser, useSession } from '../../../lib/session';

export type LodgementGate =
  | { status: 'loading' }
  | { status: 'timedOut'; message: string }
  | { status: 'signedOut'; message: string }
  | { status: 'failed'; message: string }
  | { status: 'ready'; user: SessionUser };

/**
 * The lodgement page's authentication gate (spec §4): loading, then signed in, signed out or
 * failed; a check still unresolved after 10 seconds times out.
 */
export function useLodgementGate(): LodgementGate {
  const session = useSession();
  const [timedOut, setTimedOut] = useState(false);

  useEffect(() => {
    if (!session.isPending) return;
    const timer = setTimeout(() => setTimedOut(true), LIMITS.lodgementAuthTimeoutMs);
    return () => clearTimeout(timer);
  }, [session.isPending]);

  if (session.isPending) {
    return timedOut
      ? { status: 'timedOut', message: MESSAGES.authenticationTimedOut }
      : { status: 'loading' };
  }
  // Only a check that never answered fails the gate: a later refetch that fails (a reconnect, a
  // failover) keeps the answer already given, and the half-filled form with it.
  if (session.data === undefined) return { status: 'failed', message: MESSAGES.failedToVerifyUser };
  const user = session.data.user;
  if (!user) return { status: 'signedOut', message: MESSAGES.mustBeLoggedIn };
  return { status: 'ready', user };
}
