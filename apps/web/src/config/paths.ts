// Every route of the app, once: the router and every link read this table. The spec's route
// names (/LodgementPage, /MyLodgements, ...) live here and nowhere else.

export const paths = {
  home: {
    path: '/',
    /**
     * '/' before any search; '/?q=' (empty) lists the recent cases; '/?q=…' searches, in the
     * chosen country or, with '&country=NZ', in that one (a deep link other apps may open).
     */
    href: (query?: string, country?: string) =>
      query === undefined
        ? '/'
        : `/?q=${encodeURIComponent(query)}${country ? `&country=${encodeURIComponent(country)}` : ''}`,
  },
  /** The share target (issue 50): a text shared from the phone, searched for its number. */
  share: { path: '/share', href: () => '/share' },
  caseDetail: { path: '/case/:id', href: (id: string) => `/case/${encodeURIComponent(id)}` },
  lodgement: { path: '/LodgementPage', href: () => '/LodgementPage' },
  myLodgements: { path: '/MyLodgements', href: () => '/MyLodgements' },
  /** Watched numbers and followed cases (issue 23). */
  myWatches: { path: '/MyWatches', href: () => '/MyWatches' },
  myMessages: { path: '/MyMessagesPage', href: () => '/MyMessagesPage' },
  chat: {
    path: '/chat/:threadId',
    href: (threadId: string) => `/chat/${encodeURIComponent(threadId)}`,
  },
  myAccount: { path: '/MyAccountPage', href: () => '/MyAccountPage' },
  reportFeedback: { path: '/ReportFeedbackPage', href: () => '/ReportFeedbackPage' },
  login: {
    path: '/Login',
    href: (redirectTo?: string) =>
      redirectTo ? `/Login?redirectTo=${encodeURIComponent(redirectTo)}` : '/Login',
  },
  signup: { path: '/Signup', href: () => '/Signup' },
  forgotPassword: { path: '/ForgotPassword', href: () => '/ForgotPassword' },
  resetPassword: { path: '/ResetPassword', href: () => '/ResetPassword' },
  verifyEmail: { path: '/VerifyEmail', href: () => '/VerifyEmail' },
  /** The link the old address gets on a change of email (docs/decisions/0033). */
  undoEmailChange: { path: '/UndoEmailChange', href: () => '/UndoEmailChange' },
  /** The one-click link of the reminder sent before a case is archived (issue 14 §4). */
  keepListed: { path: '/KeepListed', href: () => '/KeepListed' },
  unsubscribe: { path: '/Unsubscribe', href: () => '/Unsubscribe' },
  about: { path: '/About', href: () => '/About' },
  faq: { path: '/FAQ', href: () => '/FAQ' },
  moderation: { path: '/moderation', href: () => '/moderation' },
  /** Notice and action (issue 48). */
  reportContent: {
    path: '/report-content',
    href: (caseId?: string) =>
      caseId ? `/report-content?case=${encodeURIComponent(caseId)}` : '/report-content',
  },
  noticeStatus: { path: '/notices/status/:token', href: (t: string) => `/notices/status/${t}` },
  caseNotices: {
    path: '/case/:id/notices',
    href: (id: string) => `/case/${encodeURIComponent(id)}/notices`,
  },
  myDecisions: { path: '/my-decisions', href: () => '/my-decisions' },
  transparency: { path: '/transparency', href: () => '/transparency' },
  moderationAudit: {
    path: '/moderation/audit',
    href: (filter: { actor?: string; targetType?: string; targetId?: string } = {}) => {
      const query = new URLSearchParams(
        Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1])),
      ).toString();
      return query ? `/moderation/audit?${query}` : '/moderation/audit';
    },
  },
} as const;
