import { LAYOUT_UI, LIST_STATE_MESSAGES, MESSAGES, RICH_ACCOUNTS } from '@forewarn/domain';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { Spinner } from '../components/spinner';
import { paths } from '../config/paths';
import { listState, retryingLabel } from './list-state';
import { rich } from './rich';
import { type SessionUser, useSession } from './session';

// Gates for pages that need a signed-in user (spec §6: they redirect to /login) or a verified
// email (they say so). Features wrap their pages in these; the server checks again anyway.

/**
 * Where to go after logging in: only a path on this site ('/x', not '//evil.example' or
 * 'https://...'), else null.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  return value;
}

type GateState =
  | { status: 'loading'; label: string }
  /** The session could not be read: offline, a busy server, or a refusal with its message. */
  | { status: 'error'; message: string; retry: () => void }
  | { status: 'signed-out'; loginHref: string }
  | { status: 'signed-in'; user: SessionUser };

/** The session, and where to send a signed-out visitor so they come back here after. */
export function useRequireUser(): GateState {
  const session = useSession();
  const location = useLocation();
  const state = listState(session);
  const retry = () => void session.refetch();
  switch (state.kind) {
    case 'loading':
    case 'retrying':
      return {
        status: 'loading',
        label: state.kind === 'retrying' ? retryingLabel(state) : LAYOUT_UI.loading,
      };
    // Offline, a signed-out visitor's session waits for the network: never "Loading" for ever.
    case 'unavailable':
      return { status: 'error', message: LIST_STATE_MESSAGES.cannotReach, retry };
    case 'refused':
      return { status: 'error', message: state.message, retry };
  }
  const user = state.data.user;
  if (!user) {
    return {
      status: 'signed-out',
      loginHref: paths.login.href(`${location.pathname}${location.search}`),
    };
  }
  return { status: 'signed-in', user };
}

/** Log In reads this from the location's state and says why the visitor is there (spec §8). */
export type LoginNotice = { message: string };
const loginNotice: LoginNotice = { message: MESSAGES.mustBeLoggedIn };

type Children = ReactNode | ((user: SessionUser) => ReactNode);
const render = (children: Children, user: SessionUser) =>
  typeof children === 'function' ? children(user) : children;

/** Renders its children for a signed-in user; sends anyone else to /Login?redirectTo=here. */
export function RequireUser({ children }: { children: Children }) {
  const gate = useRequireUser();
  switch (gate.status) {
    case 'loading':
      return <Spinner label={gate.label} />;
    case 'error':
      return (
        <div className="flex flex-col items-start gap-3">
          <p role="alert" className="text-red-700">
            {gate.message}
          </p>
          <button
            type="button"
            className="min-h-11 rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold hover:bg-slate-100"
            onClick={gate.retry}
          >
            {LIST_STATE_MESSAGES.tryAgain}
          </button>
        </div>
      );
    case 'signed-out':
      return <Navigate to={gate.loginHref} replace state={loginNotice} />;
    case 'signed-in':
      return render(children, gate.user);
  }
}

/**
 * Renders its children for a user whose email is verified; shows `message` to a signed-in
 * user whose email is not, with a link to My Account to verify it. Signed out: as RequireUser.
 */
export function RequireVerifiedEmail({
  message,
  children,
}: {
  message: string;
  children: Children;
}) {
  return (
    <RequireUser>
      {(user) =>
        user.emailVerified ? render(children, user) : <VerifyEmailNotice message={message} />
      }
    </RequireUser>
  );
}

/** Why a signed-in user with an unverified email may not go on, and where to verify it. */
export function VerifyEmailNotice({ message }: { message: string }) {
  return (
    <div role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-4">
      <p className="font-medium text-amber-900">{message}</p>
      <p className="mt-2 text-sm text-amber-900">
        {rich(
          RICH_ACCOUNTS.verifyEmailNotice({
            link: (chunks) => (
              <Link className="underline" to={paths.myAccount.href()}>
                {chunks}
              </Link>
            ),
          }),
        )}
      </p>
    </div>
  );
}
