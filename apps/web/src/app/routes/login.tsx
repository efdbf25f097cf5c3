import { PAGES_UI } from '@forewarn/domain';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';
import { LoginForm } from '../../features/accounts/components/login-form';
import { type LoginNotice, safeRedirectPath } from '../../lib/require-user';

function noticeOf(state: unknown): string | null {
  const message = (state as Partial<LoginNotice> | null)?.message;
  return typeof message === 'string' ? message : null;
}

export function Screen() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const redirectTo = safeRedirectPath(params.get('redirectTo'));
  const notice = noticeOf(location.state);
  return (
    <section>
      <PageTitle>{PAGES_UI.logIn}</PageTitle>
      {notice && (
        <p
          role="alert"
          className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900"
        >
          {notice}
        </p>
      )}
      <LoginForm onLoggedIn={() => navigate(redirectTo ?? paths.home.href(), { replace: true })} />
    </section>
  );
}
