import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { makeWorkerUtils, type Runner, run } from 'graphile-worker';
import pg from 'pg';
import { graphileLogger } from './graphile-logger.js';
import { CRONTAB, taskList } from './tasks.js';

// The job queue (docs/decisions/0036): graphile-worker on the app's own PostgreSQL. Jobs are
// rows in graphile_worker's tables, added by SQL (`graphile_worker.add_job`) inside the
// transaction that causes them; every server process runs one worker that takes them with
// SELECT ... FOR UPDATE SKIP LOCKED, so each job runs once, and failed ones are retried with
// exponential backoff (up to max_attempts).

/** Lock space of the workers' liveness locks (any fixed number; pairs with hashtext(id)). */
const WORKER_LOCK_CLASS = 23_036;
/** How often a process looks for jobs held by a worker that died (kill -9, a lost machine). */
const RECLAIM_EVERY_MS = 30_000;

/**
 * Starts this process's worker when the app is ready and stops it (finishing its job) when the
 * app closes. A worker holds a session advisory lock named after its id on a connection of its
 * own for as long as it lives: when the process dies, PostgreSQL ends that session and frees
 * the lock, and any live process then frees the dead worker's jobs at once, rather than
 * graphile-worker's 4 hours.
 */
export function registerJobQueue(app: FastifyInstance) {
  const { deps } = app;
  const workerId = `forewarn-${randomUUID()}`;
  let runner: Runner | undefined;
  let liveness: pg.Client | undefined;
  let reclaimTimer: NodeJS.Timeout | undefined;

  app.addHook('onReady', async () => {
    liveness = new pg.Client({ connectionString: deps.database.connectionString });
    liveness.on('error', (error) => app.log.error({ err: error }, 'job queue: liveness lost'));
    await liveness.connect();
    await liveness.query('SELECT pg_advisory_lock($1, hashtext($2))', [
      WORKER_LOCK_CLASS,
      workerId,
    ]);
    await reclaimDeadWorkers(deps.database.pool, app.log).catch((error) =>
      app.log.error({ err: error }, 'job queue: could not reclaim jobs of dead workers'),
    );
    runner = await run({
      pgPool: deps.database.pool,
      logger: graphileLogger(app.log),
      // One job at a time per process, under an id this process holds a lock for; more
      // processes, more throughput.
      concurrency: 1,
      // Honoured by run() with concurrency 1 (graphile-worker's main.js), though not in its type.
      ...({ workerId } as object),
      noHandleSignals: true,
      pollInterval: 2_000,
      taskList: taskList({ ...deps, log: app.log }),
      crontab: CRONTAB,
    });
    const reclaim = () => {
      reclaimTimer = setTimeout(async () => {
        await reclaimDeadWorkers(deps.database.pool, app.log).catch((error) =>
          app.log.error({ err: error }, 'job queue: could not reclaim jobs of dead workers'),
        );
        if (runner) reclaim();
      }, RECLAIM_EVERY_MS).unref();
    };
    reclaim();
  });

  app.addHook('preClose', async () => {
    clearTimeout(reclaimTimer);
    const stopping = runner;
    runner = undefined;
    await stopping?.stop().catch((error) => app.log.error({ err: error }, 'job queue: stop'));
    await liveness?.end().catch(() => undefined);
  });
}

/**
 * Frees the jobs (and queues) locked by workers whose process is gone: those whose liveness
 * lock can be taken. Taken in a transaction, so the probe itself lets go at once.
 */
export async function reclaimDeadWorkers(
  pool: pg.Pool,
  log: Pick<FastifyInstance['log'], 'warn'>,
): Promise<string[]> {
  const client = await pool.connect();
  let dead: string[] = [];
  try {
    await client.query('BEGIN');
    const result = await client.query<{ id: string }>(`
      SELECT id FROM (
        SELECT DISTINCT locked_by AS id FROM graphile_worker._private_jobs
        WHERE locked_by IS NOT NULL
        UNION
        SELECT DISTINCT locked_by FROM graphile_worker._private_job_queues
        WHERE locked_by IS NOT NULL
      ) w
      WHERE pg_try_advisory_xact_lock(${WORKER_LOCK_CLASS}, hashtext(id))
    `);
    dead = result.rows.map((r) => r.id);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  if (dead.length === 0) return dead;
  const utils = await makeWorkerUtils({ pgPool: pool, logger: graphileLogger(null) });
  try {
    await utils.forceUnlockWorkers(dead);
  } finally {
    await utils.release();
  }
  log.warn({ workers: dead.length }, 'job queue: freed the jobs of workers that died');
  return dead;
}
