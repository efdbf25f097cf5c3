import { LAYOUT_UI, MESSAGES, PAGES_UI } from '@forewarn/domain';
import { Navigate } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { Spinner } from '../../components/spinner';
import { paths } from '../../config/paths';
import { FeedbackForm } from '../../features/feedback/components/feedback-form';
import { useSession } from '../../lib/session';

/** Report & Feedback (spec §2): needs a verified email (spec §5, §6). */
export function Screen() {
  const session = useSession();
  if (session.isPending) return <Spinner label={LAYOUT_UI.loading} />;
  const user = session.data?.user ?? null;
  if (!user) return <Navigate to={paths.login.href(paths.reportFeedback.href())} replace />;

  return (
    <section className="space-y-4">
      <PageTitle>{PAGES_UI.reportFeedback}</PageTitle>
      {user.emailVerified ? (
        <>
          <p className="text-slate-600">{PAGES_UI.feedbackLead}</p>
          <FeedbackForm />
        </>
      ) : (
        <p role="alert" className="rounded bg-amber-50 px-3 py-2 text-amber-900">
          {MESSAGES.verifiedEmailForPage}
        </p>
      )}
    </section>
  );
}
