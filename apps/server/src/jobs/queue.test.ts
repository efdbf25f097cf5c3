import type { NotificationPayload } from '@forewarn/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { makeUser } from '../../test/factories.js';
import type { MailMessage } from '../adapters/mail/mail.js';
import { buildApp } from '../app.js';
import { connect } from '../db/client.js';
import { insertNotifications } from '../modules/notifications/repository.js';

// The job queue (decision 0036): a notification's delivery job is enqueued by the row's own
// trigger, in the row's transaction; two server processes on one database deliver each once.

const sent: MailMessage[] = [];
const recording = { send: async (message: MailMessage) => void sent.push(message) };
const { app, database, config } = await buildTestApp({}, { mail: recording });
const { db } = database;

const payload = (title: string): NotificationPayload => ({
  event: 'case_matches_watch',
  caseId: null,
  threadId: null,
  title,
  maskedName: 'Jo******',
  maskedIdentifiers: ['04** *** *78'],
  country: 'AU',
});

/** A PostgreSQL array literal (drizzle would spread a JS array into a row). */
const pgArray = (values: string[]) => `{${values.join(',')}}`;

async function jobsFor(ids: string[]): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM graphile_worker.jobs
    WHERE key = ANY(${pgArray(ids.map((id) => `notification:${id}`))}::text[])
  `);
  return result.rows[0]?.n ?? 0;
}

async function until(check: () => Promise<boolean>, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the job queue', () => {
  it('enqueues a notification’s delivery in its transaction: none for a rollback', async () => {
    const user = await makeUser(db);
    let rolledBack: string[] = [];
    await expect(
      db.transaction(async (tx) => {
        const rows = await insertNotifications(tx, [
          { userId: user.id, kind: 'watch_alert', payload: payload('A'), dedupeKey: 'a' },
        ]);
        rolledBack = rows.map((r) => r.id);
        throw new Error('the lodgement failed');
      }),
    ).rejects.toThrow('the lodgement failed');
    expect(rolledBack).toHaveLength(1);
    expect(await jobsFor(rolledBack)).toBe(0);

    const committed = await db.transaction((tx) =>
      insertNotifications(tx, [
        { userId: user.id, kind: 'watch_alert', payload: payload('B'), dedupeKey: 'b' },
      ]),
    );
    expect(await jobsFor(committed.map((r) => r.id))).toBe(1);
  });

  it('has two server processes deliver each of 200 notifications exactly once', async () => {
    // Five each: the per-recipient mail cap (5 an hour) lets every one of them be mailed.
    const users = await Promise.all(Array.from({ length: 40 }, () => makeUser(db)));
    const ids = (
      await db.transaction((tx) =>
        insertNotifications(
          tx,
          users.flatMap((user) =>
            Array.from({ length: 5 }, (_, i) => ({
              userId: user.id,
              kind: 'watch_alert' as const,
              payload: payload(`Case ${i}`),
              dedupeKey: `two:${i}`,
            })),
          ),
        ),
      )
    ).map((r) => r.id);
    expect(ids).toHaveLength(200);
    sent.length = 0;
    const secondDatabase = connect(database.connectionString, 'external');
    const apps: FastifyInstance[] = [];
    try {
      for (const target of [database, secondDatabase]) {
        const instance = await buildApp({ config, database: target, mail: recording });
        await instance.ready();
        apps.push(instance);
      }
      await until(async () => {
        const result = await db.execute<{ n: number }>(sql`
          SELECT count(*)::int AS n FROM notifications
          WHERE id = ANY(${pgArray(ids)}::uuid[]) AND email_status IS NULL
        `);
        return result.rows[0]?.n === 0;
      });
    } finally {
      for (const instance of apps) await instance.close();
      await secondDatabase.close();
    }
    const ours = new Set(ids.map((id) => `notification-${id}`));
    const keys = sent.map((m) => m.idempotencyKey).filter((key) => key && ours.has(key));
    expect(new Set(keys).size).toBe(200);
    expect(keys).toHaveLength(200);
    expect(await jobsFor(ids)).toBe(0);
    // Each carries a one-click unsubscribe (RFC 8058).
    expect(sent[0]?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(sent[0]?.headers?.['List-Unsubscribe']).toMatch(
      new RegExp(`^<${config.publicUrl}/api/unsubscribe/[^>]+>$`),
    );
  }, 120_000);
});

void app;
