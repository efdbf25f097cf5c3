import { createBrowserRouter, RouterProvider } from 'react-router';
import { paths } from '../config/paths';
import { AppLayout } from './layout/app-layout';
import { RouteError } from './layout/route-error';

// Each screen is its own chunk: a first visit to / loads only the home page's code.
// Matching ignores case, so the spec's /login and /Login are one route.
const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { path: paths.home.path, lazy: () => import('./routes/home').then(asRoute) },
      { path: paths.caseDetail.path, lazy: () => import('./routes/case-detail').then(asRoute) },
      { path: paths.lodgement.path, lazy: () => import('./routes/lodgement').then(asRoute) },
      { path: paths.myLodgements.path, lazy: () => import('./routes/my-lodgements').then(asRoute) },
      { path: paths.myMessages.path, lazy: () => import('./routes/my-messages').then(asRoute) },
      { path: paths.chat.path, lazy: () => import('./routes/chat').then(asRoute) },
      { path: paths.myAccount.path, lazy: () => import('./routes/my-account').then(asRoute) },
      {
        path: paths.reportFeedback.path,
        lazy: () => import('./routes/report-feedback').then(asRoute),
      },
      { path: paths.login.path, lazy: () => import('./routes/login').then(asRoute) },
      { path: paths.signup.path, lazy: () => import('./routes/signup').then(asRoute) },
      {
        path: paths.forgotPassword.path,
        lazy: () => import('./routes/forgot-password').then(asRoute),
      },
      {
        path: paths.resetPassword.path,
        lazy: () => import('./routes/reset-password').then(asRoute),
      },
      { path: paths.verifyEmail.path, lazy: () => import('./routes/verify-email').then(asRoute) },
      { path: paths.about.path, lazy: () => import('./routes/about').then(asRoute) },
      { path: paths.faq.path, lazy: () => import('./routes/faq').then(asRoute) },
      { path: '*', lazy: () => import('./routes/not-found').then(asRoute) },
    ],
  },
]);

function asRoute(module: { Screen: () => React.ReactNode }) {
  return { Component: module.Screen };
}

export function AppRouter() {
  return <RouterProvider router={router} />;
}
