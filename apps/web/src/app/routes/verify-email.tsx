import { ACCOUNTS_UI, MESSAGES, PAGES_UI, RICH_ACCOUNTS } from '@forewarn/domain';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ListUnavailable } from '../../components/list-unavailable';
import { PageTitle } from '../../components/page-title';
import { Spinner } from '../../components/spinner';
import { paths } from '../../config/paths';
import { useVerifyEmail } from '../../features/accounts/api/verify-email';
import { Alert } from '../../features/accounts/components/fields';
import { isBusyError } from '../../lib/list-state';
import { rich } from '../../lib/rich';

/**
 * The page the verification email links to: verifies, signs in, and opens My Account. A busy or
 * unreachable server is said so, with Try again: only the server's refusal reads as a bad link.
 */
export function Screen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmail();
  const started = useRef(false);

  useEffect(() => {
    // Once per page, even when React runs effects twice in development.
    if (started.current || !token) return;
    started.current = true;
    sendToken();
  });

  function sendToken() {
    verify.mutate(token, {
      onSuccess: () =>
        navigate(paths.myAccount.href(), {
          replace: true,
          state: { notice: ACCOUNTS_UI.emailVerifiedNotice },
        }),
    });
  }

  return (
    <section>
      <PageTitle>{PAGES_UI.verifyEmail}</PageTitle>
      <div className="mt-6 max-w-md">
        {verify.isError && isBusyError(verify.error) ? (
          <ListUnavailable message={verify.error.message} retryAt={null} onRetry={sendToken} />
        ) : !token || verify.isError ? (
          <Alert>
            <p>{verify.error?.message ?? MESSAGES.emailLinkInvalid}</p>
            <p className="mt-2">
              {rich(
                RICH_ACCOUNTS.verifyLinkLogIn({
                  link: (chunks) => (
                    <Link to={paths.login.href(paths.myAccount.href())} className="underline">
                      {chunks}
                    </Link>
                  ),
                }),
              )}
            </p>
          </Alert>
        ) : (
          <Spinner label={PAGES_UI.verifyingEmail} />
        )}
      </div>
    </section>
  );
}
