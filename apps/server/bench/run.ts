// `npm run bench`: the standing budgets of DESIGN.md §6 and issue 15, measured on this machine.
// A copy of a prepared embedded PostgreSQL (prepared.ts: built once per content key, kept
// between runs) with BENCH_CASES (default 1,000,000) fictional cases and bench users; the built
// server runs on it. Past the twins' size, one interleaved paired phase first (paired-phases.ts:
// the server against two 1 M twins and on a busy day, A/A and the controls, judged by the
// sequential rule of judging.ts); then every read judged on the server that served it (floors,
// p99 at half rate); then lodging with an image, the live-chat fan-out, memory, and at 1 M the
// first visit's JavaScript and Lighthouse. Prints both tables, keeps them in
// bench/results/<date>.md, and exits 1 when a budget is missed. BENCH_PROFILE=smoke runs every
// phase on small data and keeps nothing; BENCH_PROFILE=aa is the A/A-only calibration. The
// method: decision 0073. Never part of `npm test`. Knobs: bench/settings.ts and bench/README.md.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { SERVER_ROOT } from '../src/lib/server-root.js';
import {
  alertRow,
  BUDGETS,
  type BudgetRow,
  diskRows,
  fanOutRow,
  firstVisitRow,
  loadRow,
  lodgingBudgetRows,
  noErrorRow,
  readBudgetRows,
  rssRow,
  samePagesRow,
} from './budgets.js';
import { busyDayRows } from './busy-day.js';
import { cpuMeter } from './cpu.js';
import { EXTRA_STEPS } from './extra-steps.js';
import { firstVisitJsKb } from './first-visit.js';
import {
  CHAT_THREADS,
  caseId,
  checkPhoneShapes,
  MINIMUM_CASES,
  openThreads,
  QUIET_CASE,
  type Users,
} from './fixtures.js';
import { type HugePagesOfRun, withHugePagesOfRun } from './huge-pages.js';
import { describe, type Measured, measure, warmAndMeasure } from './load.js';
import { dropFromPageCache, type MemoryGroup, memoryGroup } from './memory-cgroup.js';
import { pairedPhase, readPhase } from './paired-phases.js';
import { keepPostgresLog, logPostgresPauses } from './postgres-log.js';
import { type PreparedDatabase, prepareBenchDatabase } from './prepare-database.js';
import { NOT_A_MEASUREMENT, report } from './report.js';
import { measureAlertLatency } from './scenarios/alert-latency.js';
import { measureFanOut } from './scenarios/fan-out.js';
import { readScenarios } from './scenarios/reads.js';
import {
  chatRequests,
  lodgementBody,
  lodgingRequests,
  responseRequests,
} from './scenarios/writes.js';
import { type BenchServer, startBenchServer } from './server.js';
import { SETTINGS } from './settings.js';
import { inTurn, startTwin, type Twin } from './twin.js';

const ROOT = path.resolve(SERVER_ROOT, '../..');
/**
 * Connections for multipart posts (lodgements, and responses, which the web app also sends as
 * multipart): a server process reads at most UPLOADS_IN_FLIGHT (default 8) at once and answers
 * any more 503 at once, so more connections would measure refusals.
 */
const UPLOAD_CONNECTIONS = 8;
/** Past the twins' size each read is also judged against twins in this run (decision 0073). */
const WITH_TWIN = SETTINGS.cases > SETTINGS.twinCases && SETTINGS.storage !== 'small-memory';
/** The A/A-only calibration: the two twins and nothing else (BENCH_PROFILE=aa). */
const AA_ONLY = SETTINGS.profile === 'aa';
/** BENCH_STORAGE=grown: both the bench's database and its twins are aged alike (grown.ts). */
const GROW = SETTINGS.storage === 'grown' ? { grow: { share: SETTINGS.grownShare } } : {};
const FAN_OUT_STREAMS = 200;
const FAN_OUT_REPETITIONS = 10;

