import { createHash } from 'node:crypto';
import { LIMITS } from '@forewarn/domain';
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

/** What the process remembers of a vouched-for session's member. */
export type KnownMember = {
  /** Their email is verified (the shedding reserve, plugins/load-shedding.ts). */
  verified: boolean;
  /** They have standing (`hasStanding`): the members' upload reserve, plugins/upload-limit.ts. */
  standing: boolean;
};

/** The columns of an account that standing is read from. */
export type StandingAccount = {
  emailVerified: boolean;
  phoneVerified: boolean;
  createdAt: Date;
  crowdNewUntil: Date | null;
};

/**
 * A member with standing (issue 46, N12; decision 0083): a verified email and one of a verified
 * phone, a case a moderator released (which sets `crowdNewUntil` to that moment, decision 0076),
 * or an account `memberStandingDays` old that the crowd ceiling no longer counts as new. A
 * throwaway account made an hour ago with a fresh mailbox has none.
 */
export function hasStanding(account: StandingAccount, now: number): boolean {
  if (!account.emailVerified) return false;
  if (account.phoneVerified) return true;
  // A mark is past either because a moderator released one of the account's cases (the release
  // sets it to that moment) or because its 14 days ran out: standing either way.
  const mark = account.crowdNewUntil?.getTime();
  if (mark !== undefined) return mark <= now;
  return now - account.createdAt.getTime() >= LIMITS.memberStandingDays * LIMITS.dayMs;
}

/** The member a session's token hash belongs to, looked up in the database; null if none. */
export type VouchLookup = (
  tokenHash: string,
) => Promise<{ accountId: string; member: KnownMember } | null>;

/** How long a token the database did not know is not asked about again. */
const UNKNOWN_MS = 60 * 1000;
/** At most this many unknown tokens remembered, and this many lookups waiting at once. */
const MAX_UNKNOWN = 50_000;
const MAX_PENDING_LOOKUPS = 500;

export class KnownSessions {
  /** token hash -> the account and when it was last vouched for; Map order is recency. */
  private readonly entries = new Map<string, { account: string; seenAt: number } & KnownMember>();
  /** Tokens the database did not know, with when it said so (a made-up cookie costs one lookup). */
  private readonly unknown = new Map<string, number>();
  private pendingLookups = 0;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly max = MAX_REMEMBERED,
  ) {}

  /** The database has just answered this session's lookup with this account. */
  remember(
    tokenHash: string,
    accountId: string,
    member: KnownMember = { verified: false, standing: false },
  ): void {
    this.entries.delete(tokenHash);
    this.unknown.delete(tokenHash);
    this.entries.set(tokenHash, { account: accountId, ...member, seenAt: this.now() });
    if (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  /** The account a request's session cookie was recently vouched for as, else null. */
  accountOf(cookieHeader: string | undefined): string | null {
    return this.entryOf(cookieHeader)?.account ?? null;
  }

  /**
   * Issue 46 (N15): a member this process had not seen was shed like the crowd, because it
   * learnt members only from admitted requests. A request bearing a session cookie it does not
   * know is looked up first, through `lookup` (one small connection of its own, batched, so the
   * public's queue is not in its way); a token the database did not know is not asked about
   * again for a minute, and past `MAX_PENDING_LOOKUPS` waiting the request counts as its address.
   */
  async vouch(cookieHeader: string | undefined, lookup: VouchLookup): Promise<void> {
    const tokenHash = this.tokenHashOf(cookieHeader);
    if (tokenHash === null || this.entryOf(cookieHeader) !== null) return;
    const refusedAt = this.unknown.get(tokenHash);
    if (refusedAt !== undefined && this.now() - refusedAt < UNKNOWN_MS) return;
    if (this.pendingLookups >= MAX_PENDING_LOOKUPS) return;
    this.pendingLookups += 1;
    try {
      const found = await lookup(tokenHash);
      if (found) this.remember(tokenHash, found.accountId, found.member);
      else {
        this.unknown.delete(tokenHash);
        this.unknown.set(tokenHash, this.now());
        if (this.unknown.size > MAX_UNKNOWN) {
          const oldest = this.unknown.keys().next().value;
          if (oldest !== undefined) this.unknown.delete(oldest);
        }
      }
    } catch {
      // The database could not say: the request counts as its address, as it did before.
    } finally {
      this.pendingLookups -= 1;
    }
  }

  private tokenHashOf(cookieHeader: string | undefined): string | null {
    if (!cookieHeader) return null;
    const token = SESSION_COOKIE_VALUE.exec(cookieHeader)?.[1];
    // A session token is base64url: nothing in it is percent-encoded.
    return token ? hash(token) : null;
  }

  private entryOf(cookieHeader: string | undefined) {
    const tokenHash = this.tokenHashOf(cookieHeader);
    if (tokenHash === null) return null;
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
   * member whose email is verified. A member without standing also carries their address's
   * levels (`addressKeys`), which the upload slots count (issue 46: an address's share never
   * decides for a member with standing; a throwaway account is no way out of it).
   */
  sharesOf(request: FastifyRequest): Shares {
    const entry = this.entryOf(request.headers.cookie);
    const address = () => addressSubjects(request.ip).map((s) => s.subject);
    if (!entry) return { keys: address(), verifiedMember: false, standing: false };
    const keys = [`account:${entry.account}`];
    if (entry.standing) return { keys, verifiedMember: entry.verified, standing: true };
    return { keys, addressKeys: address(), verifiedMember: entry.verified, standing: false };
  }
}

/** Who a request counts as for the per-client shares (plugins/load-shedding.ts, upload-limit.ts). */
export type Shares = {
  keys: string[];
  verifiedMember: boolean;
  standing: boolean;
  /** A signed-in member without standing: their address's levels, which upload slots count. */
  addressKeys?: string[];
};
