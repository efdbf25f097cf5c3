import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { makeCase, makeUser } from '../../../test/factories.js';
import { kit } from '../../../test/notice-kit.js';
import { auditLog, notices } from '../../db/schema/index.js';

// The notice form survives a database failover (issue 48): the connection that carries the
// notice's transaction dies under it, as in a restart or a failover; the visitor is answered
// 503 with Retry-After, nothing of the notice is written (row, audit, jobs, the spent proof of
// work), and the same form sent again goes through.

const { app, database } = await buildTestApp();
const { db } = database;
const { post, altcha } = kit(app, database);
const killer = new pg.Client({ connectionString: database.connectionString });
await killer.connect();
afterAll(() => killer.end());

describe('a notice whose transaction loses its database', () => {
  it('is answered 503 with Retry-After, leaves nothing half-written, and goes through when sent again', async () => {
    const poster = await makeUser(db, { country: 'IE' });
    const kase = await makeCase(db, { creatorId: poster.id, country: 'IE', number: '' });
    const email = 'failover.notifier@example.test';
    const body = {
      caseId: kase.id,
      reason: 'illegal',
      explanation: 'It publishes my home address.',
      location: 'The details, second sentence',
      notifierName: 'Fay Over',
      notifierEmail: email,
      goodFaith: true,
      altcha: await altcha(),
    };

    // Hold the notices table, so the notice's INSERT waits inside its transaction (the proof
    // of work already spent in it), then end that backend as a failover would.
    await killer.query('BEGIN');
    await killer.query('LOCK TABLE notices IN SHARE MODE');
    let answered = false;
    const sending = post(null, '/api/notices', body, '10.48.0.1').finally(() => {
      answered = true;
    });
    while (!answered) {
      // pg_stat_activity is read once a transaction unless its snapshot is cleared.
      await killer.query('SELECT pg_stat_clear_snapshot()');
      const ended = await killer.query<{ ended: boolean }>(
        `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
         WHERE query ILIKE 'insert into "notices"%' AND wait_event_type = 'Lock'
           AND pid <> pg_backend_pid()`,
      );
      if (ended.rows.some((row) => row.ended)) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await killer.query('ROLLBACK');
    const res = await sending;
    expect(res.statusCode, res.body).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
    expect(res.json().error.code).toBe('unavailable');

    expect(await db.select().from(notices).where(eq(notices.notifierEmail, email))).toEqual([]);
    expect(await db.select().from(auditLog).where(eq(auditLog.action, 'notice_received'))).toEqual(
      [],
    );
    const jobs = await db.execute<{ n: string }>(
      sql`SELECT count(*) AS n FROM graphile_worker.jobs WHERE task_identifier IN ('notice_mail', 'notice_tell_poster')`,
    );
    expect(Number(jobs.rows[0]?.n)).toBe(0);

    // The same form, the same solved proof of work: it was never spent, so it goes through.
    const again = await post(null, '/api/notices', body, '10.48.0.1');
    expect(again.statusCode, again.body).toBe(201);
    expect(await db.select().from(notices).where(eq(notices.notifierEmail, email))).toHaveLength(1);
  });
});
