import { z } from 'zod';
import { reasonTooLong } from '../messages/ui-messages.js';
import { TradeBadgeSchema } from './trade-badges.js';

// Private messaging as the server sends it and the browser reads it. No user id, email or
// storage key of anybody ever appears here: the viewer's own messages are told apart by
// `mine`, and the other party's avatar is served through the thread (`/api/threads/{id}/avatar`)
// so an anonymous case's creator cannot be traced from a thread (decision 0016).

/** The other person in a thread, as the viewer may see them. */
export const ThreadPartySchema = z
  .object({
    /** Their username, or 'Anonymous user #{caseId}' when the case was posted anonymously. */
    name: z.string(),
    /** A thread-scoped avatar address, or null: show the neutral avatar. */
    avatarUrl: z.string().nullable(),
    /** The viewer talks to the anonymous creator of the case. */
    anonymous: z.boolean(),
    /** 'Verified Plumber' / 'Verified Electrician' beside the name; none when anonymous. */
    badges: z.array(TradeBadgeSchema),
  })
  .meta({ id: 'ThreadParty' });
export type ThreadParty = z.infer<typeof ThreadPartySchema>;

export const ChatMessageSchema = z
  .object({
    id: z.string(),
    text: z.string(),
    createdAt: z.string(),
    /** The viewer sent it. */
    mine: z.boolean(),
  })
  .meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** The viewer's allowance in a thread (DESIGN.md §1): see `chatAllowance`. */
export const ChatAllowanceSchema = z
  .object({
    sent: z.number().int(),
    remaining: z.number().int(),
    limited: z.boolean(),
    warning: z.boolean(),
    /** When the current 24-hour window ends (ISO time), or null. */
    resetsAt: z.string().nullable(),
  })
  .meta({ id: 'ChatAllowance' });
export type ChatAllowanceView = z.infer<typeof ChatAllowanceSchema>;

/** The chat page's header and state. */
export const ThreadSchema = z
  .object({
    id: z.string(),
    caseId: z.string(),
    caseTitle: z.string(),
    /** The case's main image (thumbnail), or null. */
    caseImageUrl: z.string().nullable(),
    other: ThreadPartySchema,
    allowance: ChatAllowanceSchema,
    /** When the viewer may report the other party again (ISO time); null: now. */
    reportAvailableAt: z.string().nullable(),
  })
  .meta({ id: 'Thread' });
export type Thread = z.infer<typeof ThreadSchema>;

/** The messages of a thread, oldest first; `olderCursor` fetches the ones before. */
export const ChatMessagePageSchema = z
  .object({
    messages: z.array(ChatMessageSchema),
    olderCursor: z.string().nullable(),
  })
  .meta({ id: 'ChatMessagePage' });
export type ChatMessagePage = z.infer<typeof ChatMessagePageSchema>;

export const SentMessageSchema = z
  .object({
    message: ChatMessageSchema,
    allowance: ChatAllowanceSchema,
  })
  .meta({ id: 'SentMessage' });
export type SentMessage = z.infer<typeof SentMessageSchema>;

/** One line of My Messages. */
export const ThreadSummarySchema = z
  .object({
    id: z.string(),
    caseId: z.string(),
    caseTitle: z.string(),
    other: ThreadPartySchema,
    /** The newest message's text (shortened), or null when none was sent yet. */
    lastMessage: z.string().nullable(),
    lastMessageMine: z.boolean(),
    lastMessageAt: z.string(),
    /** Unread when the list was loaded (loading it marks it read). */
    unread: z.boolean(),
  })
  .meta({ id: 'ThreadSummary' });
export type ThreadSummary = z.infer<typeof ThreadSummarySchema>;

export const ThreadListSchema = z
  .object({
    threads: z.array(ThreadSummarySchema),
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'ThreadList' });
export type ThreadList = z.infer<typeof ThreadListSchema>;

/** Report User (issue 24): an optional reason, up to 500 characters, kept with the report. */
export const REPORT_USER_REASON_MAX = 500;
export const ReportUserBodySchema = z
  .object({
    reason: z
      .string()
      .trim()
      // Read when refused, in the request's language (the web's dialog says the same words).
      .max(REPORT_USER_REASON_MAX, { error: () => reasonTooLong(REPORT_USER_REASON_MAX) })
      .optional(),
  })
  // No body at all (the report without a reason of earlier clients) is fine too.
  .nullish();
export type ReportUserBody = z.infer<typeof ReportUserBodySchema>;

export const ReportUserResultSchema = z.object({
  /** When the viewer may report again (ISO time). */
  reportAvailableAt: z.string(),
});
export type ReportUserResult = z.infer<typeof ReportUserResultSchema>;

export const MessageEmailSettingSchema = z.object({ enabled: z.boolean() });
export type MessageEmailSetting = z.infer<typeof MessageEmailSettingSchema>;
