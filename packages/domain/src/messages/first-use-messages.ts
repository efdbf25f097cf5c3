// Strings of issue 24 (what a first-time user tripped over) where the spec has none.

/** The case page's three ways to raise a concern, grouped under one heading. */
export const CONCERN_MESSAGES = {
  heading: 'Something wrong with this case?',
  reportCaseFor: 'Report Case: for anyone who thinks this case breaks the rules.',
  aboutYouFor: 'Is this about you?: for the person this case names, to prove it and reply.',
  disputeFor:
    'Dispute this case: for someone named here who says it is untrue, to ask for a review.',
} as const;

/** Report User in a chat: an optional reason, then a confirmation. */
export const REPORT_USER_MESSAGES = {
  dialogTitle: 'Report this user?',
  reasonLabel: 'Reason (optional)',
  reasonHint: 'What happened? Moderators read this with the messages of this chat.',
  confirm: 'Report User',
  cancel: 'Cancel',
} as const;

/** A moderator's view of a user report. */
export const USER_REPORT_EVIDENCE_MESSAGES = {
  evidenceHeading: 'Messages saved with the report',
  noEvidence: 'No messages were saved with this report.',
  showCurrentThread: 'Show the current thread',
  hideCurrentThread: 'Hide the current thread',
} as const;
