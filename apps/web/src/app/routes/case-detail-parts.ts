import { lazyWithRetry } from '../../lib/lazy-with-retry';

// The case page's first paint needs only the case itself: its header, main image and details
// (issue #15: Lighthouse's largest contentful paint on a phone is the main image). Everything
// else on the page is loaded after that first render, each in its own chunk: the forms (and
// with them zod, react-hook-form, the phone-number metadata and the profanity list), the
// dialogs, the responses and the moderators' tools. Each is wrapped in a Suspense that shows
// nothing while it loads, below the main image, so the page does not jump; the parts every
// reader gets (Report, the responses) wait for the first paint (AfterFirstPaint), so that their
// chunks do not compete with the main image.

export const CaseEditForm = lazyWithRetry(
  () => import('../../features/cases/components/case-edit-form'),
  'CaseEditForm',
);
export const CaseImagesEditor = lazyWithRetry(
  () => import('../../features/cases/components/case-images-editor'),
  'CaseImagesEditor',
);
export const OwnerControls = lazyWithRetry(
  () => import('../../features/cases/components/case-owner-controls'),
  'OwnerControls',
);
export const CaseModerationPanel = lazyWithRetry(
  () => import('../../features/moderation/components/case-moderation-panel'),
  'CaseModerationPanel',
);
export const DisputeCaseButton = lazyWithRetry(
  () => import('../../features/moderation/components/dispute-case-button'),
  'DisputeCaseButton',
);
export const ModeratorDeleteResponse = lazyWithRetry(
  () => import('../../features/moderation/components/moderator-delete-response'),
  'ModeratorDeleteResponse',
);
export const IsThisAboutYou = lazyWithRetry(
  () => import('../../features/named-party/components/is-this-about-you'),
  'IsThisAboutYou',
);
export const ReportCaseButton = lazyWithRetry(
  () => import('../../features/reports/components/report-case-button'),
  'ReportCaseButton',
);
export const ResponseSection = lazyWithRetry(
  () => import('../../features/responses/components/response-section'),
  'ResponseSection',
);
export const FollowButton = lazyWithRetry(
  () => import('../../features/watches/components/follow-button'),
  'FollowButton',
);
export const MessageAuthorButton = lazyWithRetry(
  () => import('../../features/threads/components/message-author-button'),
  'MessageAuthorButton',
);
export const ThisCaseNamesYou = lazyWithRetry(
  () => import('../../features/named-party/components/this-case-names-you'),
  'ThisCaseNamesYou',
);
