import { LIMITS } from '../limits.js';
import { type Instant, toMs } from './instant.js';

/** Spec §5, Profile: a username may change once every 100 days (never changed: any time). */
export function canChangeUsername(lastChanged: Instant | null | undefined, now: Instant): boolean {
  return lastChanged == null || toMs(now) - toMs(lastChanged) >= LIMITS.usernameCooldownMs;
}
