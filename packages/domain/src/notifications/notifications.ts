import { z } from 'zod';

// The notification centre (issue 23): what a member is told, in the app and by email. One list
// shared by the server (which writes and delivers them) and the browser (the bell, the list,
// the email settings on My Account).

/**
 * The kinds a member sets email delivery for, one setting each:
 * - `message`: a new private message (the chat's unread notice);
 * - `watch_alert`: a case appeared that matches a watched number, email or business number;
 * - `case_update`: a followed case got a response, was resolved, stopped being shown, or the
 *   person it names replied;
 * - `named_party`: a case names the member's own verified phone number or email.
 */
export const NOTIFICATION_KINDS = ['message', 'watch_alert', 'case_update', 'named_party'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How a kind's emails go out: at once, in one email a day at 08:00 local time, or not at all. */
export const EMAIL_DELIVERIES = ['instant', 'daily', 'off'] as const;
export type EmailDelivery = (typeof EMAIL_DELIVERIES)[number];

/** What happened, within a kind: decides the notification's wording. */
export const NOTIFICATION_EVENTS = [
  'new_message',
  'case_matches_watch',
  'new_response',
  'case_resolved',
  'case_no_longer_shown',
  'named_party_replied',
  'case_names_you',
  // Notice and action (issue 48): the poster is told of a complaint, and of a decision.
  'notice_of_complaint',
  'statement_of_reasons',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/**
 * What a notification carries. Written once, when the notification is made, from what a
 * visitor may see: the case's masked card fields, never its unmasked details, never who lodged
 * it or who watches it. The server stores it as it is sent.
 */
export const NotificationPayloadSchema = z.object({
  event: z.enum(NOTIFICATION_EVENTS),
  caseId: z.string().nullable(),
  threadId: z.string().nullable(),
  /** The case's title, masked as the case card masks it. */
  title: z.string(),
  /** The card's masked name (first 2 characters then ******), where the notice is about a case. */
  maskedName: z.string().nullable(),
  /** Masked identifiers that matched or are named (phone, email, business number), if any. */
  maskedIdentifiers: z.array(z.string()),
  country: z.string().nullable(),
});
export type NotificationPayload = z.infer<typeof NotificationPayloadSchema>;

/**
 * The conversation a `message` notice belongs to, as the chat names it to this member (issue
 * 45): worked out when the list is read, never stored (the stored payload, which emails and
 * pushes use, names nobody). Null for other kinds, and for a thread the member no longer has.
 */
export const NotificationConversationSchema = z.object({
  /** The other party's name as the chat header gives it ('Anonymous user #{caseId}' or a username). */
  with: z.string(),
  /** The other party is an anonymous case's creator (the name has a short tag, see partyName). */
  anonymous: z.boolean(),
  /** The case's title as the chat header shows it to this member. */
  caseTitle: z.string(),
  /** Messages from the other party this member has not read yet. */
  unreadMessages: z.number().int().nonnegative(),
});
export type NotificationConversation = z.infer<typeof NotificationConversationSchema>;

export const NotificationSchema = NotificationPayloadSchema.extend({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  createdAt: z.string(),
  read: z.boolean(),
  conversation: NotificationConversationSchema.nullable().optional(),
}).meta({ id: 'Notification' });
export type Notification = z.infer<typeof NotificationSchema>;
