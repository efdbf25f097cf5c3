import { z } from 'zod';
import { TradeBadgeSchema } from './trade-badges.js';

// A response (the spec's Comment) as the server sends it and the browser reads it. The
// author's email never leaves the server: `author` is the username, or 'Anonymous'.

export const CommentImageSchema = z
  .object({
    url: z.string(),
    thumbUrl: z.string(),
  })
  .meta({ id: 'CommentImage' });
export type CommentImage = z.infer<typeof CommentImageSchema>;

export const CommentSchema = z
  .object({
    id: z.string(),
    text: z.string(),
    /** The author's username, or 'Anonymous' when they have none. */
    author: z.string(),
    /** The author's trade badges; none when the author shows as 'Anonymous'. */
    authorBadges: z.array(TradeBadgeSchema),
    createdAt: z.string(),
    image: CommentImageSchema.nullable(),
    /** The viewer wrote it, so may delete it. */
    isMine: z.boolean(),
    /** The author proved they are the person the case names: 'Named party — verified'. */
    namedParty: z.boolean(),
  })
  .meta({ id: 'Comment' });
/** Named so it does not shadow the DOM's `Comment` in the browser. */
export type CaseComment = z.infer<typeof CommentSchema>;

/** One page of a case's responses, newest first; `nextCursor` fetches the older ones. */
export const CommentPageSchema = z
  .object({
    comments: z.array(CommentSchema),
    nextCursor: z.string().nullable(),
    /** A proven named party has responded: 'The person named has responded'. */
    namedPartyResponded: z.boolean(),
    /** The viewer has proven they are the person the case names. */
    viewerIsNamedParty: z.boolean(),
  })
  .meta({ id: 'CommentPage' });
export type CommentPage = z.infer<typeof CommentPageSchema>;
