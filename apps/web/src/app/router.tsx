import { BrowserRouter, matchRoutes, Route, Routes } from 'react-router';
import { paths } from '../config/paths';
import { AppLayout } from './layout/app-layout';
import { type PreloadableScreen, preloadableScreen as screen } from './preloadable-screen';

// Declarative routing: React Router's data router (createBrowserRouter) costs about 17 KB gzip
// more on the first visit, and Forewarn loads data with TanStack Query, not loaders
// (docs/decisions/0007). Each screen is its own chunk, loaded when first shown (the page a visit
// starts on, before the first render: preloadScreen), so a first visit to / loads only the home
// page's code. Matching ignores case, so the spec's /login and
// /Login are one route.

const SCREENS: { path: string; Screen: PreloadableScreen }[] = [
  { path: paths.home.path, Screen: screen(() => import('./routes/home')) },
  { path: paths.caseDetail.path, Screen: screen(() => import('./routes/case-detail')) },
  { path: paths.lodgement.path, Screen: screen(() => import('./routes/lodgement')) },
  { path: paths.myLodgements.path, Screen: screen(() => import('./routes/my-lodgements')) },
  { path: paths.myWatches.path, Screen: screen(() => import('./routes/my-watches')) },
  { path: paths.myMessages.path, Screen: screen(() => import('./routes/my-messages')) },
  { path: paths.chat.path, Screen: screen(() => import('./routes/chat')) },
  { path: paths.myAccount.path, Screen: screen(() => import('./routes/my-account')) },
  { path: paths.reportFeedback.path, Screen: screen(() => import('./routes/report-feedback')) },
  { path: paths.login.path, Screen: screen(() => import('./routes/login')) },
  { path: paths.signup.path, Screen: screen(() => import('./routes/signup')) },
  { path: paths.forgotPassword.path, Screen: screen(() => import('./routes/forgot-password')) },
  { path: paths.resetPassword.path, Screen: screen(() => import('./routes/reset-password')) },
  { path: paths.verifyEmail.path, Screen: screen(() => import('./routes/verify-email')) },
  {
    path: paths.undoEmailChange.path,
    Screen: screen(() => import('./routes/undo-email-change')),
  },
  { path: paths.keepListed.path, Screen: screen(() => import('./routes/keep-listed')) },
  { path: paths.unsubscribe.path, Screen: screen(() => import('./routes/unsubscribe')) },
  { path: paths.about.path, Screen: screen(() => import('./routes/about')) },
  { path: paths.faq.path, Screen: screen(() => import('./routes/faq')) },
  { path: paths.moderation.path, Screen: screen(() => import('./routes/moderation')) },
  {
    path: paths.moderationAudit.path,
    Screen: screen(() => import('./routes/moderation-audit')),
  },
  { path: paths.reportContent.path, Screen: screen(() => import('./routes/report-content')) },
  { path: paths.noticeStatus.path, Screen: screen(() => import('./routes/notice-status')) },
  { path: paths.caseNotices.path, Screen: screen(() => import('./routes/case-notices')) },
  { path: paths.myDecisions.path, Screen: screen(() => import('./routes/my-decisions')) },
  { path: paths.transparency.path, Screen: screen(() => import('./routes/transparency')) },
  { path: paths.share.path, Screen: screen(() => import('./routes/share')) },
  { path: '*', Screen: screen(() => import('./routes/not-found')) },
];

/**
 * Before the first render (main.tsx): loads the chunk of the screen `pathname` shows, which the
 * server's HTML has already asked for (modulepreload), so the first page renders whole in one
 * sliced render instead of a loading state and then itself. Never rejects. The matching (which
 * ranks every route) waits for a task of its own, not to lengthen the bundle's evaluation.
 */
export async function preloadScreen(pathname: string): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  const match = matchRoutes(SCREENS, pathname)?.[0];
  await match?.route.Screen.preload();
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<AppLayout />}>
          {SCREENS.map(({ path, Screen }) => (
            <Route key={path} path={path} element={<Screen />} />
          ))}
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
