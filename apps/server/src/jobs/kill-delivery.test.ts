import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NotificationPayload } from '@forewarn/domain';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../test/factories.js';
import { createTestDatabase } from '../../test/test-database.js';
import { freePort } from '../db/embedded-postgres.js';
import { SERVER_ROOT } from '../lib/server-root.js';
import { insertNotifications } from '../modules/notifications/repository.js';

// kill -9 in the middle of delivering 1,000 notification emails (issue 23): the built server
// (dist/main.js) on this file's database is killed with SIGKILL while its worker mails them,
// and started again. Every notification ends up mailed, none twice: each written message is
// logged once, and the outbox holds exactly one file per notification.

const TOTAL = 1_000;
const database = await createTestDatabase();
const { db } = database;
const dataDir = await mkdtemp(path.join(tmpdir(), 'forewarn-kill-delivery-'));
const outbox = path.join(dataDir, 'outbox');
const children: ChildProcess[] = [];

afterAll(async () => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  }
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}, 60_000);

type Server = { child: ChildProcess; output: () => string };

async function startServer(): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(SERVER_ROOT, 'dist/main.js')], {
    cwd: SERVER_ROOT,
    detached: true,
    env: {
      ...process.env,
      DATABASE_URL: database.connectionString,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      // The test database's role is the suite's superuser (docs/decisions/0035).
      ALLOW_SUPERUSER: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return { child, output: () => output };
}

async function outboxCount(): Promise<number> {
  try {
    return (await readdir(outbox)).filter((name) => name.endsWith('.eml')).length;
  } catch {
    return 0;
  }
}

async function until(what: string, check: () => Promise<boolean>, server: Server, ms = 240_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const payload: NotificationPayload = {
  event: 'case_matches_watch',
  caseId: null,
  threadId: null,
  title: 'Took a deposit and vanished',
  maskedName: 'Jo******',
  maskedIdentifiers: [],
  country: 'AU',
};

describe('kill -9 mid-delivery', () => {
  it('loses none of 1,000 notification emails and sends none twice', async () => {
    execFileSync(process.execPath, ['build.mjs'], { cwd: SERVER_ROOT, stdio: 'ignore' });
    // Five each: within the per-recipient mail cap (5 an hour), so every one is mailed at once.
    const users = await Promise.all(Array.from({ length: TOTAL / 5 }, () => makeUser(db)));
    const ids = (
      await db.transaction((tx) =>
        insertNotifications(
          tx,
          users.flatMap((user) =>
            Array.from({ length: TOTAL / users.length }, (_, i) => ({
              userId: user.id,
              kind: 'watch_alert' as const,
              payload,
              dedupeKey: `kill:${i}`,
            })),
          ),
        ),
      )
    ).map((row) => row.id);
    expect(ids).toHaveLength(TOTAL);

    const first = await startServer();
    await until('some mail', async () => (await outboxCount()) >= 100, first);
    process.kill(-(first.child.pid ?? 0), 'SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    const atKill = await outboxCount();
    expect(atKill).toBeLessThan(TOTAL);
    // The outbox's lease: twice its send's deadline of 5 s, so a row the kill left `sending` is
    // retried within 10 s (a minute over SMTP).
    const lease = await db.execute<{ s: number | null }>(
      sql`SELECT extract(epoch FROM max(lease_until) - now())::float AS s FROM notifications
        WHERE email_status = 'sending'`,
    );
    expect(lease.rows[0]?.s ?? 0).toBeLessThanOrEqual(10);
    // Those leases then end by a statement, as the clock would end them within those 10 s:
    // waiting them out cost 10 s of CI a pass (decision 0123). Only a lease still running and
    // within its 10 s is ended, so a lease in the wrong units still fails above or here.
    // One transaction, so both statements read one `now()`.
    const { running, ended } = await db.transaction(async (tx) => {
      const held = await tx.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM notifications
          WHERE email_status = 'sending' AND lease_until > now()`,
      );
      const moved = await tx.execute(
        sql`UPDATE notifications SET lease_until = now() WHERE email_status = 'sending'
          AND lease_until > now() AND lease_until <= now() + interval '10 seconds'`,
      );
      return { running: held.rows[0]?.n, ended: moved.rowCount };
    });
    expect(ended).toBe(running);

    const second = await startServer();
    await until(
      'every notification decided',
      async () => {
        const result = await db.execute<{ n: number }>(
          // `sending`: claimed by an attempt the kill cut short, retried once its lease ends.
          sql`SELECT count(*)::int AS n FROM notifications
            WHERE email_status IS NULL OR email_status = 'sending'`,
        );
        return result.rows[0]?.n === 0;
      },
      second,
    );
    process.kill(-(second.child.pid ?? 0), 'SIGTERM');
    await new Promise((resolve) => second.child.once('exit', resolve));

    const files = (await readdir(outbox)).filter((name) => name.endsWith('.eml'));
    expect(files.sort()).toEqual(ids.map((id) => `notification-${id}.eml`).sort());
    const log = first.output() + second.output();
    for (const id of ids) {
      const writes = log.split(`notification-${id}.eml`).length - 1;
      expect(writes, id).toBeLessThanOrEqual(1);
    }
    const sent = await db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM notifications WHERE email_status = 'sent'`,
    );
    expect(sent.rows[0]?.n).toBe(TOTAL);
  }, 400_000);
});
