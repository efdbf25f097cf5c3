// `npm run bench`: the standing budgets of DESIGN.md §6 and issue 15, measured on this machine.
// A throwaway embedded PostgreSQL is filled with BENCH_CASES (default 1,000,000) fictional
// cases and bench users; the built server runs on it; autocannon drives /api/health first and
// then every scenario, each judged as a ratio to health's req/s in the same run; then lodging
// with an image, the live-chat fan-out, memory and the first visit's JavaScript. Prints both
// tables, keeps them in bench/results/<date>.md, and exits 1 when a budget is missed.
// Never part of `npm test`. Knobs: bench/settings.ts.
import { execFileSync } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { normalizePhone } from '@forewarn/domain';
import pg from 'pg';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { runMigrations } from '../src/db/migrate.js';
import { SERVER_ROOT } from '../src/lib/server-root.js';
import {
  type BudgetRow,
  fanOutRow,
  firstVisitRow,
  loadRow,
  lodgingBudgetRows,
  noErrorRow,
  readBudgetRows,
  rssRow,
} from './budgets.js';
import { EXTRA_STEPS } from './extra-steps.js';
import { firstVisitJsKb } from './first-visit.js';
import { describe, type Measured, measure, warmAndMeasure } from './load.js';
import { BENCH_COUNTRIES, loadCases, PHONE_SHAPES } from './load-cases.js';
import { report } from './report.js';
import { measureFanOut } from './scenarios/fan-out.js';
import { readScenarios } from './scenarios/reads.js';
import {
  type BenchThread,
  chatRequests,
  lodgementBody,
  lodgingRequests,
  openThread,
  responseRequests,
} from './scenarios/writes.js';
import { type BenchServer, startBenchServer } from './server.js';
import { SETTINGS } from './settings.js';
import { assignCases, type BenchUser, createBenchUsers, signIn } from './users.js';

const ROOT = path.resolve(SERVER_ROOT, '../..');
const caseId = (i: number) => `bench${String(i).padStart(11, '0')}`;

/** How the loaded cases are shared out: owners first, then one case per chat thread. */
const OWNERS = 50;
const CASES_PER_OWNER = 120;
const CHAT_THREADS = 1000;
const LODGING_WARMUP = 16;
/**
 * Connections for multipart posts (lodgements, and responses, which the web app also sends as
 * multipart): a server process reads at most UPLOADS_IN_FLIGHT (default 8) at once and answers
 * any more 503 at once, so more connections would measure refusals.
 */
const UPLOAD_CONNECTIONS = 8;
const FAN_OUT_STREAMS = 200;
const FAN_OUT_REPETITIONS = 10;

