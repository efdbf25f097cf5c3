import { connect } from '../src/db/client.js';
import { VALID_CASE } from '../test/case-form.js';
import {
  type Account,
  randomClientAddress,
  sleep,
  someCase,
  unique,
  verifiedAccounts,
} from './clients.js';
import { watchAlertsDelivered } from './failover-alerts.js';
import { chatLoad } from './failover-chat.js';
import { ha, healthy, longestGap } from './failover-cluster.js';
import { alertNumber, watchNumbers } from './kill-alerts.js';
import { record } from './report.js';
import {
  alive,
  removeDataDir,
  type ServerProcess,
  startServer,
  stopServer,
  throwawayDataDir,
  waitForHealth,
} from './server-process.js';

// Issue 39: two server processes on the local HA cluster (`npm run ha`: three PostgreSQL
// under Patroni, synchronous_mode, HAProxy) under load, through failovers: kill -9 of the
// primary's postmaster, kill -9 of the primary's Patroni (started again 15 s later, as a
// supervisor would) and a clean switchover, in turn. Each is measured from the moment it was
// caused: the longest time without a successful write (≤ 30 s) and read (≤ 10 s), answers 5xx
// other than 503 (0), and at the end every acknowledged write must be in the database (0
// lost). Chat (failover-chat.ts): members message a case's creator, whose event stream must be
// open again after every failover and receive a message sent after it. Watch alerts
// (failover-alerts.ts): one member watches every lodgement's number; each acknowledged
// lodgement's alert must be in that member's notification centre by the end.

const SCENARIO = 'failover';
const CYCLES = Number(process.env.NIGHTLY_FAILOVER_CYCLES ?? 20);
const WRITE_GAP_BUDGET_MS = 30_000;
const READ_GAP_BUDGET_MS = 10_000;
/** How long after each cause the gaps are measured. */
const WINDOW_MS = 40_000;
const CAUSES = ['kill-primary', 'kill-patroni', 'switchover'] as const;
/** How long the job queue may take, after the load stops, to write the last alerts. */
const ALERTS_SETTLE_MS = 120_000;

