import { MESSAGES } from '@forewarn/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.js';
import { addressSubject } from '../modules/rate-limits/client-address.js';
import { isOwnLoopback } from './slow-bodies.js';

// An upload (a lodgement of 7 images of 5 MB, say) is held while it is read and its images are
// decoded. 50 of them at once took a server to 1.6 GB. So each process reads at most
// `maxInFlight` multipart requests at a time and answers any more with 503 and Retry-After at
// once, before reading a byte of them.
//
// Eight slow uploads from one address used to hold every slot (issue 22). Now one client
// (a signed-in member's account, else the address, an IPv6 address by its /64; not 127.0.0.1
// or ::1; plugins/known-sessions.ts) holds at most a quarter of the slots (2 of 8), and an
// upload whose body stalls is cut off with 408 within seconds (plugins/slow-bodies.ts), which
// frees its slot.

/** Seconds a client turned away is asked to wait. */
export const UPLOAD_RETRY_AFTER_SECONDS = 10;

const isUpload = (request: FastifyRequest) =>
  request.method !== 'GET' &&
  request.method !== 'HEAD' &&
  (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');

export function registerUploadLimit(
  app: FastifyInstance,
  options: {
    maxInFlight: number;
    /** Who a request counts as for its share (plugins/known-sessions.ts); its address if unset. */
    subjectOf?: (request: FastifyRequest) => string;
  },
): void {
  const subjectOf = options.subjectOf ?? ((request: FastifyRequest) => addressSubject(request.ip));
  let inFlight = 0;
  const perClient = new Map<string, number>();
  const share = Math.max(1, Math.ceil(options.maxInFlight / 4));
  const counted = new WeakMap<FastifyRequest, string>();

  // Whichever comes first, once: the answer sent, or the client gone.
  const release = async (request: FastifyRequest) => {
    const subject = counted.get(request);
    if (subject === undefined) return;
    counted.delete(request);
    inFlight -= 1;
    const left = (perClient.get(subject) ?? 1) - 1;
    if (left <= 0) perClient.delete(subject);
    else perClient.set(subject, left);
  };
  app.addHook('onRequest', async (request, reply) => {
    if (!isUpload(request)) return;
    const subject = subjectOf(request);
    const mine = perClient.get(subject) ?? 0;
    if (inFlight >= options.maxInFlight || (mine >= share && !isOwnLoopback(request.ip))) {
      throw new AppError('unavailable', MESSAGES.serverBusy, {
        retryAfterSeconds: UPLOAD_RETRY_AFTER_SECONDS,
      });
    }
    inFlight += 1;
    perClient.set(subject, mine + 1);
    counted.set(request, subject);
    // Neither hook below runs for a client that hangs up after its whole body arrived but
    // before the answer (onRequestAbort needs an unfinished body; onResponse a response that
    // finished): that slot stayed taken for good, and eight such hang-ups turned every upload
    // away until a restart. The response's 'close' comes in every case.
    reply.raw.once('close', () => release(request));
  });
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
}
