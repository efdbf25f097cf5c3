import { z } from 'zod';
import { MESSAGES } from '../messages/messages.js';

// Spec §6: a verified plumber shows the badge 'Verified Plumber' (and an electrician
// 'Verified Electrician'). The badge goes beside the name wherever the name is shown; where
// the author is 'Anonymous' it is left out, since a trade narrows down who wrote it.

// The API's values are the spec's English, whatever the language (a value an integrator matches
// on must not change with it); a page shows `tradeBadgeLabel(badge)`, in the reader's language.
const PLUMBER = 'Verified Plumber';
const ELECTRICIAN = 'Verified Electrician';

export const TradeBadgeSchema = z.enum([PLUMBER, ELECTRICIAN]);
export type TradeBadge = z.infer<typeof TradeBadgeSchema>;

/** A badge as a page shows it: the catalogue's text, in the current language. */
export function tradeBadgeLabel(badge: TradeBadge): string {
  return badge === PLUMBER ? MESSAGES.verifiedPlumber : MESSAGES.verifiedElectrician;
}

export type TradeFlags = { verifiedPlumber: boolean; verifiedElectrician: boolean };

/** The badges a user's trade flags earn, in a fixed order. */
export function tradeBadges(
  flags: TradeFlags,
  options: { anonymous?: boolean } = {},
): TradeBadge[] {
  if (options.anonymous) return [];
  const badges: TradeBadge[] = [];
  if (flags.verifiedPlumber) badges.push(PLUMBER);
  if (flags.verifiedElectrician) badges.push(ELECTRICIAN);
  return badges;
}
