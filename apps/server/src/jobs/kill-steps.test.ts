import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import type { NotificationPayload } from '@forewarn/domain';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { makeUser } from '../../test/factories.js';
import { createSmtpMail } from '../adapters/mail/smtp-mail.js';
import { SERVER_ROOT } from '../lib/server-root.js';
import { type DeliveryStep, deliverNotification } from '../modules/notifications/delivery.js';
import { insertNotifications } from '../modules/notifications/repository.js';
import { deliverMail, queueMail } from '../modules/outbox/outbox.js';

// A kill at each step of a delivery (issue 36, docs/decisions/0057), against a real SMTP server
// in this process (smtp-server): a process delivering one watch alert over SMTP is killed with
// SIGKILL right after the claim, after the mail server accepted the mail, or after the record;
// then the delivery is run again, as the queue would once the lease is over. No alert is lost;
// a duplicate arrives only when the kill fell between the mail server's acceptance and the
// record, and each case below says which window its kill fell in.

const received: { messageId: string; to: string[] }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    text(stream).then((raw) => {
      const messageId = /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? '';
      received.push({ messageId, to: session.envelope.rcptTo.map((r) => r.address) });
      callback();
    }, callback);
  },
});
// A killed sender resets its connection: that is the point, not a fault of the listener.
smtp.on('error', () => undefined);
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const { port } = smtp.server.address() as AddressInfo;
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
const smtpUrl = `smtp://127.0.0.1:${port}`;

const { app, database } = await buildTestApp({ SMTP_URL: smtpUrl });
const { db } = database;
const mail = createSmtpMail({
  url: smtpUrl,
  from: 'Forewarn <no-reply@forewarn.test>',
  log: pino({ level: 'silent' }),
});
const deps = { ...app.deps, mail };
// The dead attempt's lease must outlast the child's exit and the test's first look at the row:
// on a loaded machine those took over a second, and a run after the lease rightly sends. Its
// end is then brought forward by a statement (`endLease`), as the clock would bring it: waiting
// it out cost 26 s of CI a pass. Since nothing waits for it, it is long: this file runs beside
// others (decision 0123).
const LEASE_MS = 30_000;
const tsx = createRequire(import.meta.url).resolve('tsx');

const payload: NotificationPayload = {
  event: 'case_matches_watch',
  caseId: null,
  threadId: null,
  title: 'Took a deposit and vanished',
  maskedName: 'Jo******',
  maskedIdentifiers: [],
  country: 'AU',
};

async function anAlert(): Promise<string> {
  const user = await makeUser(db);
  const [row] = await insertNotifications(db, [
    { userId: user.id, kind: 'watch_alert', payload, dedupeKey: 'kill-step' },
  ]);
  if (!row) throw new Error('not inserted');
  return row.id;
}

/** Delivers in a child process that SIGKILLs itself right after `step`. */
async function deliverAndDieAfter(id: string, step: DeliveryStep): Promise<NodeJS.Signals | null> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      tsx,
      path.join(SERVER_ROOT, 'test/delivery-step-child.ts'),
      database.connectionString,
      smtpUrl,
      id,
      step,
      String(LEASE_MS),
    ],
    { cwd: SERVER_ROOT, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
    child.once('exit', (c, s) => resolve([c, s])),
  );
  if (signal !== 'SIGKILL') throw new Error(`the child exited ${code} ${signal}:\n${errors}`);
  return signal;
}

/**
 * The dead attempt's lease runs out: its end moved to now, as LEASE_MS later would. It must
 * still hold, and end within LEASE_MS of now (the lease the child asked for, in its units).
 */
async function endLease(table: 'notifications' | 'outgoing_mails', id: string): Promise<void> {
  const result = await database.pool.query(
    `UPDATE ${table} SET lease_until = now()
      WHERE id = $1 AND lease_until > now() AND lease_until <= now() + make_interval(secs => $2)`,
    [id, LEASE_MS / 1000],
  );
  expect(result.rowCount).toBe(1);
}

const copiesOf = (id: string) =>
  received.filter((m) => m.messageId === `<notification-${id}@forewarn>`).length;

async function statusOf(id: string): Promise<string | null> {
  const result = await database.pool.query<{ email_status: string | null }>(
    'SELECT email_status FROM notifications WHERE id = $1',
    [id],
  );
  return result.rows[0]?.email_status ?? null;
}

