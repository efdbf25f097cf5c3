import { BlockList, isIP, type Socket } from 'node:net';
import { LIMITS, TRANSPORT_MESSAGES } from '@forewarn/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.js';
import { addressSubject, mappedIpv4 } from '../modules/rate-limits/client-address.js';
import { LINGER_AFTER_CUT_OFF_MS, LINGER_MAX_MS, lingerAfterAnswer } from './lingering-close.js';

// Slow request bodies (issue 22, decision 0030). 128 anonymous connections trickling their
// bodies a byte at a time held every route but /api/health at 503 for five minutes: each
// was "in flight" from its first header, and Node's only deadline was the whole request's
// 5 minutes. Now:
// - a body that is not a multipart upload must have arrived whole `bodyDeadlineMs` (10 s)
//   after its request began;
// - a multipart upload must bring at least `uploadMinBytesPerWindow` bytes in every
//   `uploadRateWindowMs` (16 KiB in 10 s: a phone on a poor 2G link sends more), unless it is
//   the server that has stopped reading (its buffers hold unread bytes);
// - issue 46 (N12): a multipart upload must also have arrived whole by an overall deadline, one
//   window plus its declared size at `uploadFloorBytesPerSecond` (16 KiB/s: 5 MB in 5.5 minutes,
//   where 17 KB every 9 s kept a 5 MB body going for 43); a body of no declared size is given
//   the largest a lodgement may be. A multipart body declared 64 KiB or less is no upload: it
//   has the plain body deadline;
// past any of these, the client gets 408 with `Connection: close` and its connection is closed,
// which frees whatever the request held (an upload slot, its temporary files).
// - one client address (an IPv6 address by its /64) holds at most `connectionsPerAddress` open
//   connections; the next is answered 503 and closed at once, before a byte of it is read. The
//   machine's own loopback address (127.0.0.1, ::1: the operator, a local proxy or health
//   check) and the trusted proxies (TRUST_PROXY), whose one address carries many clients, are
//   not capped here; behind a proxy, per-client fairness is load shedding's
//   (plugins/load-shedding.ts).

/**
 * This machine's own loopback addresses: the operator, a health check, or a reverse proxy on
 * the same machine that carries every client (without TRUST_PROXY, all its requests come
 * from here). Per-client caps and shares do not apply to them.
 */
export const isOwnLoopback = (address: string | undefined) =>
  address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';

/** Seconds a client refused for too many connections is asked to wait. */
export const CONNECTIONS_RETRY_AFTER_SECONDS = 5;

const hasBody = (request: FastifyRequest) => {
  const length = request.headers['content-length'];
  if (length !== undefined) return Number(length) > 0;
  return request.headers['transfer-encoding'] !== undefined;
};

const isMultipart = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');

/** The largest body an upload has a use for: every image of a lodgement, and its text. */
const LARGEST_UPLOAD_BYTES =
  (LIMITS.mainImages + LIMITS.extraImages) * LIMITS.imageMaxBytes + LIMITS.smallMultipartBytes;

/** The size a request's headers declare for its body, if they do. */
const declaredLength = (request: FastifyRequest): number | undefined => {
  const length = Number(request.headers['content-length']);
  return Number.isFinite(length) && length >= 0 ? length : undefined;
};

/**
 * A multipart body that is an upload: one of no declared size, or declared over
 * `LIMITS.smallMultipartBytes` (a smaller one is a request like any other: no upload slot, the
 * plain body deadline).
 */
export const isUploadBody = (request: FastifyRequest) => {
  if (!isMultipart(request)) return false;
  const length = declaredLength(request);
  return length === undefined || length > LIMITS.smallMultipartBytes;
};

/** Answers 408 and closes the connection, once, unless the answer has begun already. */
function cutOff(request: FastifyRequest, reply: FastifyReply, why: string): void {
  const socket = request.raw.socket;
  if (reply.sent || reply.raw.headersSent || socket.destroyed) return;
  request.log.warn({ why }, 'request body too slow: answered 408 and closed');
  reply.raw.once('finish', () => socket.destroySoon());
  reply.header('Connection', 'close');
  void reply
    .code(408)
    .send(new AppError('request_timeout', TRANSPORT_MESSAGES.requestTooSlow).toBody());
}

