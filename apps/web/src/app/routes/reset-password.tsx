import { ACCOUNTS_UI, MESSAGES, PAGES_UI } from '@forewarn/domain';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';
import { Alert } from '../../features/accounts/components/fields';
import { ResetPasswordForm } from '../../features/accounts/components/reset-password-form';

export function Screen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <section>
      <PageTitle>{PAGES_UI.resetPassword}</PageTitle>
      {token ? (
        <ResetPasswordForm
          token={token}
          onDone={() =>
            navigate(paths.myAccount.href(), {
              replace: true,
              state: { notice: ACCOUNTS_UI.passwordChanged },
            })
          }
        />
      ) : (
        <div className="mt-6 max-w-md">
          <Alert>
            {MESSAGES.emailLinkInvalid}{' '}
            <Link to={paths.forgotPassword.href()} className="underline">
              {ACCOUNTS_UI.askNewLink}
            </Link>
          </Alert>
        </div>
      )}
    </section>
  );
}
