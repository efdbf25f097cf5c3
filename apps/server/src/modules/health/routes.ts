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
});

/** Resolves to 'ok' or 'unreachable', never throws: one failing part must not hide the other. */
const probe = (check: () => Promise<unknown>) =>
  check().then(
    () => 'ok' as const,
    () => 'unreachable' as const,
  );

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
        summary: 'Whether the database and the file storage both answer (readiness)',
        response: { 200: ReadySchema, 503: ReadySchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const [db, files] = await Promise.all([probe(databaseAnswers), probe(() => storage.check())]);
      const body = { database: db, storage: files };
      if (db === 'ok' && files === 'ok') return { status: 'ok' as const, ...body };
      return reply.status(503).send({ status: 'error', ...body });
    },
  );
};