/** Always built first (a few seconds): a stale dist/ would measure yesterday's code. */
function build() {
  console.log('Building (npm run build)…');
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** The benchmark's phone numbers must be what the server's normalization makes of them. */
function checkPhoneShapes() {
  for (const country of BENCH_COUNTRIES) {
    const shape = PHONE_SHAPES[country];
    const normalized = normalizePhone(shape.national(123457), country);
    if (normalized !== shape.e164(123457)) {
      throw new Error(
        `bench phone shape for ${country} normalizes to ${normalized}, not ${shape.e164(123457)}`,
      );
    }
  }
}

type Users = {
  creator: BenchUser;
  searchers: BenchUser[];
  readers: BenchUser[];
  owners: BenchUser[];
  responders: BenchUser[];
  chatters: BenchUser[];
  lodgers: BenchUser[];
  warmupLodgers: BenchUser[];
};

async function prepareUsers(pool: pg.Pool): Promise<Users> {
  const creatorId = (
    await pool.query<{ id: string }>(`SELECT id FROM users WHERE email = 'bench@example.test'`)
  ).rows[0]?.id;
  if (!creatorId) throw new Error('the loaded cases have no creator');
  const users: Users = {
    creator: await signIn(pool, creatorId),
    searchers: await createBenchUsers(pool, 'searcher', 100),
    readers: await createBenchUsers(pool, 'reader', 200),
    owners: await createBenchUsers(pool, 'owner', OWNERS),
    responders: await createBenchUsers(pool, 'responder', 2000),
    chatters: await createBenchUsers(pool, 'chatter', CHAT_THREADS + 1),
    lodgers: await createBenchUsers(pool, 'lodger', SETTINGS.lodgements),
    warmupLodgers: await createBenchUsers(pool, 'warmlodger', LODGING_WARMUP),
  };
  await assignCases(pool, users.owners, CASES_PER_OWNER);
  await pool.query('ANALYZE users; ANALYZE sessions; ANALYZE cases');
  return users;
}

/** Threads on the cases after the owners' share, each between the creator and a chatter. */
async function openThreads(base: string, users: Users): Promise<BenchThread[]> {
  const first = OWNERS * CASES_PER_OWNER + 1;
  const threads: BenchThread[] = [];
  for (let k = 0; k < users.chatters.length; k += 10) {
    const batch = users.chatters
      .slice(k, k + 10)
      .map((chatter, j) => openThread(base, caseId(first + k + j), users.creator, chatter));
    threads.push(...(await Promise.all(batch)));
  }
  return threads;
}

async function main() {
  const minimumCases = OWNERS * CASES_PER_OWNER + CHAT_THREADS + 1_000;
  if (SETTINGS.cases < minimumCases)
    throw new Error(`BENCH_CASES must be at least ${minimumCases}`);
  build();
  checkPhoneShapes();
  const loadAverageAtStart = os.loadavg()[0] ?? 0;

  const dir = await mkdtemp(path.join(tmpdir(), 'forewarn-bench-'));
  await chmod(dir, 0o755);
  const db = await startEmbeddedPostgres({
    dataDir: path.join(dir, 'pg'),
    database: 'forewarn_bench',
    durable: false,
    log: () => undefined,
  });
  let server: BenchServer | undefined;
  const budgets: BudgetRow[] = [];
  const scenarios: Measured[] = [];
  let health: Measured | undefined;
  try {
    const pool = new pg.Pool({ connectionString: db.connectionString, max: 2 });
    await runMigrations(pool);
    console.log(`Loading ${SETTINGS.cases.toLocaleString('en')} cases…`);
    const started = performance.now();
    await loadCases(pool, SETTINGS.cases);
    budgets.push(loadRow(SETTINGS.cases, (performance.now() - started) / 1000));
    console.log('Creating bench users…');
    const users = await prepareUsers(pool);
    await pool.end();

    server = await startBenchServer({
      databaseUrl: db.connectionString,
      dataDir: path.join(dir, 'data'),
      nodeArgs: SETTINGS.nodeArgs,
      cwd: ROOT,
    });
    const { base } = server;
    const load = {
      connections: SETTINGS.connections,
      warmup: SETTINGS.warmup,
      duration: SETTINGS.duration,
    };
    console.log(
      `Load: ${load.connections} connections, ${load.warmup} s warm-up + ${load.duration} s per scenario`,
    );

    health = await warmAndMeasure('/api/health', base, () => ({ path: '/api/health' }), load);

    const reads = [];
    for (const scenario of readScenarios({ cases: SETTINGS.cases, ...users })) {
      const measured = await warmAndMeasure(scenario.name, base, scenario.next, load);
      reads.push({ scenario, measured });
      scenarios.push(measured);
    }
    budgets.push(...readBudgetRows(health, reads));
    budgets.push({ ...rssRow(server.peakRssMb()), name: 'server RSS under the read scenarios' });

    const randomCase = () => caseId(1 + Math.floor(Math.random() * SETTINGS.cases));
    const responses = await warmAndMeasure(
      `posting a response (${UPLOAD_CONNECTIONS} connections)`,
      base,
      responseRequests(base, users.responders, randomCase),
      { ...load, connections: UPLOAD_CONNECTIONS },
    );
    scenarios.push(responses);
    budgets.push(noErrorRow(responses));

    console.log(`Opening ${CHAT_THREADS + 1} chat threads…`);
    const [fanOutThread, ...threads] = await openThreads(base, users);
    if (!fanOutThread) throw new Error('no chat threads');
    const chat = await warmAndMeasure(
      'sending a chat message',
      base,
      chatRequests(base, threads),
      load,
    );
    scenarios.push(chat);
    budgets.push(noErrorRow(chat));

    // A fixed number of lodgements, one per fresh account, at the server's upload concurrency.
    const form = await lodgementBody();
    console.log(`Photo: ${(form.body.length / 1024).toFixed(0)} KB multipart body`);
    await measure('lodging (warm-up)', base, lodgingRequests(base, users.warmupLodgers, form), {
      connections: UPLOAD_CONNECTIONS,
      amount: users.warmupLodgers.length,
    });
    const lodging = await measure(
      `lodging a case with one image (${UPLOAD_CONNECTIONS} connections)`,
      base,
      lodgingRequests(base, users.lodgers, form),
      { connections: UPLOAD_CONNECTIONS, amount: users.lodgers.length },
    );
    console.log(describe(lodging));
    scenarios.push(lodging);
    budgets.push(...lodgingBudgetRows(lodging));

    const fanOut = await measureFanOut(base, fanOutThread, {
      streams: FAN_OUT_STREAMS,
      repetitions: FAN_OUT_REPETITIONS,
    });
    console.log(
      `  fan-out to ${fanOut.streams} streams: ${fanOut.times.map((t) => t.toFixed(0)).join(', ')} ms`,
    );
    budgets.push(fanOutRow(fanOut));
    budgets.push({ ...rssRow(server.peakRssMb()), name: 'server RSS, peak of the whole run' });

    budgets.push(firstVisitRow(await firstVisitJsKb(base)));
    for (const step of EXTRA_STEPS) {
      console.log(`${step.name}…`);
      budgets.push(
        ...(await step.run({
          base,
          casePath: `/case/${caseId(OWNERS * CASES_PER_OWNER + CHAT_THREADS + 2)}`,
        })),
      );
    }
  } finally {
    await server?.stop();
    await db.stop();
    await rm(dir, { recursive: true, force: true });
  }

  if (!health) throw new Error('health was never measured');
  const file = await report(
    {
      cases: SETTINGS.cases,
      connections: SETTINGS.connections,
      duration: SETTINGS.duration,
      warmup: SETTINGS.warmup,
      loadAverage: { start: loadAverageAtStart, end: os.loadavg()[0] ?? 0 },
    },
    health,
    scenarios,
    budgets,
  );
  console.log(`\nWritten to ${path.relative(ROOT, file)}`);
  const over = budgets.filter((b) => !b.ok);
  if (over.length > 0)
    console.log(`${over.length} budget(s) OVER: ${over.map((b) => b.name).join('; ')}`);
  process.exitCode = over.length === 0 ? 0 : 1;
}

await main();
