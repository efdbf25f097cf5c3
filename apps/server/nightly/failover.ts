import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
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
import { record } from './report.js';
import {
  alive,
  ROOT,
  removeDataDir,
  type ServerProcess,
  startServer,
  stopServer,
  throwawayDataDir,
  waitForHealth,
} from './server-process.js';

// Issue 39: two server processes on the local HA cluster (`npm run ha`: three PostgreSQL 15
// under Patroni, synchronous_mode, HAProxy) under load, through failovers: kill -9 of the
// primary's postmaster, kill -9 of the primary's Patroni (started again 15 s later, as a
// supervisor would) and a clean switchover, in turn. Each is measured from the moment it was
// caused: the longest time without a successful write (≤ 30 s) and read (≤ 10 s), answers 5xx
// other than 503 (0), and at the end every acknowledged write must be in the database (0
// lost), and a member's event stream must have been opened again after every failover.
// Not measured here: watch alerts (the job queue runs through; their delivery is not checked).

const SCENARIO = 'failover';
const CYCLES = Number(process.env.NIGHTLY_FAILOVER_CYCLES ?? 20);
const WRITE_GAP_BUDGET_MS = 30_000;
const READ_GAP_BUDGET_MS = 10_000;
/** How long after each cause the gaps are measured. */
const WINDOW_MS = 40_000;
const CAUSES = ['kill-primary', 'kill-patroni', 'switchover'] as const;
const PORT_BASE = process.env.NIGHTLY_HA_PORT_BASE ?? '25300';

const run = promisify(execFile);

function ha(haDir: string, ...args: string[]) {
  return run('bash', ['scripts/ha.sh', ...args], {
    cwd: ROOT,
    env: { ...process.env, HA_DIR: haDir, HA_PORT_BASE: PORT_BASE },
    maxBuffer: 10_000_000,
  });
}

/** Whether all three members run, one of them the primary, and one a synchronous standby. */
async function healthy(): Promise<boolean> {
  const base = Number(PORT_BASE);
  const roles = await Promise.all(
    [1, 2, 3].map(async (n) => {
      try {
        const res = await fetch(`http://127.0.0.1:${base + 20 + n}/patroni`, {
          signal: AbortSignal.timeout(2000),
        });
        const body = (await res.json()) as {
          state?: string;
          role?: string;
          sync_standby?: boolean;
        };
        return body.state === 'running' ? (body.sync_standby ? 'sync' : body.role) : 'down';
      } catch {
        return 'down';
      }
    }),
  );
  return (
    roles.filter((r) => r === 'master' || r === 'primary').length === 1 && roles.includes('sync')
  );
}

/** The longest stretch in [from, from + window] without one of `times` (success times). */
function longestGap(times: readonly number[], from: number, window: number): number {
  const inside = times.filter((t) => t >= from && t <= from + window).sort((a, b) => a - b);
  let last = from;
  let longest = 0;
  for (const t of inside) {
    longest = Math.max(longest, t - last);
    last = t;
  }
  return Math.max(longest, from + window - last);
}

/** A member's event stream, opened again 1 s after it ends; counts its openings. */
function memberStream(urls: readonly string[], cookie: string) {
  const opened: number[] = [];
  let stopped = false;
  let controller: AbortController | undefined;
  const loop = async () => {
    for (let i = 0; !stopped; i++) {
      controller = new AbortController();
      try {
        const res = await fetch(`${urls[i % urls.length]}/api/threads/events`, {
          headers: { cookie },
          signal: controller.signal,
        });
        if (res.status === 200 && res.body) {
          opened.push(performance.now());
          for await (const _ of res.body) {
            // Events and heartbeats: the stream is alive.
          }
        } else await res.arrayBuffer();
      } catch {
        // Cut, or refused: try again.
      }
      await sleep(1000);
    }
  };
  const running = loop();
  return {
    opened,
    async stop() {
      stopped = true;
      controller?.abort();
      await running;
    },
  };
}

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
        const cookie = accounts[lodgements++]?.cookie ?? '';
        const form = new FormData();
        form.append('case', JSON.stringify({ ...VALID_CASE, title: `Failover ${unique()}` }));
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
    const stream = memberStream(urls, accounts[1]?.cookie ?? '');
    const load = [...[0, 1, 2].map(lodger), ...[0, 1].map(responder), ...[0, 1, 2, 3].map(reader)];

    const rows: { cause: string; write: number; read: number; resumed: boolean }[] = [];
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
        resumed: stream.opened.some((t) => t > at),
      };
      rows.push(row);
      console.log(
        `  ${cycle + 1}. ${cause}: longest without a write ${(row.write / 1000).toFixed(1)} s, without a read ${(row.read / 1000).toFixed(1)} s, stream opened ${stream.opened.filter((t) => t > at).length} times since`,
      );
    }
    going = false;
    await Promise.all(load);
    await stream.stop();

    for (let waited = 0; !(await healthy()) && waited < 90; waited++) await sleep(1000);
    const foundCases = await owner.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM cases WHERE id = ANY($1)',
      [[...cases]],
    );
    const foundResponses = await owner.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM comments WHERE id = ANY($1)',
      [[...responses]],
    );
    await owner.close();
    const lost =
      cases.size - (foundCases.rows[0]?.n ?? 0) + responses.size - (foundResponses.rows[0]?.n ?? 0);
    const worstWrite = Math.max(...rows.map((r) => r.write));
    const worstRead = Math.max(...rows.map((r) => r.read));
    const faultCount = Object.values(faults).reduce((a, b) => a + b, 0);
    record(SCENARIO, 'failovers', String(rows.length), String(CYCLES), rows.length === CYCLES);
    record(
      SCENARIO,
      'acknowledged writes (lodgements + responses)',
      `${cases.size} + ${responses.size}`,
      '> 0',
      cases.size + responses.size > 0,
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
      'event stream open again after each failover',
      `${resumed}/${rows.length}`,
      'all',
      resumed === rows.length,
    );
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
