import { LAYOUT_UI, reportContentLink } from '@forewarn/domain';
import { Suspense, useEffect } from 'react';
import { Link, Outlet, useLocation, useNavigationType } from 'react-router';
import { Spinner } from '../../components/spinner';
import { paths } from '../../config/paths';
import { useCountry } from '../../features/countries/hooks/use-country';
import { useProfileCountry } from '../../features/countries/hooks/use-profile-country';
import { useClearRecentCasesOnCountryChange } from '../../features/search/hooks/use-clear-recent-cases';
import { lazyWithRetry } from '../../lib/lazy-with-retry';
import { useForgetUserDataWhenSessionEnds, useSession } from '../../lib/session';
import { ShellPreview, useForgetShellPreview } from '../shell-preview';
import { AppStatus } from './app-status';
import { NavBar } from './nav-bar';
import { RouteErrorBoundary } from './route-error';

// Loaded only for a suspended member: the first visit's JavaScript budget (DESIGN.md §6).
const SuspensionBanner = lazyWithRetry(
  () => import('../../features/moderation/components/suspension-banner'),
  'SuspensionBanner',
);

/** A new page starts at the top; back and forward leave the browser's own restoration alone. */
function useScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}

export function AppLayout() {
  const { pathname } = useLocation();
  const session = useSession();
  const onLodgementPage = pathname.toLowerCase() === paths.lodgement.path.toLowerCase();
  useProfileCountry(session.isSuccess ? session.data.user : undefined);
  const userId = session.isSuccess ? (session.data.user?.id ?? null) : undefined;
  useForgetUserDataWhenSessionEnds(userId);
  useForgetShellPreview(pathname, userId);
  useClearRecentCasesOnCountryChange(useCountry());
  useScrollToTopOnNavigate();

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {LAYOUT_UI.skipToContent}
      </a>
      <NavBar />
      <AppStatus />
      <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-6">
        {/* A suspended member learns it on every page, before a form refuses them (issue 24);
            on the lodgement page the notice above the form says it, when the suspension is
            what ends last, with one reason and one date (issue 45). */}
        {session.data?.user?.suspension && !onLodgementPage && (
          <Suspense fallback={null}>
            <SuspensionBanner suspension={session.data.user.suspension} />
          </Suspense>
        )}
        <RouteErrorBoundary key={pathname}>
          <Suspense
            fallback={
              <ShellPreview
                label={LAYOUT_UI.loading}
                fallback={<Spinner label={LAYOUT_UI.loading} />}
              />
            }
          >
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      {/* The notice of complaint anyone may send (issue 48), on every page. */}
      <footer className="mx-auto w-full max-w-5xl px-4 py-4 text-sm">
        <Link
          className="inline-flex min-h-11 items-center underline"
          to={paths.reportContent.href()}
        >
          {reportContentLink()}
        </Link>
      </footer>
    </div>
  );
}
