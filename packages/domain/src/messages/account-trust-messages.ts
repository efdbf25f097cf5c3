// Messages of issue 22's account-trust work: a suspension cannot be shed by deleting the
// account, and a stolen session is not a stolen account (docs/decisions/0033). The spec
// has none of these; they are worded like its own.

export const ACCOUNT_TRUST_MESSAGES = {
  /** DELETE /api/account while a suspension with an end is in force. */
  deleteWhileSuspendedUntil: (until: string) =>
    `Your account is suspended until ${until}. You can delete it once the suspension has ended.`,
  /** DELETE /api/account while an indefinite suspension is in force. */
  deleteWhileSuspendedForGood:
    'Your account is suspended indefinitely, so it cannot be deleted while the suspension lasts.',
  /** Changing the email or the password needs the password in force. */
  currentPasswordRequired: 'Enter your current password to confirm this change.',
  /** The old address was taken by another account between the change and its undoing. */
  undoEmailTaken:
    'That email address is now used by another account, so it could not be restored. Reset your password from the address in force instead.',
  /** After a password change: every other session has ended. */
  passwordChanged: 'Your password has been changed. You have been signed out everywhere else.',
  /** After an undo: the old address is back, and a new password is set. */
  emailChangeUndone:
    'Your email address has been restored and your new password is set. Every other session has ended.',
} as const;

/** Issue 22: a thread about an archived case (decision 0019) says so, not "removed by moderation". */
export const ARCHIVED_CASE_MESSAGES = {
  caseArchived: 'This case was archived: it had not been updated for 3 years.',
} as const;
