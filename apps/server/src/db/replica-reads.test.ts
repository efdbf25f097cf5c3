import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { makeCase, makeUser, sessionCookie } from '../../test/factories.js';
import { createTestDatabase } from '../../test/test-database.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { withReplica } from './client.js';
import { createReplicaReads, FRESHNESS_MS, lsnValue } from './replica-reads.js';
import { cases } from './schema/index.js';

// Reads on replicas (issue 39). The "replica" here is the test's own database seen through a
// second pool, with its replay position given by the test: caught up (the primary's position
// now), or paused at a position the test chose, as `pg_wal_replay_pause()` would leave a real
// standby. What is checked is where each lookup was read.

const dataDir = await mkdtemp(path.join(tmpdir(), 'forewarn-replica-'));
const primary = await createTestDatabase();
let paused: string | null = null;
const replayPosition = async (client: pg.PoolClient) =>
  paused ??
  (await client.query<{ lsn: string }>('SELECT pg_current_wal_insert_lsn()::text AS lsn')).rows[0]
    ?.lsn ??
  null;
const replica = createReplicaReads(primary.connectionString, primary, { replayPosition });
const database = withReplica(primary, replica);
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

const position = async () =>
  (await primary.pool.query<{ lsn: string }>('SELECT pg_current_wal_insert_lsn()::text AS lsn'))
    .rows[0]?.lsn ?? '0/0';
/** Lets the freshness window pass: writes older than it must be on any replica read. */
const afterTheWindow = () => new Promise((resolve) => setTimeout(resolve, FRESHNESS_MS + 600));

const served = () => ({ ...replica.stats });

describe('public lookups on a replica', () => {
  it('reads recent cases and a case page on a replica that has caught up', async () => {
    await afterTheWindow();
    paused = null;
    const owner = await makeUser(primary.db);
    const row = await makeCase(primary.db, { creatorId: owner.id });
    await afterTheWindow();
    const before = served();
    expect((await app.inject({ method: 'GET', url: '/api/cases/recent' })).statusCode).toBe(200);
    const page = await app.inject({ method: 'GET', url: `/api/cases/${row.id}` });
    expect(page.statusCode).toBe(200);
    expect(served().onReplica).toBe(before.onReplica + 2);
    expect(served().onPrimary).toBe(before.onPrimary);
    const metrics = await app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '127.0.0.1',
    });
    expect(metrics.body).toMatch(/^forewarn_db_replica_lag_bytes \d+$/m);
    expect(metrics.body).toMatch(/^forewarn_db_lookups\{served_by="replica"\} \d+$/m);
  });

  it('sends a member who has just written to the primary until the replica has replayed it', async () => {
    await afterTheWindow();
    paused = await position();
    const member = await makeUser(primary.db);
    const cookie = await sessionCookie(primary.db, member.id);
    // A write through the API: its answer carries the primary's position after it.
    const write = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie },
      payload: {},
    });
    expect(write.statusCode).toBeLessThan(400);
    const set = [write.headers['set-cookie']].flat().find((c) => c?.startsWith('fw_wal='));
    expect(set).toBeDefined();
    const written = /^fw_wal=([^;]+)/.exec(set ?? '')?.[1] ?? '';
    expect(lsnValue(written) > lsnValue(paused)).toBe(true);

    const before = served();
    const read = await app.inject({
      method: 'GET',
      url: '/api/cases/recent',
      headers: { cookie: `fw_wal=${written}` },
    });
    expect(read.statusCode).toBe(200);
    expect(served().onPrimary).toBe(before.onPrimary + 1);
    expect(served().onReplica).toBe(before.onReplica);
    // Once the replica has replayed it, the same reader reads the replica again.
    paused = null;
    await app.inject({
      method: 'GET',
      url: '/api/cases/recent',
      headers: { cookie: `fw_wal=${written}` },
    });
    expect(served().onReplica).toBe(before.onReplica + 1);
  });

  it('never serves a hidden case from a replica that is behind the hide past the bound', async () => {
    await afterTheWindow();
    const owner = await makeUser(primary.db);
    const row = await makeCase(primary.db, { creatorId: owner.id });
    await afterTheWindow();
    // The replica stops replaying here; then a moderator hides the case on the primary.
    paused = await position();
    await primary.db
      .update(cases)
      .set({ hiddenAt: new Date(), hiddenReason: 'Test hide' })
      .where(eq(cases.id, row.id));
    await afterTheWindow();
    const before = served();
    const page = await app.inject({ method: 'GET', url: `/api/cases/${row.id}` });
    // Read on the primary, where the case is hidden: a replica that has not replayed the hide
    // is never asked once the hide is older than the bound.
    expect(served().onPrimary).toBe(before.onPrimary + 1);
    expect(served().onReplica).toBe(before.onReplica);
    expect(page.statusCode).toBe(404);
    paused = null;
  });
});
