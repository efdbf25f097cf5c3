import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import { makeWorkerUtils, type Runner, run, type WorkerEvents } from 'graphile-worker';
import pg from 'pg';
import { graphileLogger } from './graphile-logger.js';
import { CRONTAB, taskList } from './tasks.js';

// The job queue (docs/decisions/0036): graphile-worker on the app's own PostgreSQL. Jobs are
// rows in graphile_worker's tables, added by SQL (`graphile_worker.add_job`) inside the
// transaction that causes them; every server process runs a pool of JOB_CONCURRENCY workers
// that take them with SELECT ... FOR UPDATE SKIP LOCKED, so each job runs once, and failed ones
// are retried with exponential backoff (up to max_attempts). Only the library's public API is
// used: its options as typed, its events, its WorkerUtils, and its `graphile_worker.jobs` view.

/**
 * Jobs one process runs at once (docs/decisions/0057). More than one, so that a job waiting on
 * the network (a push service that does not answer, 5 s at most a request; a slow mail server)
 * holds up no other member's jobs: each member's pushes run in a named queue of their own
 * (migration 0025), one at a time, so one member's slow devices take at most one of these.
 * Jobs hold no connection while they wait on the network (delivery.ts), so four cost the
 * shared pool (20) at most four connections at a time, and only for their short statements.
 */
export const JOB_CONCURRENCY = 4;

/** Lock space of the workers' liveness locks (any fixed number; pairs with hashtext(id)). */
const WORKER_LOCK_CLASS = 23_036;
/** How often a process looks for jobs held by a worker that died (kill -9, a lost machine). */
const RECLAIM_EVERY_MS = 30_000;
/** The first of those rounds after a start: just past LOCKED_FOR_AT_LEAST (2 s). */
const RECLAIM_SOON_AFTER_START_MS = 3_000;

/** Pauses before starting the pool again after it lost its database: 0.5 s, doubling, ≤ 10 s. */
const restartPause = (failures: number) => Math.min(10_000, 500 * 2 ** failures);

/**
 * Starts this process's worker pool when the app is ready and stops it (finishing its jobs) when
 * the app closes. graphile-worker locks a job under its pool's id; the process holds a session
 * advisory lock named after that id on a connection of its own for as long as it lives (taken
 * when the library announces the pool, `pool:create`): when the process dies, PostgreSQL ends
 * that session and frees the lock, and any live process then frees the dead pool's jobs at
 * once, rather than graphile-worker's 4 hours.
 *
 * The database going away (a restart, a failover: issue 39) ends that session too, and
 * graphile-worker stops a worker that could not record a job's outcome. Either way the pool is
 * started again, with growing pauses until the database answers, as a new pool (a new id): the
 * old id's lock is free, so its unfinished jobs are freed and run again (deliveries are
 * idempotent, decision 0037).
 */
