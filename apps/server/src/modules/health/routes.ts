import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../db/unavailable.js';
import { ErrorSchema } from '../../lib/error-schema.js';

const HealthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'unreachable']),
});

const ReadySchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'unreachable']),
  storage: z.enum(['ok', 'unreachable']),
  /** Present while every request but the probes is being shed (plugins/load-shedding.ts). */
  shedding: z.enum(['database_waiting', 'requests_in_flight', 'under_pressure']).optional(),
});

/**
 * A probe's 503: its own body, or the API's error when a hook refused first (an API token
 * looked up while the database is away). Declared as both, so neither fails the serializer
 * (a 500) and the document says both (plugins/openapi.ts keeps a route's own union).
 */
const unavailable = <T extends z.ZodType>(own: T) => z.union([own, ErrorSchema]);

/**
 * How long /api/ready waits for the file storage: a load balancer's own time-out is often
 * 2 s, and a bucket that accepts and never answers must read as down, not hang the probe.
 */
export const STORAGE_PROBE_TIMEOUT_MS = 1500;

/**
 * Resolves to 'ok' or 'unreachable', never throws: one failing part must not hide the other.
 * With `timeoutMs`, a check that has not answered by then is 'unreachable'.
 */
const probe = (check: () => Promise<unknown>, timeoutMs?: number) => {
  const answer = check().then(
    () => 'ok' as const,
    () => 'unreachable' as const,
  );
  if (timeoutMs === undefined) return answer;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'unreachable'>((resolve) => {
    timer = setTimeout(() => resolve('unreachable'), timeoutMs);
  });
  return Promise.race([answer, timedOut]).finally(() => clearTimeout(timer));
};

/**
 * /api/health is liveness (the process answers and can reach its database); /api/ready is
 * readiness for a load balancer: the database and the file storage both answer now.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, storage } = app.deps;
  const databaseAnswers = () => database.db.execute(sql`SELECT 1`);

  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Whether the server and its database answer (liveness)',
        response: { 200: HealthSchema, 503: unavailable(HealthSchema) },
      },
    },
    async (_request, reply) => {
      const db = await probe(databaseAnswers);
      if (db === 'ok') return { status: 'ok' as const, database: db };
      reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.status(503).send({ status: 'error', database: db });
    },
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary:
          'Whether the database and the file storage both answer and nothing is being shed (readiness)',
        response: { 200: ReadySchema, 503: unavailable(ReadySchema) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      // As things are when asked: the probes below may wait for the very queue being shed.
      const shedding = app.sheddingReason();
      const [db, files] = await Promise.all([
        probe(databaseAnswers),
        probe(() => storage.check(), STORAGE_PROBE_TIMEOUT_MS),
      ]);
      const body = { database: db, storage: files, ...(shedding ? { shedding } : {}) };
      if (db === 'ok' && files === 'ok' && !shedding) return { status: 'ok' as const, ...body };
      // Every 503 of the API says when to come back (the document's promise on 503).
      reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.status(503).send({ status: 'error', ...body });
    },
  );
};
