import { z } from 'zod';
import { QUEUE_KINDS, QUEUE_STATES, TRADES } from '../schemas/moderation.js';

// What the moderation API answers (issue 13). Moderators see who reported whom: these shapes
// never reach anyone else (every /api/moderation route answers 404 to non-moderators).

export const ROLES = ['user', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/**
 * What the audit log records (issue 13; notice and action, issue 48): the server writes only
 * these, and the screens label each one (the web's action-labels.ts must name them all).
 */
export const AUDIT_ACTIONS = [
  'dismiss',
  'hide_case',
  'restore_case',
  'release_case',
  'delete_response',
  'suspend_user',
  'lift_suspension',
  'grant_badge',
  'revoke_badge',
  'approve_application',
  'set_role',
  'notice_received',
  'poster_told',
  'poster_unreachable',
  'poster_answered',
  'notice_escalated',
  'notice_decided',
  'appeal_lodged',
  'appeal_decided',
  'bulk_release',
  'bulk_remove',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Who the audit log names for the server's own steps (the minute's sweep, a job): shown in words. */
export const SYSTEM_ACTOR_NAME = 'System';

export const ModeratedUserSchema = z.object({
  id: z.string(),
  username: z.string().nullable(),
  email: z.string(),
  role: z.enum(ROLES),
  verifiedPlumber: z.boolean(),
  verifiedElectrician: z.boolean(),
  /** The suspension in force, if any; `until` null means until lifted. */
  suspension: z.object({ reason: z.string(), until: z.string().nullable() }).nullable(),
});
export type ModeratedUser = z.infer<typeof ModeratedUserSchema>;

/** What moderators did about an item, its case or its reported user: from the audit log. */
export const QueueHistorySchema = z.array(
  z.object({
    createdAt: z.string(),
    actorName: z.string(),
    action: z.string(),
    targetType: z.string(),
    reason: z.string(),
  }),
);
export type QueueHistory = z.infer<typeof QueueHistorySchema>;

export const QueueItemSchema = z.object({
  kind: z.enum(QUEUE_KINDS),
  id: z.string(),
  status: z.enum(QUEUE_STATES),
  createdAt: z.string(),
  /** What the submitter wrote: report details, dispute reason, feedback text. */
  text: z.string(),
  /** Feedback's type label ('Give feedback', ...), else null. */
  label: z.string().nullable(),
  /** Who sent it: reporter, disputer, applicant, feedback author (null when they are gone). */
  submitter: ModeratedUserSchema.nullable(),
  /** The case the item is about. */
  case: z
    .object({
      id: z.string(),
      title: z.string(),
      country: z.string(),
      hidden: z.boolean(),
      hiddenReason: z.string().nullable(),
      /** Null when the creator deleted their account and kept the case up anonymously. */
      creator: ModeratedUserSchema.nullable(),
    })
    .nullable(),
  /** The reported user (user reports). */
  reportedUser: ModeratedUserSchema.nullable(),
  /** A reported user's thread: the messages saved with the report, the evidence. */
  messages: z
    .array(
      z.object({
        senderId: z.string(),
        senderName: z.string(),
        text: z.string(),
        createdAt: z.string(),
      }),
    )
    .nullable(),
  /**
   * The reported thread as it is now (issue 24): shown only behind 'Show the current thread',
   * since it may have changed since the report.
   */
  currentThread: z
    .array(
      z.object({
        senderId: z.string(),
        senderName: z.string(),
        text: z.string(),
        createdAt: z.string(),
      }),
    )
    .nullable(),
  /** A trade application's licence. */
  application: z
    .object({
      trade: z.enum(TRADES),
      licenceNumber: z.string(),
      licenceRegion: z.string(),
      photoUrl: z.string().nullable(),
    })
    .nullable(),
  /** The audit entries about this item, its case and its reported user, oldest first. */
  history: QueueHistorySchema,
});
export type QueueItem = z.infer<typeof QueueItemSchema>;

export const QueuePageSchema = z.object({
  items: z.array(QueueItemSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type QueuePage = z.infer<typeof QueuePageSchema>;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  reason: z.string(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditPageSchema = z.object({
  entries: z.array(AuditEntrySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type AuditPage = z.infer<typeof AuditPageSchema>;

/** The signed-in user's own trade applications, for My Account. */
export const MyTradeApplicationSchema = z.object({
  id: z.string(),
  trade: z.enum(TRADES),
  licenceNumber: z.string(),
  licenceRegion: z.string(),
  status: z.enum(QUEUE_STATES),
  createdAt: z.string(),
});
export type MyTradeApplication = z.infer<typeof MyTradeApplicationSchema>;
