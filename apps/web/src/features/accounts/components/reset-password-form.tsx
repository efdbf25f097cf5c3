import { ACCOUNTS_UI, passwordHintSignsOut } from '@forewarn/domain';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useResetPassword } from '../api/reset-password';
import { standaloneLinkClass } from './fields';
import { NewPasswordForm } from './new-password-form';

/** The page a reset link opens: choose a new password; every other session ends. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const reset = useResetPassword();
  return (
    <NewPasswordForm
      save={async (password) => {
        await reset.mutateAsync({ token, password });
        onDone();
      }}
      pending={reset.isPending}
      hint={passwordHintSignsOut()}
      label={ACCOUNTS_UI.setNewPassword}
      errorExtra={
        <>
          {' '}
          <Link to={paths.forgotPassword.href()} className="underline">
            {ACCOUNTS_UI.askNewLink}
          </Link>
        </>
      }
      backClass={standaloneLinkClass}
    />
  );
}
