import { PageTitle } from '../../components/page-title';
import { ForgotPasswordForm } from '../../features/accounts/components/forgot-password-form';

export function Screen() {
  return (
    <section>
      <PageTitle>Forgot password</PageTitle>
      <ForgotPasswordForm />
    </section>
  );
}