export async function failover(): Promise<void> {
  const haDir = await throwawayDataDir('ha');
  const appDirs = [await throwawayDataDir('failover-a'), await throwawayDataDir('failover-b')];
  const servers: ServerProcess[] = [];
  try {
    const { stdout } = await ha(haDir, 'up');
    const env = Object.fromEntries(
      stdout
        .split('\n')
        .filter((line) => /^DATABASE_(URL|OWNER_URL|READ_URL)=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    for (const dir of appDirs) {
      const server = await startServer(dir, { ...env, LOG_LEVEL: 'warn' });
      servers.push(server);
      // One after the other: the first runs the migrations.
      await waitForHealth(server);
    }
    const urls = servers.map((s) => s.url);
    const owner = connect(env.DATABASE_OWNER_URL ?? '', 'external');
    const accounts: Account[] = await verifiedAccounts(owner, 200 + CYCLES * 40);
    const caseToAnswer = await someCase(owner, accounts[0]?.id ?? '');
    // Chat senders, one thread each (10 messages a thread a day), and the watcher.
    const [watcher, ...chatters] = await verifiedAccounts(owner, 1 + 6 * CYCLES);
    // Members of a week's standing: a new account's case while sign-ups run above normal is
    // held for a moderator (issue 37), and a held case alerts nobody; these hundreds of
    // accounts made at once would be exactly such a crowd.
    await owner.pool.query(
      `UPDATE users SET created_at = now() - interval '8 days' WHERE id = ANY($1)`,
      [[...accounts, ...chatters, watcher].map((a) => a?.id)],
    );
    await watchNumbers(
      owner,
      accounts.map((_, index) => ({ userId: watcher?.id ?? '', index })),
    );

    const writes: number[] = [];
    const reads: number[] = [];
    const faults: Record<string, number> = {};
    const cases = new Set<string>();
    const responses = new Set<string>();
    let lodgements = 1;
    let going = true;
    const note = (status: number) => {
      if (status >= 500 && status !== 503) faults[status] = (faults[status] ?? 0) + 1;
    };
    const lodger = async (n: number) => {
      while (going && lodgements < accounts.length - 200) {
        const index = lodgements++;
        const cookie = accounts[index]?.cookie ?? '';
        const form = new FormData();
        // Its number is one the watcher watches: one watch alert owed per lodgement.
        const { alternateNumber: _, ...fields } = VALID_CASE;
        const number = alertNumber(index).typed;
        form.append('case', JSON.stringify({ ...fields, number, title: `Failover ${unique()}` }));
        try {
          const res = await fetch(`${urls[n % urls.length]}/api/cases`, {
            method: 'POST',
            body: form,
            headers: { cookie, 'x-forwarded-for': randomClientAddress() },
          });
          note(res.status);
          if (res.status === 201) {
            cases.add(((await res.json()) as { case: { id: string } }).case.id);
            writes.push(performance.now());
          } else await res.arrayBuffer();
        } catch {
          // No answer: not acknowledged.
        }
        await sleep(200);
      }
    };
    const responder = async (n: number) => {
      for (let i = n; going; i += 2) {
        const cookie = accounts[accounts.length - 1 - (i % 200)]?.cookie ?? '';
        try {
          const res = await fetch(`${urls[i % urls.length]}/api/cases/${caseToAnswer}/comments`, {
            method: 'POST',
            headers: {
              cookie,
              'content-type': 'application/json',
              'x-forwarded-for': randomClientAddress(),
            },
            body: JSON.stringify({ text: `Same here, ${unique()}.` }),
          });
          note(res.status);
          if (res.status === 201) {
            responses.add(((await res.json()) as { id: string }).id);
            writes.push(performance.now());
          } else await res.arrayBuffer();
        } catch {
          // No answer: not acknowledged.
        }
        await sleep(300);
      }
    };
    const reader = async (n: number) => {
      const paths = [
        '/api/cases/recent',
        '/api/cases/search?q=0412345678',
        `/api/cases/${caseToAnswer}`,
      ];
      for (let i = n; going; i++) {
        try {
          const res = await fetch(`${urls[i % urls.length]}${paths[i % paths.length]}`, {
            headers: { 'x-forwarded-for': randomClientAddress() },
          });
          note(res.status);
          await res.arrayBuffer();
          if (res.status === 200) reads.push(performance.now());
        } catch {
          // No answer.
        }
        await sleep(50);
      }
    };
    const chat = chatLoad({
      urls,
      caseId: caseToAnswer,
      receiverCookie: accounts[0]?.cookie ?? '',
      senders: chatters,
      note,
      wrote: (at) => writes.push(at),
    });
    const load = [...[0, 1, 2].map(lodger), ...[0, 1].map(responder), ...[0, 1, 2, 3].map(reader)];

    type Row = { cause: string; write: number; read: number; resumed: boolean; chat: number };
    const rows: Row[] = [];
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      for (let waited = 0; !(await healthy()) && waited < 90; waited++) await sleep(1000);
      await sleep(3000);
      const cause = CAUSES[cycle % CAUSES.length] ?? 'kill-primary';
      const at = performance.now();
      await ha(haDir, cause);
      if (cause === 'kill-patroni') {
        await sleep(15_000);
        await ha(haDir, 'up');
      }
      await sleep(Math.max(0, at + WINDOW_MS - performance.now()));
      const row = {
        cause,
        write: longestGap(writes, at, WINDOW_MS),
        read: longestGap(reads, at, WINDOW_MS),
        resumed: chat.since(at, WINDOW_MS).reopened,
        chat: chat.since(at, WINDOW_MS).delivered,
      };
      rows.push(row);
      console.log(
        `  ${cycle + 1}. ${cause}: longest without a write ${(row.write / 1000).toFixed(1)} s, without a read ${(row.read / 1000).toFixed(1)} s, stream opened ${chat.stream.opened.filter((t) => t > at).length} times since, ${row.chat} messages sent since received on it`,
      );
    }
    going = false;
    await Promise.all(load);
    await chat.stop();

    for (let waited = 0; !(await healthy()) && waited < 90; waited++) await sleep(1000);
    const foundCases = await owner.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM cases WHERE id = ANY($1)',
      [[...cases]],
    );
    const foundResponses = await owner.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM comments WHERE id = ANY($1)',
      [[...responses]],
    );
    const foundMessages = await owner.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM messages WHERE id = ANY($1)',
      [[...chat.acknowledged.keys()]],
    );
    const alerts = await watchAlertsDelivered({
      database: owner,
      watcherId: watcher?.id ?? '',
      watcherCookie: watcher?.cookie ?? '',
      url: urls[0] ?? '',
      cases,
      settleMs: ALERTS_SETTLE_MS,
    });
    await owner.close();
    const lost =
      cases.size -
      (foundCases.rows[0]?.n ?? 0) +
      responses.size -
      (foundResponses.rows[0]?.n ?? 0) +
      chat.acknowledged.size -
      (foundMessages.rows[0]?.n ?? 0);
    const worstWrite = Math.max(...rows.map((r) => r.write));
    const worstRead = Math.max(...rows.map((r) => r.read));
    const faultCount = Object.values(faults).reduce((a, b) => a + b, 0);
    record(SCENARIO, 'failovers', String(rows.length), String(CYCLES), rows.length === CYCLES);
    record(
      SCENARIO,
      'acknowledged writes (lodgements + responses + chat messages)',
      `${cases.size} + ${responses.size} + ${chat.acknowledged.size}`,
      '> 0 each',
      cases.size > 0 && responses.size > 0 && chat.acknowledged.size > 0,
    );
    record(SCENARIO, 'acknowledged writes lost', String(lost), '0', lost === 0);
    record(
      SCENARIO,
      'longest time without a successful write',
      `${(worstWrite / 1000).toFixed(1)} s`,
      '≤ 30 s',
      worstWrite <= WRITE_GAP_BUDGET_MS,
    );
    record(
      SCENARIO,
      'longest time without a successful read',
      `${(worstRead / 1000).toFixed(1)} s`,
      '≤ 10 s',
      worstRead <= READ_GAP_BUDGET_MS,
    );
    record(
      SCENARIO,
      '5xx other than 503',
      `${faultCount} ${JSON.stringify(faults)}`,
      '0',
      faultCount === 0,
    );
    const resumed = rows.filter((r) => r.resumed).length;
    record(
      SCENARIO,
      "chat: the receiver's event stream open again after each failover",
      `${resumed}/${rows.length}`,
      'all',
      resumed === rows.length,
    );
    const chatted = rows.filter((r) => r.chat > 0).length;
    record(
      SCENARIO,
      'chat: a message sent after each failover received on that stream',
      `${chatted}/${rows.length}`,
      'all',
      chatted === rows.length,
    );
    record(
      SCENARIO,
      'chat: acknowledged messages received on the stream (not replayed after a cut)',
      `${chat.stream.received.size}/${chat.acknowledged.size}${chat.refusal() ? ` (a send was refused: ${chat.refusal()})` : ''}`,
      'a figure',
      true,
    );
    record(
      SCENARIO,
      'watch alerts of acknowledged lodgements delivered (notification rows)',
      `${alerts.delivered}/${cases.size} (${(alerts.waitedMs / 1000).toFixed(0)} s after the load stopped)`,
      'all',
      alerts.delivered === cases.size && cases.size > 0,
    );
    record(
      SCENARIO,
      "the watcher's bell count",
      String(alerts.bell),
      `${cases.size}`,
      alerts.bell === cases.size,
    );
    for (const server of servers.filter((s) => !alive(s))) {
      const code = server.child.exitCode ?? server.child.signalCode;
      console.log(`  ${server.url} exited (${code}):\n${server.output().slice(-4000)}`);
    }
    record(
      SCENARIO,
      'servers kept (not restarted)',
      servers.every(alive) ? 'yes' : 'no',
      'yes',
      servers.every(alive),
    );
  } finally {
    for (const server of servers) await stopServer(server);
    await ha(haDir, 'down').catch(() => undefined);
    for (const dir of [...appDirs, haDir]) await removeDataDir(dir);
  }
}
