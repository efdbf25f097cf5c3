import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

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
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_request, reply) => {
      const db = await probe(databaseAnswers);
      if (db === 'ok') return { status: 'ok' as const, database: db };
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
        response: { 200: ReadySchema, 503: ReadySchema },
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
      return reply.status(503).send({ status: 'error', ...body });
    },
  );
};
