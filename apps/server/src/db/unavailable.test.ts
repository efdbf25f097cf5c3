import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { connect } from './client.js';
import { freePort } from './embedded-postgres.js';
import { databaseUnavailable, isRetryableRead } from './unavailable.js';

// Issue 39: a request caught while the database restarts or fails over is answered 503 with
// Retry-After, never 500; a read is sent once more on a fresh connection, a write never.

describe('databaseUnavailable', () => {
  it('knows a lost, refused or demoted server, through Drizzle’s wrapping', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    expect(databaseUnavailable(refused)).toBe(true);
    expect(databaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(databaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    for (const code of ['57P01', '57P02', '57P03', '25006', '53300', '08006', '08001']) {
      const wrapped = Object.assign(new Error('Failed query: select 1'), {
        cause: Object.assign(new Error('x'), { code }),
      });
      expect(databaseUnavailable(wrapped), code).toBe(true);
    }
  });

  it('leaves the app’s own failures alone', () => {
    for (const code of ['23505', '22P02', '40001', '42P01']) {
      expect(databaseUnavailable(Object.assign(new Error('x'), { code })), code).toBe(false);
    }
    expect(databaseUnavailable(new Error('a counter of the batch was not returned'))).toBe(false);
    expect(databaseUnavailable(undefined)).toBe(false);
  });
});

describe('isRetryableRead', () => {
  it('takes plain reads only', () => {
    expect(isRetryableRead('select "id" from "cases" where "id" = $1')).toBe(true);
    expect(isRetryableRead('  /* hint */ SELECT 1')).toBe(true);
    expect(isRetryableRead('insert into cases values ($1)')).toBe(false);
    expect(isRetryableRead('with x as (delete from t returning *) select * from x')).toBe(false);
    expect(isRetryableRead("select graphile_worker.add_job('t', '{}')")).toBe(false);
    expect(isRetryableRead('select pg_advisory_lock(1)')).toBe(false);
    expect(isRetryableRead('select * from t for update')).toBe(false);
    expect(isRetryableRead('SELECT * FROM search_record_completions($1)')).toBe(false);
  });
});

describe('a database that cannot be reached', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'forewarn-unavailable-'));
  // A port nothing listens on: every connection is refused, as while PostgreSQL restarts.
  const database = connect(`postgres://nobody:x@127.0.0.1:${await freePort()}/none`, 'external');
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SHED_EVENT_LOOP_DELAY_MS: '0',
  });
  const app = await buildApp({ config, database, runJobs: false });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers reads and writes 503 with Retry-After and the error vocabulary', async () => {
    const requests = [
      { method: 'GET' as const, url: '/api/cases/recent' },
      { method: 'GET' as const, url: '/api/cases/search?q=0412345678' },
      { method: 'GET' as const, url: '/api/cases/00000000-0000-4000-8000-000000000000' },
      {
        method: 'POST' as const,
        url: '/api/auth/login',
        payload: { email: 'someone@example.test', password: 'correct horse battery' },
      },
    ];
    for (const request of requests) {
      const res = await app.inject(request);
      expect(res.statusCode, request.url).toBe(503);
      expect(res.headers['retry-after'], request.url).toBe('2');
      expect(res.json(), request.url).toEqual({
        error: {
          code: 'unavailable',
          message: 'The server is busy. Please try again in a moment.',
        },
      });
    }
  });

  it('still answers a scrape, its database gauges left out and counted (decision 0104)', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/cases/recent' })).statusCode).toBe(503);
    const res = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(200);
    // The figures an incident needs: the pool, the requests (the 503 just answered), the process.
    expect(res.body).toMatch(/forewarn_db_pool_connections\{state="total"\} \d+/);
    expect(res.body).toMatch(
      /forewarn_http_request_duration_seconds_count\{method="GET",route="\/api\/cases\/recent",status_code="503"\} \d+/,
    );
    expect(res.body).toContain('forewarn_process_resident_memory_bytes');
    // The crowd's four gauges and the transparency's three read the database: none is shown as 0.
    for (const name of ['forewarn_signup_ceiling_elevated', 'forewarn_cases_held_for_review'])
      expect(res.body, name).not.toContain(`${name} `);
    expect(res.body).not.toContain('forewarn_notices_decisions');
    expect(res.body).toContain('forewarn_metrics_left_out 7');
  });

  it('says so on /api/health without failing', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
    expect(res.json()).toEqual({ status: 'error', database: 'unreachable' });
  });

  it('answers a probe sent with an API token 503 in the error shape, never 500', async () => {
    // The token is looked up before the probe runs, and that lookup meets the absent database:
    // the probes' 503 is their own body or the API's error (their schema holds both).
    for (const url of ['/api/health', '/api/ready']) {
      const res = await app.inject({
        method: 'GET',
        url,
        headers: { authorization: 'Bearer fw_not_a_real_token' },
      });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after'], url).toBe('2');
      expect(res.json(), url).toEqual({
        error: {
          code: 'unavailable',
          message: 'The server is busy. Please try again in a moment.',
        },
      });
    }
  });
});

describe('a connection that dies under a statement', async () => {
  const { app, database } = await buildTestApp();
  const killer = new pg.Client({ connectionString: database.connectionString });
  await killer.connect();
  afterAll(() => killer.end());

  /** Ends the backend running `marker` once it is running, as a failover or restart would. */
  async function terminateWhenRunning(marker: string): Promise<void> {
    for (;;) {
      const result = await killer.query<{ ended: boolean }>(
        `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
         WHERE query LIKE $1 AND pid <> pg_backend_pid()`,
        [`%${marker}%`],
      );
      if (result.rows.some((row) => row.ended)) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('sends a read again on another connection, once', async () => {
    const before = database.stats.readsRetried;
    const reading = database.pool.query<{ answer: number }>(
      'SELECT 42 AS answer, pg_sleep(0.5) /* read-retry-marker */',
    );
    await terminateWhenRunning('read-retry-marker');
    const result = await reading;
    expect(result.rows[0]?.answer).toBe(42);
    expect(database.stats.readsRetried).toBe(before + 1);
  });

  it('never sends a write again: it fails, and the API answers 503', async () => {
    const before = database.stats.readsRetried;
    const writing = database.pool
      .query('DO $$ BEGIN PERFORM pg_sleep(0.5); END $$ /* write-retry-marker */')
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    await terminateWhenRunning('write-retry-marker');
    const error = await writing;
    expect(databaseUnavailable(error)).toBe(true);
    expect(database.stats.readsRetried).toBe(before);
    // And the app carries on with fresh connections.
    const res = await app.inject({ method: 'GET', url: '/api/cases/recent' });
    expect(res.statusCode).toBe(200);
  });
});
