import { MESSAGES } from '@forewarn/domain';
import { AppError } from '../../lib/app-error.js';

// A ceiling on anonymous lookups (issue 46, N20; decision 0085). 653 to 1,013 searches a second
// from rotating /48s were all answered: every per-address limit (decision 0017) counts one
// address, and a /48 per request meets none of them. Unmasking stays bounded by the near-miss
// guard's block rule, but the registry could be walked that fast. So the searches of visitors
// (no session, no API token) share one lane per process, `perSecond` wide:
// - up to a second's worth at once (a burst of `perSecond`) goes straight through;
// - past it, a search waits its turn, spaced at the lane's rate, for up to `maxWaitMs`: above
//   normal the crowd is answered slower, not refused;
// - a search that would wait longer is refused at once with 503 and Retry-After (the web shows
//   "Search is unavailable right now", decision 0071).
// Signed-in members and API tokens never enter the lane: they have limits of their own.
// The lane is a generic cell rate algorithm (one number, the next free time), so it costs
// nothing per search and holds nothing per client.

/** Seconds a refused visitor is asked to wait. */
export const LANE_RETRY_AFTER_SECONDS = 2;

export class AnonymousLane {
  /** When the lane is next free (ms on `now`'s clock); at or before now when it is idle. */
  private nextFree = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly perSecond: number,
    private readonly now: () => number = Date.now,
    private readonly maxWaitMs = 1000,
  ) {}

  /**
   * The milliseconds `searches` lookups must wait before they run; throws the 503 when that
   * would be longer than the lane allows (nothing is counted then).
   */
  admit(searches = 1): number {
    const now = this.now();
    const servedTo = Math.max(this.nextFree, now) + (searches * 1000) / this.perSecond;
    // A second's worth of burst: the lane may run that far ahead of the clock before anyone waits.
    const wait = Math.max(0, servedTo - now - 1000);
    if (wait > this.maxWaitMs) {
      throw new AppError('unavailable', MESSAGES.serverBusy, {
        retryAfterSeconds: LANE_RETRY_AFTER_SECONDS,
      });
    }
    this.nextFree = servedTo;
    return wait;
  }

  /** Waits the lane's turn for `searches` lookups, or throws its 503. */
  async enter(searches = 1): Promise<void> {
    const wait = this.admit(searches);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
}
