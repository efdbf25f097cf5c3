import { describe, expect, it } from 'vitest';
import { LIMITS } from './limits.js';
import { CASE_FIELD_MAX } from './validation/lodgement.js';

describe('LIMITS (spec §9, DESIGN.md §1)', () => {
  it.each<[keyof typeof LIMITS, unknown]>([
    ['recentCases', 10],
    ['recentCasesCacheMs', 1_200_000],
    ['detailsMinExclusive', 50],
    ['detailsTextareaRows', 5],
    ['mainImages', 1],
    ['extraImages', 6],
    ['cardExtraImages', 2],
    ['imageMaxBytes', 5 * 1024 * 1024],
    ['imageTypes', ['image/jpeg', 'image/png', 'image/gif']],
    ['submissionsPerWindow', 20],
    ['submissionWindowMs', 24 * 3_600_000],
    ['submissionGapMs', 10 * 60_000],
    ['nonsenseRepeatRun', 4],
    ['nonsenseDigitShare', 0.5],
    ['nonsenseSymbolShare', 0.3],
    ['nonsenseDetailsMinWords', 5],
    ['nonsenseRatioMinLength', 15],
    ['nonsenseConsonantVowelRatio', 6],
    ['maskCardNameVisibleChars', 2],
    ['maskHiddenTailChars', 2],
    ['maskEmailVisibleChars', 2],
    ['searchNearMissesPerDay', 3],
    ['searchBlockCompletionsPerDay', 20],
    ['searchNearMissMinDigits', 6],
    ['searchesPerDay', 200],
    ['namedPartyCodesPerCasePerDay', 3],
    ['namedPartyCodesPerRequesterPerDay', 10],
    ['namedPartyCodeAttempts', 5],
    ['namedPartyCodeExpiryMs', 10 * 60_000],
    ['chatMessagesPerWindow', 10],
    ['chatWarnFromSent', 7],
    ['chatWindowMs', 24 * 3_600_000],
    ['reportUserCooldownMs', 24 * 3_600_000],
    ['threadLookupLimit', 1],
    ['usernameCooldownDays', 100],
    ['usernameCooldownMs', 100 * 86_400_000],
    ['passwordMin', 8],
    ['phoneMaxFailedAttempts', 2],
    ['phoneBlockMonths', 6],
    ['verificationCodeExpiryMs', 10 * 60_000],
    ['emailVerificationLinkMs', 24 * 3_600_000],
    ['passwordResetLinkMs', 3_600_000],
    ['lodgementAuthTimeoutMs', 10_000],
    ['snackbarMs', 6000],
    ['narrowLayoutBelowPx', 500],
    ['caseFontBreakpointPx', 750],
    ['commentsPerWindow', 10],
    ['commentWindowMs', 60_000],
    ['feedbackPerWindow', 10],
    ['feedbackWindowMs', 3_600_000],
  ])('%s is %j', (key, value) => {
    expect(LIMITS[key]).toEqual(value);
  });

  it('holds the field limits of spec §5', () => {
    expect(CASE_FIELD_MAX).toEqual({
      title: 100,
      name: 50,
      address: 200,
      details: 1000,
      email: 100,
      postcode: 20,
      number: 20,
      alternateNumber: 20,
      abn: 50,
      acn: 50,
      nzbn: 50,
      businessIdentificationNumber: 50,
      instagram: 50,
      tiktok: 50,
    });
  });
});
