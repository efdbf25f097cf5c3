import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { SMTPServer } from 'smtp-server';
import type { Database } from '../src/db/client.js';
import type { Account } from './clients.js';
import { sleep } from './clients.js';
import { record } from './report.js';

// The kill scenario's watch alerts over real SMTP (issue 36, docs/decisions/0057): each
// lodgement names a number one other account watches, so each acknowledged lodgement owes one
// alert email; an SMTP listener in this process records every message the killed and restarted
// servers hand it. At the end: alerts lost (owed and never accepted by the listener: budget 0)
// and alerts doubled, each placed in its window: a copy accepted before a kill and its repeat
// after the restart (the moments between the mail server's acceptance and the record's commit,
// which at-least-once delivery allows), or outside any kill (budget 0).

/**
 * The AU mobile number the `index`th lodgement (below 10,000) names, and what it normalizes to:
 * the index's four digits between fixed ones, as no four characters in a row may repeat.
 */
export function alertNumber(index: number): { typed: string; normalized: string } {
  const [a, b, c, d] = String(index % 10_000).padStart(4, '0');
  const digits = `${a}1${b}2${c}3${d}5`;
  return { typed: `04${digits}`, normalized: `+614${digits}` };
}

type Accepted = { messageId: string; at: number };

export async function startAlertListener() {
  const accepted: Accepted[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      text(stream).then((raw) => {
        const messageId = /^Message-ID:\s*<([^>]+)>/im.exec(raw)?.[1] ?? '';
        accepted.push({ messageId, at: Date.now() });
        callback();
      }, callback);
    },
  });
  // A killed sender resets its connection: that is the point, not a fault of the listener.
  smtp.on('error', () => undefined);
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** Account i+1 watches the number of account i's lodgement: one alert per lodgement. */
export async function watchEachOthersNumbers(database: Database, accounts: Account[]) {
  await watchNumbers(
    database,
    accounts.map((_, i) => ({ userId: accounts[(i + 1) % accounts.length]?.id ?? '', index: i })),
  );
}

/** Each row's member watches the number of the `index`th lodgement (alertNumber). */
export async function watchNumbers(
  database: Database,
  watches: readonly { userId: string; index: number }[],
) {
  const rows = watches.map(({ userId, index }) => ({ userId, ...alertNumber(index) }));
  for (let start = 0; start < rows.length; start += 500) {
    const batch = rows.slice(start, start + 500);
    await database.pool.query(
      `WITH w AS (
        INSERT INTO watches (id, user_id, country, typed, normalized)
        SELECT gen_random_uuid(), u, 'AU', t, n
        FROM unnest($1::uuid[], $2::text[], $3::text[]) AS x(u, t, n)
        RETURNING id, user_id, country, normalized
      )
      INSERT INTO watch_keys (watch_id, user_id, country, value)
      SELECT id, user_id, country, normalized FROM w`,
      [batch.map((r) => r.userId), batch.map((r) => r.typed), batch.map((r) => r.normalized)],
    );
  }
}

/**
 * Waits (at most `settleMs`) until every alert of the acknowledged cases is decided, then
 * records lost and doubled. `kills` are the moments the server was killed.
 */
export async function recordAlerts(
  scenario: string,
  database: Database,
  cases: ReadonlySet<string>,
  accepted: readonly Accepted[],
  kills: readonly number[],
  settleMs = 240_000,
): Promise<void> {
  const ids = [...cases];
  const deadline = Date.now() + settleMs;
  type Row = { id: string; case_id: string; email_status: string | null };
  let rows: Row[] = [];
  for (;;) {
    rows = (
      await database.pool.query<Row>(
        `SELECT id, case_id, email_status FROM notifications
         WHERE kind = 'watch_alert' AND case_id = ANY($1)`,
        [ids],
      )
    ).rows;
    const undecided = rows.filter((r) => r.email_status === null || r.email_status === 'sending');
    if (undecided.length === 0 || Date.now() > deadline) break;
    await sleep(1000);
  }
  const copies = new Map<string, number[]>();
  for (const mail of accepted) {
    const match = /^notification-(.+)@forewarn$/.exec(mail.messageId);
    if (!match?.[1]) continue;
    copies.set(match[1], [...(copies.get(match[1]) ?? []), mail.at]);
  }
  const alerted = new Set(rows.map((r) => r.case_id));
  const withoutAlert = ids.filter((id) => !alerted.has(id)).length;
  const notMailed = rows.filter((r) => !copies.has(r.id)).length;
  const lost = withoutAlert + notMailed;
  let inWindow = 0;
  let outside = 0;
  const gaps: number[] = [];
  for (const row of rows) {
    const times = copies.get(row.id) ?? [];
    for (let i = 1; i < times.length; i++) {
      const first = times[i - 1] ?? 0;
      const again = times[i] ?? 0;
      // A kill between the accepted copy and its repeat: the record had not committed.
      const kill = kills.find((k) => k >= first && k <= again);
      if (kill === undefined) outside += 1;
      else {
        inWindow += 1;
        gaps.push(kill - first);
      }
    }
  }
  record(
    scenario,
    'alerts owed (acknowledged lodgements)',
    String(ids.length),
    '> 0',
    ids.length > 0,
  );
  record(
    scenario,
    'alerts lost',
    `${lost} (${withoutAlert} never written, ${notMailed} never mailed)`,
    '0',
    lost === 0,
  );
  const window =
    gaps.length === 0
      ? 'none'
      : `each accepted by the mail server ${Math.min(...gaps)}–${Math.max(...gaps)} ms before a kill, before its record committed, and sent again after the restart`;
  record(
    scenario,
    'alerts doubled in the acceptance-to-record window',
    `${inWindow} (${window})`,
    'at-least-once',
    true,
  );
  record(scenario, 'alerts doubled outside that window', String(outside), '0', outside === 0);
}
