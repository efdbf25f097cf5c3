import { z } from 'zod';
import { normalizeEmail } from '../identifiers/normalize.js';
import { LIMITS } from '../limits.js';
import { FIELD_LABEL_TEXTS as FIELD } from '../messages/field-labels-messages.js';
import { MESSAGES } from '../messages/messages.js';
import { MODERATION_MESSAGES } from '../messages/moderation-messages.js';
import { NOTICE_MESSAGES as M } from '../messages/notice-messages.js';
import { MINUTE_MS } from '../time.js';
import { REGIMES } from './regimes.js';

// Request bodies of notice and action (issue 48). The server validates with these; the web
// forms use the same ones for instant feedback.

export const NOTICE_REASONS = ['defamation', 'illegal', 'privacy', 'other'] as const;
export type NoticeReason = (typeof NOTICE_REASONS)[number];

export const POSTER_ANSWER_KINDS = ['consent', 'refuse', 'answer'] as const;
export type PosterAnswerKind = (typeof POSTER_ANSWER_KINDS)[number];

/** What a statement of reasons may restrict (DSA Art. 17). */
export const RESTRICTIONS = ['hide', 'remove', 'hold', 'suspend', 'refuse_trade'] as const;
export type Restriction = (typeof RESTRICTIONS)[number];

export const NOTICE_DECISIONS = ['remove', 'keep'] as const;
export type NoticeDecision = (typeof NOTICE_DECISIONS)[number];

export const APPEAL_OUTCOMES = ['upheld', 'reversed'] as const;
export type AppealOutcome = (typeof APPEAL_OUTCOMES)[number];

/**
 * A required text: `required` and `label` are read when a request fails, in that request's
 * language.
 */
const text = (required: () => string, max: number, label: () => string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: () => MESSAGES.fieldTooLong(label(), max) });

export const noticeSchema = z
  .object({
    caseId: z.string().min(1).max(64),
    /** Chosen by the notifier; else inferred from the case's country. */
    regime: z.enum(REGIMES).optional(),
    reason: z.enum(NOTICE_REASONS),
    explanation: text(
      () => M.explanationRequired,
      5000,
      () => FIELD.theExplanation,
    ),
    location: text(
      () => M.locationRequired,
      500,
      () => FIELD.theLocation,
    ),
    notifierName: text(
      () => M.nameRequired,
      200,
      () => FIELD.yourName,
    ),
    notifierEmail: z
      .string({ error: () => MESSAGES.emailRequired })
      .overwrite(normalizeEmail)
      .pipe(z.email({ error: () => MESSAGES.emailInvalid }))
      .pipe(
        z.string().max(LIMITS.emailMax, {
          error: () => MESSAGES.fieldTooLong(FIELD.email, LIMITS.emailMax),
        }),
      ),
    goodFaith: z.literal(true, { error: () => M.goodFaithRequired }),
    /** UK regulations, reg. 2: the meaning, the inaccurate parts, and two confirmations. */
    meaning: z
      .string()
      .trim()
      .max(2000, { error: () => MESSAGES.fieldTooLong(FIELD.theMeaning, 2000) })
      .default(''),
    inaccurate: z
      .string()
      .trim()
      .max(2000, { error: () => MESSAGES.fieldTooLong(FIELD.theInaccurateParts, 2000) })
      .default(''),
    cannotIdentifyPoster: z.boolean().default(false),
    consentToShare: z.boolean().default(false),
    altcha: z.string().max(2000).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.regime !== 'uk' || value.reason !== 'defamation') return;
    if (!value.meaning)
      ctx.addIssue({ code: 'custom', path: ['meaning'], message: M.meaningRequired });
    if (!value.inaccurate) {
      ctx.addIssue({ code: 'custom', path: ['inaccurate'], message: M.inaccurateRequired });
    }
  });
export type NoticeRequest = z.infer<typeof noticeSchema>;

export const posterAnswerSchema = z
  .object({
    answer: z.enum(POSTER_ANSWER_KINDS),
    text: z
      .string()
      .trim()
      .max(5000, { error: () => MESSAGES.fieldTooLong(FIELD.yourAnswer, 5000) })
      .default(''),
    name: z
      .string()
      .trim()
      .max(200, { error: () => MESSAGES.fieldTooLong(FIELD.yourName, 200) })
      .default(''),
    address: z
      .string()
      .trim()
      .max(500, { error: () => MESSAGES.fieldTooLong(FIELD.yourAddress, 500) })
      .default(''),
    /** UK: whether the complainant may be given the poster's name and address. */
    consentToRelease: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if (value.answer === 'refuse') {
      if (!value.name)
        ctx.addIssue({ code: 'custom', path: ['name'], message: M.posterNameRequired });
      if (!value.address) {
        ctx.addIssue({ code: 'custom', path: ['address'], message: M.posterAddressRequired });
      }
    }
    if (value.answer === 'answer' && !value.text) {
      ctx.addIssue({ code: 'custom', path: ['text'], message: M.answerTextRequired });
    }
  });
export type PosterAnswerRequest = z.infer<typeof posterAnswerSchema>;

const moderatorReason = text(
  () => MODERATION_MESSAGES.moderationReasonRequired,
  2000,
  () => FIELD.theReason,
);

export const noticeDecisionSchema = z.object({
  decision: z.enum(NOTICE_DECISIONS),
  /** The facts the decision rests on; a canned reason fills it, the moderator may edit. */
  reason: moderatorReason,
});
export type NoticeDecisionRequest = z.infer<typeof noticeDecisionSchema>;

export const appealSchema = z.object({
  text: text(
    () => M.appealTextRequired,
    5000,
    () => FIELD.theAppeal,
  ),
});
export type AppealRequest = z.infer<typeof appealSchema>;

export const appealDecisionSchema = z.object({
  outcome: z.enum(APPEAL_OUTCOMES),
  reason: moderatorReason,
});
export type AppealDecisionRequest = z.infer<typeof appealDecisionSchema>;

/** Bulk release or removal of held first cases: a wave from one network or one window. */
export const heldBulkSchema = z
  .object({
    action: z.enum(['release', 'remove']),
    /** An address level's subject as the limits count it, e.g. '2001:db8:1::/48'. */
    network: z.string().min(1).max(64).optional(),
    /** Held cases created in [from, to). */
    from: z.iso.datetime().optional(),
    to: z.iso.datetime().optional(),
    reason: moderatorReason,
  })
  .refine((v) => v.network !== undefined || (v.from !== undefined && v.to !== undefined), {
    message: M.bulkScopeRequired,
  });
export type HeldBulkRequest = z.infer<typeof heldBulkSchema>;

/** The desk's filters (issue 48): by law, by complaint, by where the item stands on its clock. */
export const DESK_DUE_FILTERS = ['all', 'overdue', 'day', 'answered'] as const;
export type DeskDueFilter = (typeof DESK_DUE_FILTERS)[number];
export const deskFilterSchema = z.object({
  regime: z.enum(REGIMES).optional(),
  reason: z.enum(NOTICE_REASONS).optional(),
  due: z.enum(DESK_DUE_FILTERS).default('all'),
});
export type DeskFilter = z.infer<typeof deskFilterSchema>;

/** How long a desk claim holds an item without a decision; the desk renews it while shown. */
export const DESK_CLAIM_MS = 2 * MINUTE_MS;
/**
 * The most items one request for the next item may pass over: the ones the moderator passed
 * with N (the desk remembers the last 18) and the two in the undo window.
 */
export const DESK_SKIP_MAX = 20;
