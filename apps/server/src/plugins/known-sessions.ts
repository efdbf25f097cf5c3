import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { addressSubjects } from '../modules/rate-limits/client-address.js';

// Who a request is, for the per-client shares of load shedding and upload slots, decided
// before any work is done (DESIGN.md §1: a limit per address alone never decides for a
// signed-in member; most phones share a carrier's address).
//
// Telling an account from its cookie needs the session's database lookup, which is work a shed
// request must not cost, and a cookie's value alone can be made up. So this process remembers
// the sessions the database has vouched for in the last few minutes, by their token's hash:
// a request bearing one counts as its member's account; any other (a visitor, a made-up or
// unknown cookie, a session not yet seen by this process) counts as its address, as before.
// Nothing here authorizes anything: an entry outliving its session (signed out, ended) only
// keeps its holder in their own account's share, which is no advantage.

const SESSION_COOKIE_VALUE = /(?:^|;\s*)fw_session=([^;]{1,100})/;
/** How long a vouched-for session is remembered without being seen again. */
const REMEMBER_MS = 10 * 60 * 1000;
/** At most this many remembered (about 150 bytes each): the oldest-seen goes first. */
const MAX_REMEMBERED = 50_000;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export class KnownSessions {
  /** token hash -> the account and when it was last vouched for; Map order is recency. */
  private readonly entries = new Map<
    string,
    { account: string; verified: boolean; seenAt: number }
  >();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly max = MAX_REMEMBERED,
  ) {}

  /**
   * The database has just answered this session's lookup with this account; `verified`: its
   * email is verified (such members have upload slots and in-flight slots of their own,
   * plugins/upload-limit.ts, plugins/load-shedding.ts).
   */
  remember(tokenHash: string, accountId: string, verified = false): void {
    this.entries.delete(tokenHash);
    this.entries.set(tokenHash, { account: accountId, verified, seenAt: this.now() });
    if (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  /** The account a request's session cookie was recently vouched for as, else null. */
  accountOf(cookieHeader: string | undefined): string | null {
    return this.entryOf(cookieHeader)?.account ?? null;
  }

  private entryOf(cookieHeader: string | undefined) {
    if (!cookieHeader) return null;
    const token = SESSION_COOKIE_VALUE.exec(cookieHeader)?.[1];
    if (!token) return null;
    // A session token is base64url: nothing in it is percent-encoded.
    const tokenHash = hash(token);
    const entry = this.entries.get(tokenHash);
    if (!entry) return null;
    if (this.now() - entry.seenAt > REMEMBER_MS) {
      this.entries.delete(tokenHash);
      return null;
    }
    return entry;
  }

  /**
   * Every share a request counts against (issue 37): a recently vouched-for member's account
   * alone, else each level of its address (an IPv4 address and its /24; an IPv6 /64, /56 and
   * /48), so a /48 of fresh /64s holds no more than one address does. `verifiedMember`: a
   * member whose email is verified.
   */
  sharesOf(request: FastifyRequest): { keys: string[]; verifiedMember: boolean } {
    const entry = this.entryOf(request.headers.cookie);
    if (entry) return { keys: [`account:${entry.account}`], verifiedMember: entry.verified };
    return { keys: addressSubjects(request.ip).map((s) => s.subject), verifiedMember: false };
  }
}
