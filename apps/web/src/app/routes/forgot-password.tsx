import { PAGES_UI } from '@forewarn/domain';
import { PageTitle } from '../../components/page-title';
import { ForgotPasswordForm } from '../../features/accounts/components/forgot-password-form';

export function Screen() {
  return (
    <section>
      <PageTitle>{PAGES_UI.forgotPassword}</PageTitle>
      <ForgotPasswordForm />
    </section>
  );
}
