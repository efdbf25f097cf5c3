import underPressure from '@fastify/under-pressure';
import { MESSAGES } from '@forewarn/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.js';
import { addressSubjects } from '../modules/rate-limits/client-address.js';
import { isOwnLoopback } from './slow-bodies.js';

// Load shedding: past an event-loop delay or heap threshold, a request is answered 503 with
// Retry-After at once, before any work, instead of joining a queue that times clients out (at
// 1,500 connections p99 reached 8.9 s and nothing answered 503). The event loop is not where
// such a queue forms, though: the nightly overload test (1,500 connections at search and case
// pages) saw no event-loop delay worth shedding while requests waited 6.7 s (p50) for one of
// the pool's database connections, and 716 of them 10 s. So a request is also shed while more
// than `maxDatabaseWaiting` queries wait for a connection, or while `maxInFlight` requests are
// being answered already (a burst of new connections is admitted whole before any of it has
// reached the database queue). Event streams stay open for hours and are not counted.
// `/api/health` and `/api/ready` are always answered, so a load balancer can tell "busy" from
// "down"; /api/ready says 503 with the reason while everyone is being shed.
//
// Issue 22 (decision 0030): a request with a body counts as in flight only once its body has
// arrived (before, 128 connections trickling bodies held every slot for 5 minutes), and the
// heaviest clients go first. From half of either threshold on, a client (a signed-in member's
// account, known without a database lookup, else the levels of its address;
// plugins/known-sessions.ts; not 127.0.0.1 or ::1, plugins/slow-bodies.ts) that already has
// `maxInFlight / 8` requests in flight is refused while everyone else is still answered.
//
// Only the API is shed (decision 0054). The app shell (a prebuilt, precompressed file, or
// index.html) touches no database and costs next to nothing, and a refused script breaks the
// page it belongs to (React keeps a lazy screen's failed load), so the visitor was left with a
// blank page until they reloaded. A CI run saw exactly that after a 2-second stall of its
// machine: a second of Infinity event-loop delay shed the lodgement page's own chunk.
//
// Issue 37: at 500 connections, each from an address of its own, 66 % were shed and so was a
// signed-in bystander, every time: one request from a fresh address looked like any other. So
// the slots are now taken in an order (decision 0066): the last quarter of `maxInFlight` only by
// signed-in members with a verified email (plugins/known-sessions.ts, no database lookup), the
// quarter before it also by clients with nothing else in flight, the first half by anyone. A
// member is also let in past `maxDatabaseWaiting` by as many as the members' quarter, and past
// an event loop's delay (a heap past its threshold still refuses everyone). The per-client
// share counts every level of an address (an IPv4 address and its /24; an IPv6 /64, /56 and
// /48, as the upload slots do) and a member's account, so a /48 of fresh /64s is one client.
//
// Issue 46 (N15, decision 0083): a member this process had not yet seen was shed like the crowd
// (it learnt members from admitted requests only: 0 of 8 answered for one at load 16-22). A
// request with an unknown session cookie is now looked up first, on a connection of its own
// (plugins/session-vouch.ts); and a member is no longer refused for the database queue, which
// the public's admitted queries fill.

/** Seconds a client turned away is asked to wait. */
export const SHED_RETRY_AFTER_SECONDS = 5;
const ALWAYS_ANSWERED = new Set(['/api/health', '/api/ready']);
/** The API's routes are shed; the app shell and the API's own 404s (no route) never are. */
const isShed = (request: FastifyRequest) => {
  const route = request.routeOptions.url ?? '';
  return route.startsWith('/api/') && !ALWAYS_ANSWERED.has(route);
};
const STREAMS = new Set(['/api/threads/events', '/api/threads/:id/events']);
/** How long /api/ready keeps saying "shedding" after the last request shed from everyone. */
const READY_MEMORY_MS = 2000;

export type SheddingReason = 'database_waiting' | 'requests_in_flight' | 'under_pressure';

declare module 'fastify' {
  interface FastifyInstance {
    /** Why the public's requests are being shed now (or were in the last 2 s), else null. */
    sheddingReason(): SheddingReason | null;
  }
}