describe('a kill at each step of a delivery, over real SMTP', () => {
  it('after the claim, before the send: nothing lost and no duplicate (the retry sends it once)', async () => {
    const id = await anAlert();
    expect(await deliverAndDieAfter(id, 'claimed')).toBe('SIGKILL');
    expect(await statusOf(id)).toBe('sending');
    expect(copiesOf(id)).toBe(0);
    // While the dead attempt's lease holds, a run sends nothing and looks again at its end.
    expect(await deliverNotification(deps, id)).toBe('leased');
    expect(copiesOf(id)).toBe(0);
    await endLease('notifications', id);
    expect(await deliverNotification(deps, id)).toBe('sent');
    expect(await statusOf(id)).toBe('sent');
    expect(copiesOf(id)).toBe(1);
  }, 60_000);

  it('after the mail server accepted, before the record: nothing lost, one duplicate, in that window', async () => {
    const id = await anAlert();
    expect(await deliverAndDieAfter(id, 'sent')).toBe('SIGKILL');
    expect(copiesOf(id)).toBe(1);
    expect(await statusOf(id)).toBe('sending');
    await endLease('notifications', id);
    expect(await deliverNotification(deps, id)).toBe('sent');
    // The duplicate: the window between the provider's acceptance and the second commit. It
    // carries the same Message-ID, by which most mail systems drop the repeat.
    expect(copiesOf(id)).toBe(2);
  }, 60_000);

  it('after the record: nothing lost and no duplicate (the retry finds it sent)', async () => {
    const id = await anAlert();
    expect(await deliverAndDieAfter(id, 'recorded')).toBe('SIGKILL');
    expect(await statusOf(id)).toBe('sent');
    // The record ended the lease with it: the retry looks at once.
    expect(await deliverNotification(deps, id)).toBe('sent');
    expect(copiesOf(id)).toBe(1);
  }, 60_000);
});

// The same three kills for a queued one-off mail (docs/decisions/0086): a moderation outcome,
// an account mail or a reminder takes the same path, with the same window.
async function aQueuedMail(): Promise<string> {
  const user = await makeUser(db);
  const queued = await queueMail(
    db,
    { to: user.email, subject: 'Your report was reviewed', text: 'No action was taken.' },
    'ordinary',
  );
  return queued.id;
}

const copiesOfMail = (id: string) =>
  received.filter((m) => m.messageId.endsWith(`-${id}@forewarn>`)).length;

async function mailStatus(id: string): Promise<string | null> {
  const result = await database.pool.query<{ status: string }>(
    'SELECT status FROM outgoing_mails WHERE id = $1',
    [id],
  );
  return result.rows[0]?.status ?? null;
}

describe('a kill at each step of a queued mail, over real SMTP', () => {
  it('after the claim: the retry sends it once', async () => {
    const id = await aQueuedMail();
    expect(await deliverAndDieAfter(`mail:${id}`, 'claimed')).toBe('SIGKILL');
    expect(await mailStatus(id)).toBe('sending');
    expect(await deliverMail(deps, id, { fromJob: true })).toBe('leased');
    await endLease('outgoing_mails', id);
    expect(await deliverMail(deps, id, { fromJob: true })).toBe('sent');
    expect(copiesOfMail(id)).toBe(1);
  }, 60_000);

  it('after the mail server accepted, before the record: one duplicate, in that window', async () => {
    const id = await aQueuedMail();
    expect(await deliverAndDieAfter(`mail:${id}`, 'sent')).toBe('SIGKILL');
    expect(copiesOfMail(id)).toBe(1);
    await endLease('outgoing_mails', id);
    expect(await deliverMail(deps, id, { fromJob: true })).toBe('sent');
    expect(copiesOfMail(id)).toBe(2);
  }, 60_000);

  it('after the record: the retry finds it sent', async () => {
    const id = await aQueuedMail();
    expect(await deliverAndDieAfter(`mail:${id}`, 'recorded')).toBe('SIGKILL');
    expect(await mailStatus(id)).toBe('sent');
    expect(await deliverMail(deps, id, { fromJob: true })).toBe('sent');
    expect(copiesOfMail(id)).toBe(1);
  }, 60_000);
});
