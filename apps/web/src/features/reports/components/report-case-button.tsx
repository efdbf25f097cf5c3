import { ACCOUNTS_UI, MESSAGES, THREADS_UI } from '@forewarn/domain';
import { Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { type OnMessage, useMessageSink } from '../../../components/status-message';
import { paths } from '../../../config/paths';
import { lazyWithRetry } from '../../../lib/lazy-with-retry';
import { VerifyEmailNotice } from '../../../lib/require-user';
import { useSession, useSuspended } from '../../../lib/session';

const ReportDialog = lazyWithRetry(() => import('./report-dialog'), 'ReportDialog');

export type ReportCaseButtonProps = {
  caseId: string;
  /** The creator does not see Report Case (spec §6). */
  isCreator: boolean;
  /** Where the success message goes (the case page's snackbar); inline when absent. */
  onMessage?: OnMessage;
};

const buttonClass =
  'rounded border border-red-800 px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50';

/**
 * Report Case (spec §2 Case detail): a signed-in non-creator with a verified email gets a
 * dialog with a 5-row details box; a signed-out visitor is asked to log in, an unverified user
 * to verify their email.
 */
export function ReportCaseButton({ caseId, isCreator, onMessage }: ReportCaseButtonProps) {
  const session = useSession();
  const suspended = useSuspended();
  const { notify, inline } = useMessageSink(onMessage);
  const [open, setOpen] = useState(false);
  const [showWhy, setShowWhy] = useState(false);
  const location = useLocation();

  // A session that failed to load is unknown, not signed out: no log-in prompt to a member (the
  // case page says the session is unavailable).
  if (isCreator || session.data === undefined) return null;
  const signedIn = Boolean(session.data?.user);
  // Reporting needs a verified email (decision 0022); the server refuses it too.
  const verified = Boolean(session.data?.user?.emailVerified);

  return (
    <div className="space-y-2">
      <button
        type="button"
        className={buttonClass}
        disabled={suspended}
        onClick={() => (signedIn && verified ? setOpen(true) : setShowWhy(true))}
      >
        {THREADS_UI.reportCaseButton}
      </button>
      {showWhy && !signedIn && (
        <p role="alert" className="rounded bg-slate-100 px-3 py-2 text-sm">
          {MESSAGES.logInToPerformAction}{' '}
          <Link
            to={paths.login.href(location.pathname + location.search)}
            className="font-medium text-blue-800 underline"
          >
            {ACCOUNTS_UI.logIn}
          </Link>
        </p>
      )}
      {showWhy && signedIn && !verified && (
        <VerifyEmailNotice message={MESSAGES.verifyEmailToReport} />
      )}
      {inline}
      {signedIn && verified && (
        <Suspense fallback={null}>
          <ReportDialog
            caseId={caseId}
            open={open}
            onClose={() => setOpen(false)}
            onReported={() => {
              setOpen(false);
              notify(MESSAGES.reportSubmitted, 'success');
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
