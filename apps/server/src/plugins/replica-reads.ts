import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { isLsn } from '../db/replica-reads.js';

// Read-your-writes across replicas and processes (db/replica-reads.ts): a write answered 2xx
// sets a short-lived cookie with the primary's WAL position after it; the writer's public
// lookups within 30 s go to a replica only once it has replayed that far. A cookie, not the
// process's memory: the next request may reach another process. Forging it can only send
// one's own reads to the primary.

export const WRITE_POSITION_COOKIE = 'fw_wal';
/** Longer than any replica may lag and still be used (replicas are skipped past ~1 s). */
const COOKIE_SECONDS = 30;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyRequest {
    /** Runs a public lookup on a fresh replica, or on the primary (the only one when unset). */
    readFresh<T>(read: (db: Db) => Promise<T>): Promise<T>;
  }
}

export function registerReplicaReads(app: FastifyInstance): void {
  const { database } = app.deps;
  const { replica } = database;
  app.decorateRequest('readFresh', function <
    T,
  >(this: FastifyRequest, read: (db: Db) => Promise<T>) {
    if (!replica) return read(database.db);
    const own = this.cookies?.[WRITE_POSITION_COOKIE];
    return replica.read(own && isLsn(own) ? own : undefined, read);
  });
  if (!replica) return;
  app.addHook('onSend', async (request, reply, payload) => {
    if (READS.has(request.method) || reply.statusCode >= 400) return payload;
    try {
      const position = await replica.primaryPosition();
      reply.header(
        'set-cookie',
        `${WRITE_POSITION_COOKIE}=${position}; Max-Age=${COOKIE_SECONDS}; Path=/; HttpOnly; SameSite=Lax`,
      );
    } catch {
      // The primary went away after the write: the writer's reads go to it until it is back.
    }
    return payload;
  });
}
