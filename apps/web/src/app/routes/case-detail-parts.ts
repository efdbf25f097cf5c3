import { lazyWithRetry } from '../../lib/lazy-with-retry';

// The case page's first paint needs only the case itself: its header, main image and details
// (issue #15: Lighthouse's largest contentful paint on a phone is the main image). Everything
// else on the page is loaded after that first render, each in its own chunk: the forms (and
// with them zod, react-hook-form, the phone-number metadata and the profanity list), the
// dialogs, the responses and the moderators' tools. Each is wrapped in a Suspense that shows
// nothing while it loads, below the main image, so the page does not jump; the parts every
// reader gets (Report, the responses) wait for the first paint (AfterFirstPaint), so that their
// chunks do not compete with the main image.

export const CaseEditForm = lazyWithRetry(() =>
  import('../../features/cases/components/case-edit-form').then((m) => ({
    default: m.CaseEditForm,
  })),
);
export const CaseImagesEditor = lazyWithRetry(() =>
  import('../../features/cases/components/case-images-editor').then((m) => ({
    default: m.CaseImagesEditor,
  })),
);
export const OwnerControls = lazyWithRetry(() =>
  import('../../features/cases/components/case-owner-controls').then((m) => ({
    default: m.OwnerControls,
  })),
);
export const CaseModerationPanel = lazyWithRetry(() =>
  import('../../features/moderation/components/case-moderation-panel').then((m) => ({
    default: m.CaseModerationPanel,
  })),
);
export const DisputeCaseButton = lazyWithRetry(() =>
  import('../../features/moderation/components/dispute-case-button').then((m) => ({
    default: m.DisputeCaseButton,
  })),
);
export const ModeratorDeleteResponse = lazyWithRetry(() =>
  import('../../features/moderation/components/moderator-delete-response').then((m) => ({
    default: m.ModeratorDeleteResponse,
  })),
);
export const IsThisAboutYou = lazyWithRetry(() =>
  import('../../features/named-party/components/is-this-about-you').then((m) => ({
    default: m.IsThisAboutYou,
  })),
);
export const ReportCaseButton = lazyWithRetry(() =>
  import('../../features/reports/components/report-case-button').then((m) => ({
    default: m.ReportCaseButton,
  })),
);
export const ResponseSection = lazyWithRetry(() =>
  import('../../features/responses/components/response-section').then((m) => ({
    default: m.ResponseSection,
  })),
);
export const FollowButton = lazyWithRetry(() =>
  import('../../features/watches/components/follow-button').then((m) => ({
    default: m.FollowButton,
  })),
);
export const MessageAuthorButton = lazyWithRetry(() =>
  import('../../features/threads/components/message-author-button').then((m) => ({
    default: m.MessageAuthorButton,
  })),
);
export const ThisCaseNamesYou = lazyWithRetry(() =>
  import('../../features/named-party/components/this-case-names-you').then((m) => ({
    default: m.ThisCaseNamesYou,
  })),
);
