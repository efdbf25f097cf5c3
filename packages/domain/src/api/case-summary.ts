import { z } from 'zod';
import { TradeBadgeSchema } from './trade-badges.js';

// Response shapes the server sends and the browser reads: one definition for both sides.

export const ImageRefSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    thumbUrl: z.string(),
  })
  .meta({ id: 'ImageRef' });
export type ImageRef = z.infer<typeof ImageRefSchema>;

/** The case card (spec §2, Case card). Always masked, whoever reads it. */
export const CaseSummarySchema = z
  .object({
    id: z.string(),
    country: z.string(),
    title: z.string(),
    /** The first 2 characters of the name, then ****** (maskCardName). */
    maskedName: z.string(),
    postcode: z.string(),
    /** 'Anonymous', or the creator's username. */
    author: z.string(),
    /** 'Verified Plumber' / 'Verified Electrician' beside a named author; none when anonymous. */
    authorBadges: z.array(TradeBadgeSchema),
    mainImage: ImageRefSchema.nullable(),
    /** At most 2: a card shows no more (on large screens only). */
    extraImages: z.array(ImageRefSchema).max(2),
    paused: z.boolean(),
    resolved: z.boolean(),
    /** Untouched for 3 years (docs/decisions/0019): only its creator's lists show it. */
    archived: z.boolean(),
    /**
     * Withdrawn by a moderator, with the reason, on the creator's own cards (My Lodgements);
     * null everywhere else (lists never carry a hidden case).
     */
    hiddenReason: z.string().nullable(),
    /** A first-day case waiting for a moderator (issue 37), on the creator's own cards only. */
    heldForReview: z.boolean(),
    /** The viewer created this case: the card shows Pause/Unpause and Delete. */
    isOwner: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'CaseCard' });
export type CaseSummary = z.infer<typeof CaseSummarySchema>;

export { ANONYMOUS_AUTHOR, DELETED_AUTHOR } from './anonymous-author.js';