const hasBody = (request: FastifyRequest) => {
  const length = request.headers['content-length'];
  if (length !== undefined) return Number(length) > 0;
  return request.headers['transfer-encoding'] !== undefined;
};

/** The shares a request counts against, and whether it may use the members' reserve. */
export type SheddingShares = (request: FastifyRequest) => {
  keys: string[];
  verifiedMember: boolean;
};

const byAddress: SheddingShares = (request) => ({
  keys: addressSubjects(request.ip).map((s) => s.subject),
  verifiedMember: false,
});

/** Whether a request carries a session cookie (not a Bearer token, which is its own client). */
const hasSessionCookie = (request: FastifyRequest) =>
  (request.headers.cookie ?? '').includes('fw_session=') &&
  !(request.headers.authorization ?? '').toLowerCase().startsWith('bearer ');

export async function registerLoadShedding(
  app: FastifyInstance,
  options: {
    maxEventLoopDelayMs: number;
    maxHeapUsedBytes: number;
    /** Queries waiting for a database connection now (pg.Pool's waitingCount). */
    databaseWaiting: () => number;
    maxDatabaseWaiting: number;
    /** Requests answered at once, past which more are shed. */
    maxInFlight: number;
    /** Who a request counts as (plugins/known-sessions.ts); the levels of its address if unset. */
    sharesOf?: SheddingShares;
    /**
     * Has the database say who an unknown session cookie is, before anything is decided
     * (plugins/known-sessions.ts `vouch`, issue 46): a member unseen by this process is served
     * as a member. Never throws.
     */
    vouch?: (request: FastifyRequest) => Promise<void>;
  },
): Promise<void> {
  const refuse = () =>
    new AppError('unavailable', MESSAGES.serverBusy, {
      retryAfterSeconds: SHED_RETRY_AFTER_SECONDS,
    });
  const sharesOf = options.sharesOf ?? byAddress;
  const max = options.maxInFlight;
  let inFlight = 0;
  const perShare = new Map<string, number>();
  const fairShare = Math.max(1, Math.ceil(max / 8));
  // Issue 37: the last quarter of the slots is kept for verified members, the quarter before it
  // for clients with nothing else in flight (none when there are too few slots to keep some).
  const quarter = Math.ceil(max / 4);
  const membersReserve = max > 2 * quarter ? quarter : 0;
  const newcomersReserve = max > 2 * quarter ? quarter : 0;
  /** Requests counted in flight, with the shares they count against. */
  const counted = new WeakMap<FastifyRequest, string[]>();
  /** Verified members' requests: an event loop's delay (not a heap's) does not refuse them. */
  const members = new WeakSet<FastifyRequest>();
  /** Requests whose body is still arriving: counted once it has. */
  const awaitingBody = new WeakSet<FastifyRequest>();
  let lastShed: { reason: SheddingReason; at: number } | undefined;

  /** Why the public (anyone but a verified member) is being shed now, else null. */
  const publicShed = (): SheddingReason | null => {
    if (options.databaseWaiting() > options.maxDatabaseWaiting) return 'database_waiting';
    if (inFlight >= max - membersReserve) return 'requests_in_flight';
    return null;
  };

  /** Throws the 503 when this client's request is to be shed now; counts it in otherwise. */
  const admit = (request: FastifyRequest, count: boolean) => {
    const { keys, verifiedMember } = sharesOf(request);
    const loopback = isOwnLoopback(request.ip);
    const heaviest = keys.reduce((most, key) => Math.max(most, perShare.get(key) ?? 0), 0);
    const waiting = options.databaseWaiting();
    if (verifiedMember) {
      members.add(request);
      // The members' reserve: the last quarter of the slots. The database queue does not refuse
      // a member (issue 46): the public's admitted queries fill it, and the public is shed from
      // it already; a member's queries wait their turn and are answered.
      if (inFlight >= max) {
        lastShed = { reason: 'requests_in_flight', at: Date.now() };
        request.log.warn({ inFlight, waiting }, 'queue full: member request shed');
        throw refuse();
      }
    } else {
      const reason = publicShed();
      if (reason) {
        lastShed = { reason, at: Date.now() };
        request.log.warn({ reason, inFlight }, 'queue full: request shed');
        throw refuse();
      }
      // A client with something in flight already leaves the newcomers' quarter alone.
      if (heaviest > 0 && !loopback && inFlight >= max - membersReserve - newcomersReserve) {
        request.log.warn({ keys, heaviest, inFlight }, 'busy: client with requests in flight shed');
        throw refuse();
      }
    }
    const busy = waiting > options.maxDatabaseWaiting / 2 || inFlight >= max / 2;
    if (busy && heaviest >= fairShare && !loopback) {
      request.log.warn({ keys, heaviest, inFlight }, 'busy: heaviest client shed');
      throw refuse();
    }
    if (!count) return;
    inFlight += 1;
    for (const key of keys) perShare.set(key, (perShare.get(key) ?? 0) + 1);
    counted.set(request, keys);
  };

  // A refused visitor's connection is closed after the 503 (decision 0067): kept open, each
  // one costs a request's work in every turn of the event loop, and at 1,500 connections those
  // turns grew so long that an admitted request waited seconds between its queries. Closed, the
  // crowd waits in the kernel's accept queue, which the listening sockets drain 128 a turn. A
  // member's connection stays open: their next request is likely to be let in.
  const closeUnlessMember = (request: FastifyRequest, reply: FastifyReply) => {
    if (!members.has(request)) reply.header('Connection', 'close');
  };
  const admitOrClose = (request: FastifyRequest, reply: FastifyReply, count: boolean) => {
    try {
      admit(request, count);
    } catch (error) {
      closeUnlessMember(request, reply);
      throw error;
    }
  };

  // Whichever comes first, once: the answer sent, the response closed, or the client gone.
  const release = async (request: FastifyRequest) => {
    awaitingBody.delete(request);
    const keys = counted.get(request);
    if (keys === undefined) return;
    counted.delete(request);
    inFlight -= 1;
    for (const key of keys) {
      const left = (perShare.get(key) ?? 1) - 1;
      if (left <= 0) perShare.delete(key);
      else perShare.set(key, left);
    }
  };

  app.addHook('onRequest', async (request, reply) => {
    if (!isShed(request)) return;
    const stream = STREAMS.has(request.routeOptions.url ?? '');
    const bodyToCome = hasBody(request) && !request.raw.complete;
    if (options.vouch && hasSessionCookie(request)) await options.vouch(request);
    admitOrClose(request, reply, !stream && !bodyToCome);
    if (bodyToCome && !stream) awaitingBody.add(request);
    reply.raw.once('close', () => void release(request));
  });
  // Runs once the body has been read and parsed (a multipart body is read by its handler: those
  // are capped by plugins/upload-limit.ts and cut off when they stall, plugins/slow-bodies.ts).
  app.addHook('preValidation', async (request, reply) => {
    if (!awaitingBody.delete(request)) return;
    admitOrClose(request, reply, true);
  });
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);

  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    maxHeapUsedBytes: options.maxHeapUsedBytes,
    // Async, so a refusal reaches the error handler (Retry-After, the API's error shape).
    pressureHandler: async (request, reply, type, value) => {
      if (!isShed(request)) return;
      // A slow event loop answers a member late, not never; a full heap answers nobody.
      const slowLoop = type === 'eventLoopDelay' || type === 'eventLoopUtilization';
      if (slowLoop && members.has(request)) return;
      lastShed = { reason: 'under_pressure', at: Date.now() };
      request.log.warn({ type, value }, 'under pressure: request shed');
      closeUnlessMember(request, reply);
      throw refuse();
    },
  });

  app.decorate('sheddingReason', (): SheddingReason | null => {
    const now = publicShed() ?? (app.isUnderPressure() ? 'under_pressure' : null);
    if (now) return now;
    if (lastShed && Date.now() - lastShed.at < READY_MEMORY_MS) return lastShed.reason;
    return null;
  });
}
