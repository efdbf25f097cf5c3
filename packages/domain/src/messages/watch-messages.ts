// Forewarn's own wording for watch lists, followed cases and the notice to the person a case
// names (issue 23; docs/decisions/0039). Apart from MESSAGES so a first visit to / loads only
// the few strings Home needs.

export const WATCH_MESSAGES = {
  watchThisNumber: 'Watch this number',
  /** The Watch button by what was searched (issue 38). */
  watchThis: {
    number: 'Watch this number',
    email: 'Watch this email',
    business: 'Watch this business number',
  },
  /** After 'Log in', signed out. */
  logInToWatchKind: {
    number: 'to watch this number and be told when a case with it appears.',
    email: 'to watch this email and be told when a case with it appears.',
    business: 'to watch this business number and be told when a case with it appears.',
  },
  watching: 'Watching',
  watchAdded: 'Added to My Watches. We will tell you when a case with it appears.',
  watchAlreadyAdded: 'You already watch this.',
  logInToWatch: 'Please log in to watch a number.',
  verifyEmailToWatch: 'You must verify your email to watch numbers and follow cases.',
  watchNothingToWatch: 'Enter a phone number, email address or business number to watch.',
  watchLimit: (max: number) =>
    `You can watch at most ${max} numbers, emails or business numbers. Remove one to add another.`,
  watchNotFound: 'Watch not found.',
  watchRemoved: 'Removed.',
  followThisCase: 'Follow this case',
  unfollowThisCase: 'Unfollow this case',
  logInToFollow: 'Please log in to follow this case.',
  cannotFollowOwnCase: 'You lodged this case, so there is no need to follow it.',
  following: 'You follow this case. We will tell you of new responses and changes.',
  unfollowed: 'You no longer follow this case.',
  myWatches: 'My Watches',
  myWatchesIntro:
    'We tell you when a case with a number, email or business number you watch appears, and when a case you follow changes. Nobody is told that you watch or follow.',
  watchesHeading: 'Watched numbers',
  followsHeading: 'Followed cases',
  noWatches: 'You watch no numbers yet. Search for one on Home and choose Watch this number.',
  noFollows: 'You follow no cases yet. Open a case and choose Follow this case.',
  lastAlert: 'Last alert',
  neverAlerted: 'No alert yet',
  remove: 'Remove',
  unfollow: 'Unfollow',
  loadingWatches: 'Loading your watches...',
  // The switch's name says no 'phone' or 'email': those name the profile's own fields on the
  // same page (a label that contains them makes 'Email' and 'Phone' ambiguous).
  namedPartySwitch: 'Tell me when a case names me',
  namedPartySwitchDetail:
    'A case names you when it gives your verified phone number or email. Once per case, with a link to it and to the way to answer it. Never who lodged it.',
  /** Notification titles (the other kinds' wording lives with the notification centre). */
  caseMatchesWatch: 'A case with a number you watch has appeared',
  caseNamesYou: 'A case on Forewarn names you',
  caseNamesYouBody:
    'A case on Forewarn gives your verified phone number or email. You can read it, answer it as the person named (choose "Is this about you?" on the case page and prove the number or email is yours), or dispute it with the moderators if it is wrong. We do not tell you who lodged it, and we do not tell them you were told.',
  newResponse: 'A case you follow has a new response',
  caseResolved: 'A case you follow was marked Resolved',
  caseNoLongerShown: 'This case is no longer shown',
  namedPartyReplied: 'The person a case you follow names has replied',
} as const;
