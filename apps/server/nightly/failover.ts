import { connect } from '../src/db/client.js';
import { type Account, sleep, someCase, verifiedAccounts } from './clients.js';
import { chatLoad } from './failover-chat.js';
import { ha, healthy, longestGap } from './failover-cluster.js';
import { failoverLoad } from './failover-load.js';
import { type FailoverRow, recordFailoverVerdict } from './failover-verdict.js';
import { watchNumbers } from './kill-alerts.js';
import {
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
// lost). The load is failover-load.ts, the verdict failover-verdict.ts. Chat
// (failover-chat.ts): members message a case's creator, whose event stream must be open again
// after every failover and receive a message sent after it. Watch alerts (failover-alerts.ts):
// one member watches every lodgement's number; each acknowledged lodgement's alert must be in
// that member's notification centre by the end.

const CYCLES = Number(process.env.NIGHTLY_FAILOVER_CYCLES ?? 20);
/** How long after each cause the gaps are measured. */
const WINDOW_MS = 40_000;
const CAUSES = ['kill-primary', 'kill-patroni', 'switchover'] as const;

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

    const load = failoverLoad({ urls, accounts, caseToAnswer });
    const { writes, reads, note } = load;
    const chat = chatLoad({
      urls,
      caseId: caseToAnswer,
      receiverCookie: accounts[0]?.cookie ?? '',
      senders: chatters,
      note,
      wrote: (at) => writes.push(at),
    });
    load.start();

    const rows: FailoverRow[] = [];
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
    await load.stop();
    await chat.stop();

    for (let waited = 0; !(await healthy()) && waited < 90; waited++) await sleep(1000);
    await recordFailoverVerdict({
      owner,
      load,
      chat,
      rows,
      cycles: CYCLES,
      watcher,
      urls,
      servers,
    });
  } finally {
    for (const server of servers) await stopServer(server);
    await ha(haDir, 'down').catch(() => undefined);
    for (const dir of [...appDirs, haDir]) await removeDataDir(dir);
  }
}