export function registerBodyDeadlines(
  app: FastifyInstance,
  options: {
    bodyDeadlineMs: number;
    uploadMinBytesPerWindow: number;
    uploadRateWindowMs: number;
    uploadFloorBytesPerSecond: number;
  },
): void {
  const timers = new WeakMap<FastifyRequest, NodeJS.Timeout[]>();
  const stop = async (request: FastifyRequest) => {
    for (const timer of timers.get(request) ?? []) clearTimeout(timer);
    timers.delete(request);
  };
  app.addHook('onRequest', async (request, reply) => {
    const raw = request.raw;
    if (!hasBody(request) || raw.complete) return;
    if (!isUploadBody(request)) {
      const timer = setTimeout(() => {
        if (!raw.complete) cutOff(request, reply, 'body deadline');
      }, options.bodyDeadlineMs);
      timers.set(request, [timer]);
    } else {
      const size = Math.min(declaredLength(request) ?? LARGEST_UPLOAD_BYTES, LARGEST_UPLOAD_BYTES);
      const deadlineMs =
        options.uploadRateWindowMs + (size / options.uploadFloorBytesPerSecond) * 1000;
      const socket = raw.socket;
      const pastDeadline = () => {
        if (raw.complete) return;
        // Bytes waiting in our own buffers: the server is the slow one; a window more.
        if (raw.readableLength > 0 || socket.readableLength > 0) {
          const later = setTimeout(pastDeadline, options.uploadRateWindowMs);
          timers.set(request, [...(timers.get(request) ?? []), later]);
          return;
        }
        cutOff(request, reply, 'upload past its overall deadline');
      };
      const overall = setTimeout(pastDeadline, deadlineMs);
      let before = socket.bytesRead;
      const timer = setInterval(() => {
        if (raw.complete) return void stop(request);
        const now = socket.bytesRead;
        const arrived = now - before;
        before = now;
        // Bytes waiting in our own buffers: the server is the slow one (decoding, writing).
        if (raw.readableLength > 0 || socket.readableLength > 0) return;
        if (arrived < options.uploadMinBytesPerWindow) {
          cutOff(request, reply, 'upload below its minimum rate');
        }
      }, options.uploadRateWindowMs);
      timers.set(request, [timer, overall]);
    }
    reply.raw.once('close', () => void stop(request));
  });
  // The body has arrived whole (it has been parsed) or the request is over.
  app.addHook('preValidation', async (request) => {
    if (request.raw.complete) await stop(request);
  });
  app.addHook('onResponse', stop);
  app.addHook('onRequestAbort', stop);
  // An answer given before the body has arrived (a 503, a 401, a 408) closes the connection:
  // kept alive, Node would go on reading the rest of the body, however slowly it came.
  // The rest of the body is then read and discarded for a moment before the socket closes, so
  // a client still sending can read the answer (plugins/lingering-close.ts).
  app.addHook('onSend', async (request, reply) => {
    if (hasBody(request) && !request.raw.complete) {
      reply.header('Connection', 'close');
      lingerAfterAnswer(
        request,
        reply.statusCode === 408 ? LINGER_AFTER_CUT_OFF_MS : LINGER_MAX_MS,
      );
    }
  });
}

/** The loopback addresses the machine's own programs use, and the trusted proxies. */
function uncappedPeers(trustProxy: false | number | string[]): (address: string) => boolean {
  // A hop count trusts whichever peer connects: every socket comes from a proxy.
  if (typeof trustProxy === 'number') return () => true;
  const proxies = new BlockList();
  for (const entry of trustProxy || []) {
    if (entry === 'loopback') {
      proxies.addSubnet('127.0.0.0', 8, 'ipv4');
      proxies.addAddress('::1', 'ipv6');
    } else if (entry === 'linklocal') {
      proxies.addSubnet('169.254.0.0', 16, 'ipv4');
      proxies.addSubnet('fe80::', 10, 'ipv6');
    } else if (entry === 'uniquelocal') {
      proxies.addSubnet('10.0.0.0', 8, 'ipv4');
      proxies.addSubnet('172.16.0.0', 12, 'ipv4');
      proxies.addSubnet('192.168.0.0', 16, 'ipv4');
      proxies.addSubnet('fc00::', 7, 'ipv6');
    } else {
      const [address = '', prefix] = entry.split('/');
      const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
      if (prefix === undefined) proxies.addAddress(address, type);
      else proxies.addSubnet(address, Number(prefix), type);
    }
  }
  return (address) => {
    if (isOwnLoopback(address)) return true;
    const mapped = mappedIpv4(address);
    if (mapped) return proxies.check(mapped, 'ipv4');
    return proxies.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
  };
}

/** Caps the open connections of one client address (see the top of this file). */
export function registerConnectionCap(
  app: FastifyInstance,
  options: { connectionsPerAddress: number; trustProxy: false | number | string[] },
): void {
  const uncapped = uncappedPeers(options.trustProxy);
  const open = new Map<string, number>();
  const body = JSON.stringify(
    new AppError('unavailable', TRANSPORT_MESSAGES.tooManyConnections).toBody(),
  );
  const refusal = [
    'HTTP/1.1 503 Service Unavailable',
    `Retry-After: ${CONNECTIONS_RETRY_AFTER_SECONDS}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
  app.server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address || uncapped(address)) return;
    const subject = addressSubject(address);
    const count = (open.get(subject) ?? 0) + 1;
    if (count > options.connectionsPerAddress) {
      app.log.warn({ subject }, 'too many connections from one address: refused');
      socket.end(refusal);
      socket.destroySoon();
      return;
    }
    open.set(subject, count);
    socket.once('close', () => {
      const left = (open.get(subject) ?? 1) - 1;
      if (left <= 0) open.delete(subject);
      else open.set(subject, left);
    });
  });
}
