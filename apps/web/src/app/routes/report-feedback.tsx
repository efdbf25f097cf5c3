import { MESSAGES, PAGES_UI } from '@forewarn/domain';
import { PageTitle } from '../../components/page-title';
import { FeedbackForm } from '../../features/feedback/components/feedback-form';
import { RequireVerifiedEmail } from '../../lib/require-user';

/**
 * Report & Feedback (spec §2): needs a verified email (spec §5, §6). A session that could not
 * be read says so with Try again: it is not a reason to send a member to Log In.
 */
export function Screen() {
  return (
    <section className="space-y-4">
      <PageTitle>{PAGES_UI.reportFeedback}</PageTitle>
      <RequireVerifiedEmail message={MESSAGES.verifiedEmailForPage}>
        <p className="text-slate-600">{PAGES_UI.feedbackLead}</p>
        <FeedbackForm />
      </RequireVerifiedEmail>
    </section>
  );
}
