import { HOUR_MS, LIMITS, MESSAGES } from '@forewarn/domain';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { linkClass } from './fields';

/** After sign-up (spec §2, §4): the pending-verification screen. */
export function VerificationRequired({ email }: { email: string }) {
  return (
    <section aria-live="polite" className="max-w-xl">
      <PageTitle>{MESSAGES.emailVerificationRequired}</PageTitle>
      <p className="mt-4">
        We have sent a verification link to <strong className="break-all">{email}</strong>. Open it
        to verify your email address and sign in. The link works once, for{' '}
        {LIMITS.emailVerificationLinkMs / HOUR_MS} hours.
      </p>
      <p className="mt-3 text-slate-700">
        No email? Check your spam folder. You can also{' '}
        <Link to={paths.login.href(paths.myAccount.href())} className={linkClass}>
          log in
        </Link>{' '}
        and send a new link from My Account.
      </p>
    </section>
  );
}
