import { MESSAGES } from '@forewarn/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.js';

// An upload (a lodgement of 7 images of 5 MB, say) is held while it is read and its images are
// decoded. 50 of them at once took a server to 1.6 GB. So each process reads at most
// `maxInFlight` multipart requests at a time and answers any more with 503 and Retry-After at
// once, before reading a byte of them.

/** Seconds a client turned away is asked to wait. */
export const UPLOAD_RETRY_AFTER_SECONDS = 10;

const isUpload = (request: FastifyRequest) =>
  request.method !== 'GET' &&
  request.method !== 'HEAD' &&
  (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');

export function registerUploadLimit(app: FastifyInstance, options: { maxInFlight: number }): void {
  let inFlight = 0;
  const counted = new WeakSet<FastifyRequest>();

  // Whichever comes first, once: the answer sent, or the client gone.
  const release = async (request: FastifyRequest) => {
    if (counted.delete(request)) inFlight -= 1;
  };
  app.addHook('onRequest', async (request, reply) => {
    if (!isUpload(request)) return;
    if (inFlight >= options.maxInFlight) {
      throw new AppError('unavailable', MESSAGES.serverBusy, {
        retryAfterSeconds: UPLOAD_RETRY_AFTER_SECONDS,
      });
    }
    inFlight += 1;
    counted.add(request);
    // Neither hook below runs for a client that hangs up after its whole body arrived but
    // before the answer (onRequestAbort needs an unfinished body; onResponse a response that
    // finished): that slot stayed taken for good, and eight such hang-ups turned every upload
    // away until a restart. The response's 'close' comes in every case.
    reply.raw.once('close', () => release(request));
  });
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
}
