import { useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';
import { LoginForm } from '../../features/accounts/components/login-form';
import { safeRedirectPath } from '../../lib/require-user';

export function Screen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirectTo = safeRedirectPath(params.get('redirectTo'));
  return (
    <section>
      <PageTitle>Log in</PageTitle>
      <LoginForm onLoggedIn={() => navigate(redirectTo ?? paths.home.href(), { replace: true })} />
    </section>
  );
}
