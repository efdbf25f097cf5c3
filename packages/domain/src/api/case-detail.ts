import { z } from 'zod';
import { perIdentifier } from '../identifiers/identifier-kinds.js';
import { ImageRefSchema } from './case-summary.js';
import { TradeBadgeSchema } from './trade-badges.js';

// The case page (spec §2, Case detail). The server masks the offender's details for everyone
// but the case's creator (DESIGN.md §1); `isOwner` says which one this is. The creator's id and
// username are never part of it: `author` is 'Anonymous' or the username the creator chose to show.

/**
 * The main image with its stored size in pixels: the page gives it its room before it has
 * loaded, so nothing below it moves when it arrives (Lighthouse's layout shift, issue #15).
 * `displayUrl` is what the page shows: a phone-sized WebP of it (the full image where none was
 * made); `url` stays the full image, for opening it.
 */
export const MainImageRefSchema = ImageRefSchema.extend({
  displayUrl: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
}).meta({ id: 'MainImageRef' });
export type MainImageRef = z.infer<typeof MainImageRefSchema>;

export const CaseDetailSchema = z
  .object({
    id: z.string(),
    country: z.string(),
    /** Phone numbers, emails and the surname masked in it unless isOwner (maskFreeText). */
    title: z.string(),
    author: z.string(),
    /** 'Verified Plumber' / 'Verified Electrician' beside a named author; none when anonymous. */
    authorBadges: z.array(TradeBadgeSchema),
    /** Masked (maskName) unless isOwner. */
    name: z.string(),
    /** Masked (maskAddress, then maskFreeText) unless isOwner. */
    address: z.string(),
    /**
     * Each identifier (number, email, business numbers, postcode) masked by its kind unless
     * isOwner (identifiers/identifier-kinds.ts); only the case country's kinds carry a value.
     */
    ...perIdentifier(() => z.string()),
    /** Phone numbers, emails and the surname masked in it unless isOwner (maskFreeText). */
    details: z.string(),
    /** Masked (maskHandle) unless isOwner. */
    instagram: z.string(),
    tiktok: z.string(),
    postAnonymously: z.boolean(),
    visibleToPlumbers: z.boolean(),
    visibleToElectricians: z.boolean(),
    mainImage: MainImageRefSchema.nullable(),
    extraImages: z.array(ImageRefSchema).max(6),
    paused: z.boolean(),
    resolved: z.boolean(),
    /** Withdrawn by a moderator: only the creator (and moderators) can still open the page. */
    hidden: z.boolean(),
    /** Untouched for 3 years: out of every list, and only the creator can still open the page. */
    archived: z.boolean(),
    /** The moderator's reason for hiding, for the creator and moderators; otherwise null. */
    hiddenReason: z.string().nullable(),
    /**
     * A new account's first case, held for a moderator to read while sign-ups run above normal
     * (issue 37): `hidden` too, until a moderator releases it. For the creator and moderators.
     */
    heldForReview: z.boolean(),
    isOwner: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'CaseDetail' });
export type CaseDetail = z.infer<typeof CaseDetailSchema>;
