import { LIMITS, MESSAGES } from '@forewarn/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.js';
import { addressSubjects } from '../modules/rate-limits/client-address.js';
import type { Shares } from './known-sessions.js';
import { isOwnLoopback, isUploadBody } from './slow-bodies.js';

// An upload (a lodgement of 7 images of 5 MB, say) is held while it is read and its images are
// decoded. 50 of them at once took a server to 1.6 GB. So each process reads at most
// `maxInFlight` multipart requests at a time and answers any more with 503 and Retry-After at
// once, before reading a byte of them.
//
// Eight slow uploads from one address used to hold every slot (issue 22), then eight from four
// addresses did (issue 37). Now:
// - a client holds at most a quarter of the slots (2 of 8) in each share it counts against: a
//   signed-in member's account; else every level of its address (an IPv4 address and its /24,
//   an IPv6 /64, /56 and /48: a /48 of fresh /64s holds no more than one address). Not
//   127.0.0.1 or ::1; plugins/known-sessions.ts;
// - a quarter of the slots are kept for signed-in members (with standing since issue 46, below):
//   anonymous uploads (sign-ups) and everyone else together hold at most the other three quarters;
// - an upload whose body stalls is cut off with 408 within seconds (plugins/slow-bodies.ts),
//   which frees its slot.
//
// Issue 46 (N12, decision 0083): four throwaway verified accounts, two slow uploads each, held
// all 8 slots, and a member got none for 75 s. Now:
// - the members' quarter goes to members with standing (plugins/known-sessions.ts
//   `hasStanding`: a verified phone, a released case, or an account 7 days old), not to any
//   verified email;
// - an account without standing holds one slot at a time, and counts against its address's
//   levels too; a member with standing counts by their account alone, so an address's share
//   (a carrier's, an office's) never decides for them;
// - a multipart body declared 64 KiB or less (a response, a lodgement without images) is no
//   upload: it takes no slot (a bench's writers behind one address got 503 for text responses);
// - an upload has an overall deadline for its declared size (plugins/slow-bodies.ts).

/** Seconds a client turned away is asked to wait. */
export const UPLOAD_RETRY_AFTER_SECONDS = 10;

const isUpload = (request: FastifyRequest) =>
  request.method !== 'GET' && request.method !== 'HEAD' && isUploadBody(request);

/** The shares a request counts against, and whether it may use the members' own slots. */
export type UploadShares = (request: FastifyRequest) => Shares;

const byAddress: UploadShares = (request) => ({
  keys: addressSubjects(request.ip).map((s) => s.subject),
  verifiedMember: false,
  standing: false,
});

/** Each share a request counts against, with how many slots it may hold. */
function capsOf(shares: Shares, share: number): [string, number][] {
  // A signed-in account without standing: one slot, and its address's levels as anyone's.
  if (shares.addressKeys) {
    return [
      ...shares.keys.map((key): [string, number] => [key, LIMITS.uploadSlotsWithoutStanding]),
      ...shares.addressKeys.map((key): [string, number] => [key, share]),
    ];
  }
  return shares.keys.map((key) => [key, share]);
}

export function registerUploadLimit(
  app: FastifyInstance,
  options: {
    maxInFlight: number;
    /** Who a request counts as (plugins/known-sessions.ts); the levels of its address if unset. */
    sharesOf?: UploadShares;
  },
): void {
  const sharesOf = options.sharesOf ?? byAddress;
  let inFlight = 0;
  let othersInFlight = 0;
  const perShare = new Map<string, number>();
  const share = Math.max(1, Math.ceil(options.maxInFlight / 4));
  /** Slots only members with standing may take (none when there are too few to keep some). */
  const membersOnly = options.maxInFlight > share ? share : 0;
  const counted = new WeakMap<FastifyRequest, { keys: string[]; standing: boolean }>();

  // Whichever comes first, once: the answer sent, or the client gone.
  const release = async (request: FastifyRequest) => {
    const held = counted.get(request);
    if (held === undefined) return;
    counted.delete(request);
    inFlight -= 1;
    if (!held.standing) othersInFlight -= 1;
    for (const key of held.keys) {
      const left = (perShare.get(key) ?? 1) - 1;
      if (left <= 0) perShare.delete(key);
      else perShare.set(key, left);
    }
  };
  app.addHook('onRequest', async (request, reply) => {
    if (!isUpload(request)) return;
    const shares = sharesOf(request);
    const caps = capsOf(shares, share);
    const loopback = isOwnLoopback(request.ip);
    const overShare = !loopback && caps.some(([key, cap]) => (perShare.get(key) ?? 0) >= cap);
    const overOthers = !shares.standing && othersInFlight >= options.maxInFlight - membersOnly;
    if (inFlight >= options.maxInFlight || overShare || overOthers) {
      throw new AppError('unavailable', MESSAGES.serverBusy, {
        retryAfterSeconds: UPLOAD_RETRY_AFTER_SECONDS,
      });
    }
    inFlight += 1;
    if (!shares.standing) othersInFlight += 1;
    const keys = caps.map(([key]) => key);
    for (const key of keys) perShare.set(key, (perShare.get(key) ?? 0) + 1);
    counted.set(request, { keys, standing: shares.standing });
    // Neither hook below runs for a client that hangs up after its whole body arrived but
    // before the answer (onRequestAbort needs an unfinished body; onResponse a response that
    // finished): that slot stayed taken for good, and eight such hang-ups turned every upload
    // away until a restart. The response's 'close' comes in every case.
    reply.raw.once('close', () => release(request));
  });
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
}
