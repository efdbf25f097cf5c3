import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { FIELD_LABEL_TEXTS as FIELD } from '../messages/field-labels-messages.js';
import { MESSAGES } from '../messages/messages.js';
import { PAGES_UI } from '../messages/ui-messages.js';
import { containsProfanity } from '../validation/profanity.js';

// Request bodies for what users write to each other and to the moderators: comments (case
// responses), case reports, feedback and chat messages.

/** Spec §5, Comments: text required; profanity gets the comments' own message. */
export const commentSchema = z.object({
  text: z
    .string({ error: () => MESSAGES.commentRequired })
    .trim()
    .min(1, { error: () => MESSAGES.commentRequired })
    .max(LIMITS.commentMax, {
      error: () => MESSAGES.fieldTooLong(FIELD.comment, LIMITS.commentMax),
      // Stop here: the profanity check below must never run on an oversized string.
      abort: true,
    })
    .refine((text) => !containsProfanity(text), { error: () => MESSAGES.commentProfanity }),
});
export type CommentRequest = z.infer<typeof commentSchema>;

/** Spec §5, Report case. */
export const caseReportSchema = z.object({
  details: z
    .string({ error: () => MESSAGES.reportDetailsRequired })
    .trim()
    .min(1, { error: () => MESSAGES.reportDetailsRequired })
    .max(LIMITS.reportDetailsMax, {
      error: () => MESSAGES.fieldTooLong(FIELD.details, LIMITS.reportDetailsMax),
    }),
});
export type CaseReportRequest = z.infer<typeof caseReportSchema>;

/** The feedback types of spec §2 (Report & Feedback); 'bug' goes to the bug list. */
export const FEEDBACK_TYPES = ['bug', 'feedback', 'idea'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
// Each read in the current language (issue 49): the form's list, the moderators' queue.
export const FEEDBACK_TYPE_LABELS: Readonly<Record<FeedbackType, string>> = {
  get bug() {
    return PAGES_UI.feedbackTypeBug;
  },
  get feedback() {
    return PAGES_UI.feedbackTypeFeedback;
  },
  get idea() {
    return PAGES_UI.feedbackTypeIdea;
  },
};

/** Spec §5, Feedback. */
export const feedbackSchema = z.object({
  type: z.enum(FEEDBACK_TYPES, { error: () => MESSAGES.feedbackTypeRequired }),
  details: z
    .string({ error: () => MESSAGES.feedbackDetailsRequired })
    .trim()
    .min(1, { error: () => MESSAGES.feedbackDetailsRequired })
    .max(LIMITS.feedbackDetailsMax, {
      error: () => MESSAGES.fieldTooLong(FIELD.details, LIMITS.feedbackDetailsMax),
    }),
});
export type FeedbackRequest = z.infer<typeof feedbackSchema>;

/**
 * Spec §5, Chat: trimmed and non-empty; at most 1,000 characters; profanity is refused with the
 * spec's field message pattern ('{Field} contains inappropriate language.').
 */
export const chatMessageSchema = z.object({
  text: z
    .string({ error: () => MESSAGES.messageRequired })
    .trim()
    .min(1, { error: () => MESSAGES.messageRequired })
    .max(LIMITS.chatMessageMax, {
      error: () => MESSAGES.fieldTooLong(FIELD.message, LIMITS.chatMessageMax),
      abort: true,
    })
    .refine((text) => !containsProfanity(text), {
      error: () => MESSAGES.fieldProfanity(FIELD.message),
    }),
  /** The sender's IANA time zone, so a limit message names the date where they are. */
  timeZone: z.string().max(64).optional(),
});
export type ChatMessageRequest = z.infer<typeof chatMessageSchema>;
