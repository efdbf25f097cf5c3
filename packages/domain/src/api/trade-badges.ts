import { z } from 'zod';
import { MESSAGES } from '../messages/messages.js';

// Spec §6: a verified plumber shows the badge 'Verified Plumber' (and an electrician
// 'Verified Electrician'). The badge goes beside the name wherever the name is shown; where
// the author is 'Anonymous' it is left out, since a trade narrows down who wrote it.

export const TradeBadgeSchema = z.enum([MESSAGES.verifiedPlumber, MESSAGES.verifiedElectrician]);
export type TradeBadge = z.infer<typeof TradeBadgeSchema>;

export type TradeFlags = { verifiedPlumber: boolean; verifiedElectrician: boolean };

/** The badges a user's trade flags earn, in a fixed order. */
export function tradeBadges(
  flags: TradeFlags,
  options: { anonymous?: boolean } = {},
): TradeBadge[] {
  if (options.anonymous) return [];
  const badges: TradeBadge[] = [];
  if (flags.verifiedPlumber) badges.push(MESSAGES.verifiedPlumber);
  if (flags.verifiedElectrician) badges.push(MESSAGES.verifiedElectrician);
  return badges;
}
