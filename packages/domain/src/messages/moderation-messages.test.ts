import { describe, expect, it } from 'vitest';
import { MODERATION_MESSAGES as MESSAGES } from './moderation-messages.js';

// Moderation's wording, every string checked character for character.

type Fixed = {
  [K in keyof typeof MESSAGES]: (typeof MESSAGES)[K] extends string ? K : never;
}[keyof typeof MESSAGES];

describe('MODERATION_MESSAGES: fixed strings', () => {
  const fixed: [Fixed, string][] = [
    ['suspendedBanner', 'Your account is suspended'],
    ['caseRemovedByModeration', 'This case was removed by moderation.'],
    ['moderationReasonRequired', 'Please give a reason.'],
    ['moderationItemClosed', 'This item has already been closed.'],
    ['moderationUserNotFound', 'User not found.'],
    ['moderationSelf', 'Moderators cannot act on their own account.'],
    ['moderationAdminRole', 'Admins are made and unmade from the command line.'],
    [
      'moderationAlreadySuspended',
      'This user is already suspended. Lift the suspension first to change it.',
    ],
    ['moderationNotSuspended', 'This user is not suspended.'],
    ['moderationCaseNotHidden', 'This case is not hidden.'],
    ['moderationCaseAlreadyHidden', 'This case is already hidden.'],
    ['moderationDone', 'Done.'],
    ['disputeThisCase', 'Dispute this case'],
    ['disputeReasonRequired', 'Please say why you dispute this case.'],
    ['cannotDisputeOwnCase', 'You cannot dispute your own case.'],
    [
      'disputeSubmitted',
      'Dispute submitted. The moderators will look at it, and the case creator is told a dispute was lodged (not by whom).',
    ],
    ['tradeRequired', 'Please choose a trade.'],
    ['licenceNumberRequired', 'Licence number is required.'],
    ['licenceRegionRequired', 'The state or region that issued the licence is required.'],
    ['tradeAlreadyVerified', 'You are already verified for this trade.'],
    [
      'tradeApplicationOpen',
      'You already have an application for this trade waiting for a decision.',
    ],
    ['tradeApplicationSubmitted', 'Application submitted. We will email you the decision.'],
  ];

  it.each(fixed)('%s is %j', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });

  it('covers every fixed string of the catalogue', () => {
    const keys = Object.entries(MESSAGES)
      .filter(([, value]) => typeof value === 'string')
      .map(([key]) => key);
    expect(keys.sort()).toEqual(fixed.map(([key]) => key).sort());
  });
});

describe('MODERATION_MESSAGES: templated strings', () => {
  const templated: [string, string, string][] = [
    [
      'accountSuspendedUntil',
      MESSAGES.accountSuspendedUntil('30 November 2026 at 16:20 UTC', 'Abusive responses'),
      'Your account is suspended until 30 November 2026 at 16:20 UTC. Reason: Abusive responses',
    ],
    [
      'accountSuspendedForGood',
      MESSAGES.accountSuspendedForGood('Spam'),
      'Your account is suspended indefinitely. Reason: Spam',
    ],
    [
      'lodgingSuspended',
      MESSAGES.lodgingSuspended('Spam'),
      'Your account is suspended. Reason: Spam',
    ],
  ];

  it.each(templated)('%s gives %j', (_key, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('covers every templated string of the catalogue', () => {
    const keys = Object.entries(MESSAGES)
      .filter(([, value]) => typeof value === 'function')
      .map(([key]) => key);
    expect(keys.sort()).toEqual(templated.map(([key]) => key).sort());
  });
});
