import type { ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { paths } from '../config/paths';
import { lazyWithRetry } from '../lib/lazy-with-retry';
import { AppLayout } from './layout/app-layout';

// Declarative routing: React Router's data router (createBrowserRouter) costs about 17 KB gzip
// more on the first visit, and Forewarn loads data with TanStack Query, not loaders
// (docs/decisions/0007). Each screen is its own chunk, loaded when first shown, so a first
// visit to / loads only the home page's code. Matching ignores case, so the spec's /login and
// /Login are one route.

function screen(load: () => Promise<{ Screen: ComponentType }>) {
  return lazyWithRetry(load, 'Screen');
}

const Home = screen(() => import('./routes/home'));
const CaseDetail = screen(() => import('./routes/case-detail'));
const Lodgement = screen(() => import('./routes/lodgement'));
const MyLodgements = screen(() => import('./routes/my-lodgements'));
const MyWatches = screen(() => import('./routes/my-watches'));
const MyMessages = screen(() => import('./routes/my-messages'));
const Chat = screen(() => import('./routes/chat'));
const MyAccount = screen(() => import('./routes/my-account'));
const ReportFeedback = screen(() => import('./routes/report-feedback'));
const Login = screen(() => import('./routes/login'));
const Signup = screen(() => import('./routes/signup'));
const ForgotPassword = screen(() => import('./routes/forgot-password'));
const ResetPassword = screen(() => import('./routes/reset-password'));
const VerifyEmail = screen(() => import('./routes/verify-email'));
const UndoEmailChange = screen(() => import('./routes/undo-email-change'));
const KeepListed = screen(() => import('./routes/keep-listed'));
const Unsubscribe = screen(() => import('./routes/unsubscribe'));
const About = screen(() => import('./routes/about'));
const Faq = screen(() => import('./routes/faq'));
const Moderation = screen(() => import('./routes/moderation'));
const ModerationAudit = screen(() => import('./routes/moderation-audit'));
const ReportContent = screen(() => import('./routes/report-content'));
const NoticeStatus = screen(() => import('./routes/notice-status'));
const CaseNotices = screen(() => import('./routes/case-notices'));
const MyDecisions = screen(() => import('./routes/my-decisions'));
const Transparency = screen(() => import('./routes/transparency'));
const Share = screen(() => import('./routes/share'));
const NotFound = screen(() => import('./routes/not-found'));

export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<AppLayout />}>
          <Route path={paths.home.path} element={<Home />} />
          <Route path={paths.caseDetail.path} element={<CaseDetail />} />
          <Route path={paths.lodgement.path} element={<Lodgement />} />
          <Route path={paths.myLodgements.path} element={<MyLodgements />} />
          <Route path={paths.myWatches.path} element={<MyWatches />} />
          <Route path={paths.myMessages.path} element={<MyMessages />} />
          <Route path={paths.chat.path} element={<Chat />} />
          <Route path={paths.myAccount.path} element={<MyAccount />} />
          <Route path={paths.reportFeedback.path} element={<ReportFeedback />} />
          <Route path={paths.login.path} element={<Login />} />
          <Route path={paths.signup.path} element={<Signup />} />
          <Route path={paths.forgotPassword.path} element={<ForgotPassword />} />
          <Route path={paths.resetPassword.path} element={<ResetPassword />} />
          <Route path={paths.verifyEmail.path} element={<VerifyEmail />} />
          <Route path={paths.undoEmailChange.path} element={<UndoEmailChange />} />
          <Route path={paths.keepListed.path} element={<KeepListed />} />
          <Route path={paths.unsubscribe.path} element={<Unsubscribe />} />
          <Route path={paths.about.path} element={<About />} />
          <Route path={paths.faq.path} element={<Faq />} />
          <Route path={paths.moderation.path} element={<Moderation />} />
          <Route path={paths.moderationAudit.path} element={<ModerationAudit />} />
          <Route path={paths.reportContent.path} element={<ReportContent />} />
          <Route path={paths.noticeStatus.path} element={<NoticeStatus />} />
          <Route path={paths.caseNotices.path} element={<CaseNotices />} />
          <Route path={paths.myDecisions.path} element={<MyDecisions />} />
          <Route path={paths.transparency.path} element={<Transparency />} />
          <Route path={paths.share.path} element={<Share />} />
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
