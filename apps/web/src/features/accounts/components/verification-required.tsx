import { MESSAGES, RICH_ACCOUNTS } from '@forewarn/domain';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { rich } from '../../../lib/rich';
import { linkClass } from './fields';

/** After sign-up (spec §2, §4): the pending-verification screen. */
export function VerificationRequired({ email }: { email: string }) {
  return (
    <section aria-live="polite" className="max-w-xl">
      <PageTitle>{MESSAGES.emailVerificationRequired}</PageTitle>
      <p className="mt-4">
        {rich(
          RICH_ACCOUNTS.verificationSent(email, {
            strong: (chunks) => <strong className="break-all">{chunks}</strong>,
          }),
        )}
      </p>
      <p className="mt-3 text-slate-700">
        {rich(
          RICH_ACCOUNTS.verificationNoEmail({
            link: (chunks) => (
              <Link to={paths.login.href(paths.myAccount.href())} className={linkClass}>
                {chunks}
              </Link>
            ),
          }),
        )}
      </p>
    </section>
  );
}