/** Always built first (a few seconds): a stale dist/ would measure yesterday's code. */
function build() {
  console.log('Building (npm run build)…');
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** The page of the newest listed Australian case with a main image, if any. */
async function newestCaseWithImage(base: string): Promise<string | null> {
  const response = await fetch(`${base}/api/cases/recent?country=AU`);
  if (!response.ok) return null;
  const { cases } = (await response.json()) as { cases: { id: string; mainImage: unknown }[] };
  const withImage = cases.find((c) => c.mainImage !== null);
  return withImage ? `/case/${encodeURIComponent(withImage.id)}` : null;
}

/** The writes (responses, chat with watch alerts, lodging, fan-out), memory and the pages. */
async function measureWrites(run: {
  base: string;
  users: Users;
  load: { connections: number; warmup: number; duration: number };
  server: BenchServer;
  scenarios: Measured[];
  budgets: BudgetRow[];
  /** The first visit and Lighthouse: at 1 M only, they do not depend on the data's size. */
  pages: boolean;
}) {
  const { base, users, load, server, scenarios, budgets } = run;
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
  // Watch alerts (issue 23) are timed while the chat load runs: both go out on the live
  // channel. The rounds start once the chat scenario is past its warm-up.
  const alerting = (async () => {
    await new Promise((resolve) => setTimeout(resolve, (load.warmup + 1) * 1000));
    return measureAlertLatency(
      base,
      users.alertWatchers.map((watcher, k) => ({
        watcher,
        lodger: users.alertLodgers[k] as (typeof users.alertLodgers)[number],
      })),
    );
  })();
  const chat = await warmAndMeasure(
    'sending a chat message',
    base,
    chatRequests(base, threads),
    load,
  );
  scenarios.push(chat);
  budgets.push(noErrorRow(chat));
  const alerts = await alerting;
  console.log(`  watch alerts: ${alerts.times.map((t) => t.toFixed(0)).join(', ')} ms`);
  budgets.push(alertRow(alerts));

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

  const fanOut = await measureFanOut(base, fanOutThread, threads, {
    streams: FAN_OUT_STREAMS,
    repetitions: FAN_OUT_REPETITIONS,
  });
  console.log(
    `  fan-out to ${fanOut.streams} streams: ${fanOut.times.map((t) => t.toFixed(0)).join(', ')} ms`,
  );
  budgets.push(fanOutRow(fanOut));
  budgets.push({ ...rssRow(server.peakRssMb()), name: 'server RSS, peak of the whole run' });

  if (!run.pages) return;
  budgets.push(firstVisitRow(await firstVisitJsKb(base)));
  // The smoke profile stops at the first visit: Lighthouse has its own command
  // (bench:lighthouse) and takes minutes on a busy machine.
  if (SETTINGS.profile === 'smoke') return;
  // The newest Australian case is one the lodging scenario just lodged, with its photo.
  const casePath = (await newestCaseWithImage(base)) ?? `/case/${QUIET_CASE}`;
  for (const step of EXTRA_STEPS) {
    console.log(`${step.name}…`);
    budgets.push(...(await step.run({ base, casePath })));
  }
}

async function main() {
  if (SETTINGS.cases < MINIMUM_CASES) {
    throw new Error(`BENCH_CASES must be at least ${MINIMUM_CASES}`);
  }
  build();
  await withHugePagesOfRun(SETTINGS.sharedBuffers, measureAll);
}

/** BENCH_PG_LOG (and BENCH_PG_EXPLAIN): the same logging on both servers. */
const pgLogging = SETTINGS.pgLog
  ? (pool: pg.Pool) => logPostgresPauses(pool, SETTINGS.pgExplainMs)
  : undefined;

/** The twins' options: copies of one prepared cluster, each with a server of its own. */
const twinOptions = (name: string) => ({
  ...GROW,
  name,
  cases: SETTINGS.twinCases,
  lodgements: SETTINGS.lodgements,
  nodeArgs: SETTINGS.nodeArgs,
  cwd: ROOT,
  beforeMeasuring: pgLogging,
  keepLogAt: SETTINGS.pgLog && `${SETTINGS.pgLog}.${name}`,
});

/**
 * The run's wall time by phase (decision 0073 budgets a 10 M run at 60 minutes): each mark
 * closes the phase before it, printed as it ends and kept for the results.
 */
function phaseClock() {
  let last = performance.now();
  const phases: string[] = [];
  return {
    mark(phase: string) {
      const now = performance.now();
      const minutes = (now - last) / 60_000;
      last = now;
      phases.push(`${phase} ${minutes.toFixed(1)}`);
      console.log(`[${phase}: ${minutes.toFixed(1)} min]`);
    },
    row(): BudgetRow {
      return {
        name: 'wall time by phase (minutes)',
        value: phases.join(', '),
        budget: 'reported',
        ok: true,
      };
    },
  };
}

/** "reused (built …)" or "built in … s", and the copy's time, for the header. */
const describePrepared = (name: string, p: PreparedDatabase) =>
  `${name} ${p.reused ? `reused (built ${p.builtAt.slice(0, 16).replace('T', ' ')} UTC)` : `built in ${p.buildSeconds.toFixed(0)} s`}, copied in ${p.copySeconds.toFixed(0)} s${p.busyDay ? `, its busy day's search tables kept (today pinned to ${p.busyDay.day}, built in ${p.busyDay.seconds.toFixed(0)} s)` : ''}`;

/** Twin A and twin B started (their huge pages set aside first), with their pages' row. */
async function startTwins(hugePages: HugePagesOfRun, budgets: BudgetRow[], here?: string) {
  console.log(await hugePages.forServer('twin A'));
  const a = await startTwin(twinOptions('bench-twin-a'));
  let b: Twin | undefined;
  try {
    console.log(await hugePages.forServer('twin B'));
    b = await startTwin(twinOptions('bench-twin-b'));
  } catch (error) {
    await a.stop();
    throw error;
  }
  // With huge pages on one side only, "kept" would measure the page tables (decision 0056).
  budgets.push({
    ...samePagesRow(here ?? a.hugePages, b.hugePages),
    name: here
      ? "PostgreSQL's huge pages, here and on both twins"
      : "PostgreSQL's huge pages, on twin A and twin B",
    value: `${here ? `${here}, ` : ''}${a.hugePages} and ${b.hugePages}`,
    ok: (here ?? a.hugePages) === a.hugePages && a.hugePages === b.hugePages,
  });
  return { a, b };
}

/** BENCH_PROFILE=aa: the twins' A/A rounds only, every read to the last look (decision 0073). */
async function calibrate(hugePages: HugePagesOfRun) {
  const startedAt = new Date();
  const loadAverageAtStart = os.loadavg()[0] ?? 0;
  const budgets: BudgetRow[] = [];
  const twins = await startTwins(hugePages, budgets);
  const load = {
    connections: SETTINGS.connections,
    warmup: SETTINGS.warmup,
    duration: SETTINGS.duration,
  };
  let health: Measured | undefined;
  try {
    health = await measure('/api/health', twins.a.base, () => ({ path: '/api/health' }), load);
    const chosen = readScenarios({ cases: SETTINGS.twinCases, ...twinUsersOf(twins.a) }).filter(
      (scenario) => !SETTINGS.reads || SETTINGS.reads.test(scenario.name),
    );
    budgets.push(...(await pairedPhase(undefined, chosen, twins, load)).rows);
    twinNote = describePrepared('twins', twins.a.prepared);
  } finally {
    await inTurn([() => twins.b.stop(), () => twins.a.stop()]);
  }
  return {
    startedAt,
    loadAverageAtStart,
    budgets,
    health,
    scenarios: [] as Measured[],
    prepared: twins.a.prepared,
  };
}

/** The users a twin's scenarios were built for (startTwin keeps them). */
const twinUsersOf = (twin: Twin) => twin.users;
let twinNote = '';

async function measureAll(hugePages: HugePagesOfRun) {
  checkPhoneShapes();
  if (AA_ONLY) {
    const done = await calibrate(hugePages);
    if (!done.health) throw new Error('health was never measured');
    await finish(hugePages, done, twinNote, done.prepared);
    return;
  }
  const loadAverageAtStart = os.loadavg()[0] ?? 0;
  const startedAt = new Date();

  const clock = phaseClock();
  console.log(await hugePages.forServer('bench'));
  const prepared = await prepareBenchDatabase('bench', SETTINGS.cases, {
    lodgements: SETTINGS.lodgements,
    beforeMeasuring: pgLogging,
    ...GROW,
    // The paired phase's busy day: its search tables kept with the database (decision 0094).
    ...(WITH_TWIN ? { busyDay: busyDayRows(SETTINGS.cases) } : {}),
  });
  clock.mark(prepared.reused ? 'the prepared database copied' : 'the prepared database built');
  const { db, users } = prepared;
  const { dir } = db;
  let memory: MemoryGroup | undefined;
  let server: BenchServer | undefined;
  let twins: { a: Twin; b: Twin } | undefined;
  const preparedNotes = [describePrepared('bench', prepared)];
  const budgets: BudgetRow[] = [
    {
      ...loadRow(SETTINGS.cases, prepared.loadSeconds),
      ...(prepared.reused
        ? {
            name: `loading ${SETTINGS.cases.toLocaleString('en')} cases (when its prepared database was built, ${prepared.builtAt.slice(0, 10)})`,
          }
        : {}),
    },
    ...diskRows({ cases: SETTINGS.cases, relations: prepared.relations }),
  ];
  const scenarios: Measured[] = [];
  let health: Measured | undefined;
  let aborted: string | undefined;
  try {
    if (prepared.grown) {
      budgets.push({ name: 'storage: grown', value: prepared.grown, budget: 'reported', ok: true });
    }
    // BENCH_STORAGE=small-memory: PostgreSQL restarted cold inside a memory-limited group
    // (memory-cgroup.ts), before the server starts on it.
    if (SETTINGS.storage === 'small-memory') {
      const group = await memoryGroup(`forewarn-bench-pg-${process.pid}`, SETTINGS.pgMemory);
      memory = group;
      let dropped = 0;
      await db.restart(async () => {
        await group.empty();
        dropped = await dropFromPageCache(path.join(dir, 'pg'));
      });
      await group.enter(path.join(dir, 'pg'));
      const value = `${group.describe}, shared_buffers ${SETTINGS.sharedBuffers}; restarted cold (${dropped} files dropped from the page cache); against its own budget of p99 ≤ ${BUDGETS.readP99MsSmallMemory} ms, no twin`;
      console.log(value);
      budgets.push({ name: 'storage: larger than memory', value, budget: 'reported', ok: true });
    }
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
    const cpu = cpuMeter({ serverPid: server.pid, pgDataDir: path.join(dir, 'pg') });
    const only = SETTINGS.reads ?? SETTINGS.smokeReads;
    const chosen = readScenarios({ cases: SETTINGS.cases, ...users }).filter(
      (scenario) => !only || only.test(scenario.name),
    );

    // Past the twins' size (decision 0073): the interleaved paired phase first, so the judged
    // read phase below runs on a server that has served the same traffic as the twins.
    if (WITH_TWIN) {
      twins = await startTwins(hugePages, budgets, prepared.hugePages);
      preparedNotes.push(describePrepared('twins', twins.a.prepared));
      clock.mark('the twins prepared');
      const here = { base, cpu, databaseUrl: db.connectionString };
      const paired = await pairedPhase(here, chosen, twins, load);
      budgets.push(...paired.rows);
      aborted = paired.aborted;
      // The twins are for the paired phase only: stopped before the judged reads and the
      // writes, so they take no memory or CPU from them.
      const done = twins;
      twins = undefined;
      await inTurn([() => done.b.stop(), () => done.a.stop()]);
      await hugePages.releaseLast();
      await hugePages.releaseLast();
      clock.mark('the paired phase and the controls');
    }

    if (!aborted) {
      const healthRequest = () => ({ path: '/api/health' });
      await measure('/api/health (warm-up)', base, healthRequest, {
        connections: load.connections,
        duration: load.warmup,
      });
      health = await measure('/api/health', base, healthRequest, {
        connections: load.connections,
        duration: load.duration,
      });
      console.log(describe(health));
      const reads = await readPhase(chosen, base, cpu, load);
      clock.mark('the read phase');
      scenarios.push(...reads.map((read) => read.measured));
      budgets.push(
        ...readBudgetRows(
          health,
          reads,
          SETTINGS.storage === 'small-memory' ? BUDGETS.readP99MsSmallMemory : BUDGETS.readP99Ms,
        ),
      );
      budgets.push({ ...rssRow(server.peakRssMb()), name: 'server RSS under the read scenarios' });
      // BENCH_READS: the chosen reads only, a diagnostic run (the writes and pages are skipped).
      if (!SETTINGS.reads) {
        await measureWrites({
          base,
          users,
          load,
          server,
          scenarios,
          budgets,
          pages: !WITH_TWIN || SETTINGS.profile === 'smoke',
        });
        clock.mark('the writes and pages');
      }
    }
  } finally {
    await inTurn([
      () => server?.stop(),
      () => twins?.b.stop(),
      () => twins?.a.stop(),
      () => (SETTINGS.pgLog ? keepPostgresLog(path.join(dir, 'pg'), SETTINGS.pgLog) : undefined),
      () => db.remove(),
      () => memory?.remove(),
    ]);
  }
  budgets.push(clock.row());
  await finish(
    hugePages,
    { startedAt, loadAverageAtStart, budgets, health, scenarios },
    preparedNotes.join('; '),
    prepared,
    aborted,
  );
}

/** The report, the results file (not for a smoke run) and the exit code. */
async function finish(
  hugePages: HugePagesOfRun,
  run: {
    startedAt: Date;
    loadAverageAtStart: number;
    budgets: BudgetRow[];
    health: Measured | undefined;
    scenarios: Measured[];
  },
  preparedNote: string,
  prepared: PreparedDatabase | undefined,
  aborted?: string,
) {
  const { budgets } = run;
  const health = run.health ?? {
    name: '/api/health (not measured: the run stopped before its read phase)',
    rps: 0,
    p50: 0,
    p99: 0,
    errors: 0,
    statuses: {},
  };
  const file = await report(
    {
      startedAt: run.startedAt,
      profile: SETTINGS.profile,
      prepared: preparedNote,
      minutes: (Date.now() - run.startedAt.getTime()) / 60_000,
      postgres: prepared?.version ?? 'see the twins',
      storage: SETTINGS.storage,
      cases: AA_ONLY ? SETTINGS.twinCases : SETTINGS.cases,
      sharedBuffers: SETTINGS.sharedBuffers,
      hugePages: `${hugePages.describe()}${prepared ? `; PostgreSQL's huge_pages_status here ${prepared.hugePages}` : ''}`,
      diagnostics:
        [
          ...(SETTINGS.pgLog ? ['BENCH_PG_LOG'] : []),
          ...(SETTINGS.pgExplainMs ? [`BENCH_PG_EXPLAIN ${SETTINGS.pgExplainMs} ms`] : []),
          ...(SETTINGS.reads ? [`BENCH_READS ${SETTINGS.reads.source}`] : []),
          ...(SETTINGS.twinCases !== BUDGETS.referenceCases
            ? [`BENCH_TWIN_CASES ${SETTINGS.twinCases}`]
            : []),
          ...(SETTINGS.nodeArgs.length > 0
            ? [`BENCH_NODE_ARGS ${SETTINGS.nodeArgs.join(' ')}`]
            : []),
        ].join(', ') || undefined,
      connections: SETTINGS.connections,
      duration: SETTINGS.duration,
      warmup: SETTINGS.warmup,
      pacedSeconds: SETTINGS.pacedSeconds,
      ...(WITH_TWIN || AA_ONLY
        ? {
            twin: {
              cases: SETTINGS.twinCases,
              looks: SETTINGS.looks,
              seconds: SETTINGS.pairedSeconds,
            },
          }
        : {}),
      loadAverage: { start: run.loadAverageAtStart, end: os.loadavg()[0] ?? 0 },
    },
    health,
    run.scenarios,
    budgets,
  );
  if (file) console.log(`\nWritten to ${path.relative(ROOT, file)}`);
  if (aborted) console.log(`\nStopped after the first look: ${aborted}`);
  const over = budgets.filter((b) => !b.ok);
  if (SETTINGS.profile === 'smoke') {
    // Every phase ran; on small data and short runs no figure is judged.
    console.log(`\n${NOT_A_MEASUREMENT}: every phase ran.`);
    process.exitCode = 0;
    return;
  }
  if (over.length > 0)
    console.log(`${over.length} budget(s) OVER: ${over.map((b) => b.name).join('; ')}`);
  process.exitCode = over.length === 0 ? 0 : 1;
}

await main();
