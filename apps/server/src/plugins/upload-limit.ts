import { MESSAGES } from '@forewarn/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.js';
import { addressSubjects } from '../modules/rate-limits/client-address.js';
import { isOwnLoopback } from './slow-bodies.js';

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
// - a quarter of the slots are kept for signed-in members with a verified email: anonymous
//   uploads (sign-ups) and unverified accounts together hold at most the other three quarters;
// - an upload whose body stalls is cut off with 408 within seconds (plugins/slow-bodies.ts),
//   which frees its slot.

/** Seconds a client turned away is asked to wait. */
export const UPLOAD_RETRY_AFTER_SECONDS = 10;

const isUpload = (request: FastifyRequest) =>
  request.method !== 'GET' &&
  request.method !== 'HEAD' &&
  (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');

/** The shares a request counts against, and whether it may use the members' own slots. */
export type UploadShares = (request: FastifyRequest) => { keys: string[]; verifiedMember: boolean };

const byAddress: UploadShares = (request) => ({
  keys: addressSubjects(request.ip).map((s) => s.subject),
  verifiedMember: false,
});

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
  /** Slots only verified members may take (none when there are too few slots to keep some). */
  const membersOnly = options.maxInFlight > share ? share : 0;
  const counted = new WeakMap<FastifyRequest, { keys: string[]; verifiedMember: boolean }>();

  // Whichever comes first, once: the answer sent, or the client gone.
  const release = async (request: FastifyRequest) => {
    const held = counted.get(request);
    if (held === undefined) return;
    counted.delete(request);
    inFlight -= 1;
    if (!held.verifiedMember) othersInFlight -= 1;
    for (const key of held.keys) {
      const left = (perShare.get(key) ?? 1) - 1;
      if (left <= 0) perShare.delete(key);
      else perShare.set(key, left);
    }
  };
  app.addHook('onRequest', async (request, reply) => {
    if (!isUpload(request)) return;
    const shares = sharesOf(request);
    const loopback = isOwnLoopback(request.ip);
    const overShare = !loopback && shares.keys.some((key) => (perShare.get(key) ?? 0) >= share);
    const overOthers =
      !shares.verifiedMember && othersInFlight >= options.maxInFlight - membersOnly;
    if (inFlight >= options.maxInFlight || overShare || overOthers) {
      throw new AppError('unavailable', MESSAGES.serverBusy, {
        retryAfterSeconds: UPLOAD_RETRY_AFTER_SECONDS,
      });
    }
    inFlight += 1;
    if (!shares.verifiedMember) othersInFlight += 1;
    for (const key of shares.keys) perShare.set(key, (perShare.get(key) ?? 0) + 1);
    counted.set(request, shares);
    // Neither hook below runs for a client that hangs up after its whole body arrived but
    // before the answer (onRequestAbort needs an unfinished body; onResponse a response that
    // finished): that slot stayed taken for good, and eight such hang-ups turned every upload
    // away until a restart. The response's 'close' comes in every case.
    reply.raw.once('close', () => release(request));
  });
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
}