export function registerJobQueue(app: FastifyInstance) {
  const { deps } = app;
  let runner: Runner | undefined;
  let liveness: pg.Client | undefined;
  let reclaimTimer: NodeJS.Timeout | undefined;
  let restartTimer: NodeJS.Timeout | undefined;
  let closing = false;
  let failures = 0;

  const start = async () => {
    const held = new pg.Client({ connectionString: deps.database.connectionString });
    held.on('error', (error) => {
      app.log.error({ err: error }, 'job queue: liveness lost');
      if (liveness === held) restart();
    });
    try {
      await held.connect();
    } catch (error) {
      await held.end().catch(() => undefined);
      throw error;
    }
    liveness = held;
    const events: WorkerEvents = new EventEmitter();
    events.on('pool:create', ({ workerPool }) => {
      held
        .query('SELECT pg_advisory_lock($1, hashtext($2))', [WORKER_LOCK_CLASS, workerPool.id])
        .catch((error) => app.log.error({ err: error }, 'job queue: liveness lock not taken'));
    });
    await reclaimDeadWorkers(deps.database.pool, app.log).catch((error) =>
      app.log.error({ err: error }, 'job queue: could not reclaim jobs of dead workers'),
    );
    const started = await run({
      pgPool: deps.database.pool,
      logger: graphileLogger(app.log),
      concurrency: JOB_CONCURRENCY,
      events,
      noHandleSignals: true,
      pollInterval: 2_000,
      taskList: taskList({ ...deps, log: app.log }),
      crontab: CRONTAB,
      // Recording a job's outcome through the library's batcher (even with no delay) hands a
      // lost database to the pool's fatal-error path, which stops the pool and lets `restart`
      // start it again; without it (-1, the default) the write is not awaited and its
      // rejection ends the whole process (seen in the nightly failover scenario).
      preset: { worker: { completeJobBatchDelay: 0, failJobBatchDelay: 0 } },
    });
    runner = started;
    // A pool that stopped by itself (a worker could not record a job's outcome) starts again.
    started.promise.then(
      () => runner === started && restart(),
      (error: unknown) => {
        app.log.error({ err: error }, 'job queue: worker pool stopped');
        if (runner === started) restart();
      },
    );
  };

  const restart = () => {
    if (closing || restartTimer) return;
    const [oldRunner, oldLiveness] = [runner, liveness];
    runner = undefined;
    liveness = undefined;
    restartTimer = setTimeout(async () => {
      await stopWithin(oldRunner, 10_000).catch(() => undefined);
      await oldLiveness?.end().catch(() => undefined);
      try {
        if (!closing) await start();
        if (closing) {
          // The app closed while this start was under way: preClose saw no pool to stop.
          await runner?.stop().catch(() => undefined);
          await liveness?.end().catch(() => undefined);
        }
        failures = 0;
        restartTimer = undefined;
        app.log.info('job queue: worker running again');
      } catch (error) {
        failures += 1;
        restartTimer = undefined;
        app.log.warn({ err: error }, 'job queue: the database does not answer yet');
        restart();
      }
    }, restartPause(failures));
  };

  app.addHook('onReady', async () => {
    await start();
    const reclaim = (afterMs: number) => {
      reclaimTimer = setTimeout(async () => {
        await reclaimDeadWorkers(deps.database.pool, app.log).catch((error) =>
          app.log.error({ err: error }, 'job queue: could not reclaim jobs of dead workers'),
        );
        if (!closing) reclaim(RECLAIM_EVERY_MS);
      }, afterMs).unref();
    };
    // Once more soon after the start: a process restarted right after a kill -9 finds the dead
    // pool's jobs locked less than LOCKED_FOR_AT_LEAST ago, too recently to free at start, and
    // they would wait for the next round (up to 30 s more for an alert).
    reclaim(RECLAIM_SOON_AFTER_START_MS);
  });

  app.addHook('preClose', async () => {
    closing = true;
    clearTimeout(reclaimTimer);
    clearTimeout(restartTimer);
    const stopping = runner;
    runner = undefined;
    await stopping?.stop().catch((error) => app.log.error({ err: error }, 'job queue: stop'));
    await liveness?.end().catch(() => undefined);
  });
}

/** Stops a pool that may be stuck on a database that is gone, giving up after `ms`. */
async function stopWithin(runner: Runner | undefined, ms: number): Promise<void> {
  if (!runner) return;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  await Promise.race([runner.stop(), late]).finally(() => clearTimeout(timer));
}

/**
 * A job locked this long ago by a pool whose liveness lock is free belongs to a dead process:
 * a live pool takes its lock the moment the library announces it, well within this.
 */
const LOCKED_FOR_AT_LEAST = '2 seconds';

/**
 * Frees the jobs (and their named queues) locked by worker pools whose process is gone: those
 * whose liveness lock can be taken. Read from the library's public `graphile_worker.jobs` view
 * and freed with its WorkerUtils; the probe's locks are transaction locks, let go at once.
 */
export async function reclaimDeadWorkers(
  pool: pg.Pool,
  log: Pick<FastifyInstance['log'], 'warn'>,
): Promise<string[]> {
  const client = await pool.connect();
  let dead: string[] = [];
  try {
    await client.query('BEGIN');
    const result = await client.query<{ id: string }>(
      `SELECT id FROM (
        SELECT DISTINCT locked_by AS id FROM graphile_worker.jobs
        WHERE locked_by IS NOT NULL AND locked_at < now() - interval '${LOCKED_FOR_AT_LEAST}'
      ) w
      WHERE pg_try_advisory_xact_lock($1, hashtext(id))`,
      [WORKER_LOCK_CLASS],
    );
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
