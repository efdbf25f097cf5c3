import { z } from 'zod';
import { uuidSchema } from '../ids.js';
import { LIMITS } from '../limits.js';
import { FIELD_LABEL_TEXTS as FIELD } from '../messages/field-labels-messages.js';
import { MESSAGES } from '../messages/messages.js';
import { MODERATION_MESSAGES } from '../messages/moderation-messages.js';
import { queueKindLabel } from '../messages/ui-messages.js';

// Request bodies of moderation (issue 13): every moderator action carries a reason; disputes
// and trade applications are what users send into the queue.

export const MODERATION_REASON_MAX = 1000;

/** Kinds of item in the moderation queue, one per source table. */
export const QUEUE_KINDS = [
  'case_report',
  'user_report',
  'dispute',
  'trade_application',
  'bug_report',
  'feedback',
] as const;
export type QueueKind = (typeof QUEUE_KINDS)[number];

// Each read in the current language when shown (issue 49): the queue's filter and items.
export const QUEUE_KIND_LABELS: Readonly<Record<QueueKind, string>> = Object.defineProperties(
  {} as Record<QueueKind, string>,
  Object.fromEntries(
    QUEUE_KINDS.map((kind) => [kind, { enumerable: true, get: () => queueKindLabel(kind) }]),
  ),
);

export const QUEUE_STATES = ['open', 'dismissed', 'actioned'] as const;
export type QueueState = (typeof QUEUE_STATES)[number];

export const TRADES = ['plumber', 'electrician'] as const;
export type Trade = (typeof TRADES)[number];
/** Getters: each label is read when shown, in the language of that moment. */
export const TRADE_LABELS: Readonly<Record<Trade, string>> = {
  get plumber() {
    return MESSAGES.verifiedPlumber;
  },
  get electrician() {
    return MESSAGES.verifiedElectrician;
  },
};

/** Suspension lengths offered in the app, in days; null is "until lifted". */
export const SUSPENSION_DAYS = [1, 7, 30, 90, 365] as const;

const reason = z
  .string({ error: () => MODERATION_MESSAGES.moderationReasonRequired })
  .trim()
  .min(1, { error: () => MODERATION_MESSAGES.moderationReasonRequired })
  .max(MODERATION_REASON_MAX, {
    error: () => MESSAGES.fieldTooLong(FIELD.theReason, MODERATION_REASON_MAX),
  });

/** The queue item an action settles, when it comes from one. */
export const queueItemRefSchema = z.object({
  kind: z.enum(QUEUE_KINDS),
  id: uuidSchema,
});
export type QueueItemRef = z.infer<typeof queueItemRefSchema>;

export const moderationReasonSchema = z.object({ reason, item: queueItemRefSchema.optional() });
export type ModerationReasonRequest = z.infer<typeof moderationReasonSchema>;

export const suspendUserSchema = z.object({
  reason,
  /** Whole days; null suspends until a moderator lifts it. */
  days: z.number().int().min(1).max(3650).nullable(),
  item: queueItemRefSchema.optional(),
});
export type SuspendUserRequest = z.infer<typeof suspendUserSchema>;

export const tradeBadgeSchema = z.object({
  reason,
  trade: z.enum(TRADES, { error: () => MODERATION_MESSAGES.tradeRequired }),
  granted: z.boolean(),
});
export type TradeBadgeRequest = z.infer<typeof tradeBadgeSchema>;

export const roleChangeSchema = z.object({
  reason,
  role: z.enum(['user', 'moderator']),
});
export type RoleChangeRequest = z.infer<typeof roleChangeSchema>;

/** 'Dispute this case': why the case is false or settled. */
export const disputeSchema = z.object({
  reason: z
    .string({ error: () => MODERATION_MESSAGES.disputeReasonRequired })
    .trim()
    .min(1, { error: () => MODERATION_MESSAGES.disputeReasonRequired })
    .max(LIMITS.disputeReasonMax, {
      error: () => MESSAGES.fieldTooLong(FIELD.theReason, LIMITS.disputeReasonMax),
    }),
});
export type DisputeRequest = z.infer<typeof disputeSchema>;

/** The text fields of a trade application (the licence photo travels beside them). */
export const tradeApplicationSchema = z.object({
  trade: z.enum(TRADES, { error: () => MODERATION_MESSAGES.tradeRequired }),
  licenceNumber: z
    .string({ error: () => MODERATION_MESSAGES.licenceNumberRequired })
    .trim()
    .min(1, { error: () => MODERATION_MESSAGES.licenceNumberRequired })
    .max(LIMITS.licenceNumberMax, {
      error: () => MESSAGES.fieldTooLong(FIELD.licenceNumber, LIMITS.licenceNumberMax),
    }),
  licenceRegion: z
    .string({ error: () => MODERATION_MESSAGES.licenceRegionRequired })
    .trim()
    .min(1, { error: () => MODERATION_MESSAGES.licenceRegionRequired })
    .max(LIMITS.licenceRegionMax, {
      error: () => MESSAGES.fieldTooLong(FIELD.stateOrRegion, LIMITS.licenceRegionMax),
    }),
});
export type TradeApplicationRequest = z.infer<typeof tradeApplicationSchema>;
