// Forewarn's own wording for moderation, suspension, disputes and trade verification (issue 13).
// Apart from MESSAGES so that a first visit to / does not load it: it travels with the pages
// and the server code that use it (DESIGN.md §6 budget; docs/decisions).

export const MODERATION_MESSAGES = {
  /** `until` is already formatted (the server names UTC). */
  accountSuspendedUntil: (until: string, reason: string) =>
    `Your account is suspended until ${until}. Reason: ${reason}`,
  accountSuspendedForGood: (reason: string) =>
    `Your account is suspended indefinitely. Reason: ${reason}`,
  suspendedBanner: 'Your account is suspended',
  /** The lodgement page's reason when a suspension is what keeps the member from lodging longest. */
  lodgingSuspended: (reason: string) => `Your account is suspended. Reason: ${reason}`,
  caseRemovedByModeration: 'This case was removed by moderation.',
  moderationReasonRequired: 'Please give a reason.',
  moderationItemClosed: 'This item has already been closed.',
  moderationUserNotFound: 'User not found.',
  moderationSelf: 'Moderators cannot act on their own account.',
  moderationAdminRole: 'Admins are made and unmade from the command line.',
  moderationNotSuspended: 'This user is not suspended.',
  moderationCaseNotHidden: 'This case is not hidden.',
  moderationCaseAlreadyHidden: 'This case is already hidden.',
  moderationDone: 'Done.',
  disputeThisCase: 'Dispute this case',
  disputeReasonRequired: 'Please say why you dispute this case.',
  cannotDisputeOwnCase: 'You cannot dispute your own case.',
  disputeSubmitted:
    'Dispute submitted. The moderators will look at it, and the case creator is told a dispute was lodged (not by whom).',
  tradeRequired: 'Please choose a trade.',
  licenceNumberRequired: 'Licence number is required.',
  licenceRegionRequired: 'The state or region that issued the licence is required.',
  tradeAlreadyVerified: 'You are already verified for this trade.',
  tradeApplicationOpen: 'You already have an application for this trade waiting for a decision.',
  tradeApplicationSubmitted: 'Application submitted. We will email you the decision.',
} as const;
