import { ACCOUNTS_UI, MESSAGES, THREADS_UI } from '@forewarn/domain';
import { Suspense, useId } from 'react';
import { Link, useLocation } from 'react-router';
import { type OnMessage, useMessageSink } from '../../../components/status-message';
import { paths } from '../../../config/paths';
import { lazyWithRetry } from '../../../lib/lazy-with-retry';
import { useSession } from '../../../lib/session';
import { ResponseList } from './response-list';

// The form (with the form library, zod and the profanity check) only for those who may respond:
// a visitor's case page does not load it (issue #15).
const ResponseForm = lazyWithRetry(() => import('./response-form'), 'ResponseForm');

export type ResponseSectionProps = {
  caseId: string;
  /** The creator in edit mode does not see the form (spec §6). */
  hideForm?: boolean;
  /** Where success and failure messages go (the case page's snackbar); inline when absent. */
  onMessage?: OnMessage;
  /** Extra controls on someone else's response (the case page passes moderators' ones). */
  responseActions?: ((comment: { id: string; author: string }) => React.ReactNode) | undefined;
};

/**
 * Responses on a case (spec §2 Case detail): the form for a signed-in user with a verified
 * email, otherwise the spec's message, and the list newest first.
 */
export function ResponseSection({
  caseId,
  hideForm = false,
  onMessage,
  responseActions,
}: ResponseSectionProps) {
  const headingId = useId();
  const { notify, inline } = useMessageSink(onMessage);
  const session = useSession();
  const location = useLocation();
  const user = session.data?.user ?? null;

  let form: React.ReactNode = null;
  // Only a session the server answered decides: one that failed to load is not a signed-out
  // visitor (the nav bar waits the same way).
  if (!hideForm && session.data !== undefined) {
    if (!user) {
      form = (
        <p className="rounded bg-slate-100 px-3 py-2 text-sm">
          {MESSAGES.verifiedEmailToRespond}{' '}
          <Link
            to={paths.login.href(location.pathname + location.search)}
            className="font-medium text-blue-800 underline"
          >
            {ACCOUNTS_UI.logIn}
          </Link>
        </p>
      );
    } else if (!user.emailVerified) {
      form = (
        <p className="rounded bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {MESSAGES.verifyEmailToRespond}
        </p>
      );
    } else {
      form = (
        <Suspense fallback={null}>
          <ResponseForm caseId={caseId} notify={notify} />
        </Suspense>
      );
    }
  }

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-[1.15em] font-semibold">
        {THREADS_UI.responses}
      </h2>
      {form}
      {inline}
      <ResponseList
        caseId={caseId}
        notify={notify}
        announceLoadErrors={Boolean(onMessage)}
        responseActions={responseActions}
      />
    </section>
  );
}
