// `npm run bench`: the standing budgets of DESIGN.md §6 and issue 15, measured on this machine.
// A throwaway embedded PostgreSQL is filled with BENCH_CASES (default 1,000,000) fictional
// cases and bench users; the built server runs on it; autocannon drives /api/health first,
// then every scenario, each judged as a ratio to health's req/s measured just before it (and,
// past 1 M cases, on a busy day against an empty one, against an aged 1 M twin, with an A/A pair
// and a positive control: paired-phases.ts); then lodging with an image, the live-chat fan-out,
// memory and the first visit's JavaScript. Prints both tables, keeps them in
// bench/results/<date>.md, and exits 1 when a budget is missed. The method is frozen in
// decision 0058. Never part of `npm test`. Knobs: bench/settings.ts and bench/README.md.
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
import { medianOf } from './median.js';
import { dropFromPageCache, type MemoryGroup, memoryGroup } from './memory-cgroup.js';
import { aaAndControl, agedTwin, busyDayPhase, pairWithTwin, readPhase } from './paired-phases.js';
import { keepPostgresLog, logPostgresPauses } from './postgres-log.js';
import { prepareBenchDatabase } from './prepare-database.js';
import { report } from './report.js';
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
import { inTurn, type Twin } from './twin.js';

const ROOT = path.resolve(SERVER_ROOT, '../..');
/**
 * Connections for multipart posts (lodgements, and responses, which the web app also sends as
 * multipart): a server process reads at most UPLOADS_IN_FLIGHT (default 8) at once and answers
 * any more 503 at once, so more connections would measure refusals.
 */
const UPLOAD_CONNECTIONS = 8;
/** Past the twins' size each read is also judged against a twin in this run (decision 0058). */
const WITH_TWIN = SETTINGS.cases > SETTINGS.twinCases && SETTINGS.storage !== 'small-memory';
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

  budgets.push(firstVisitRow(await firstVisitJsKb(base)));
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

async function measureAll(hugePages: HugePagesOfRun) {
  checkPhoneShapes();
  const loadAverageAtStart = os.loadavg()[0] ?? 0;
  const startedAt = new Date();

  console.log(await hugePages.forServer('bench'));
  const prepared = await prepareBenchDatabase('bench', SETTINGS.cases, {
    lodgements: SETTINGS.lodgements,
    beforeMeasuring: pgLogging,
    ...GROW,
  });
  const { db, users } = prepared;
  const { dir } = db;
  let memory: MemoryGroup | undefined;
  let server: BenchServer | undefined;
  let twin: Twin | undefined;
  let twinHugePages: string | undefined;
  const budgets: BudgetRow[] = [
    loadRow(SETTINGS.cases, prepared.loadSeconds),
    ...diskRows({ cases: SETTINGS.cases, relations: prepared.relations }),
  ];
  const scenarios: Measured[] = [];
  let health: Measured | undefined;
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
      const value = `${group.describe}, shared_buffers ${SETTINGS.sharedBuffers}; restarted cold (${dropped} files dropped from the page cache)`;
      console.log(value);
      budgets.push({ name: 'storage: larger than memory', value, budget: 'reported', ok: true });
    }
    const serverOptions = {
      databaseUrl: db.connectionString,
      dataDir: path.join(dir, 'data'),
      nodeArgs: SETTINGS.nodeArgs,
      cwd: ROOT,
    };
    server = await startBenchServer(serverOptions);
    const { base } = server;
    const load = {
      connections: SETTINGS.connections,
      warmup: SETTINGS.warmup,
      duration: SETTINGS.duration,
    };
    console.log(
      `Load: ${load.connections} connections, ${load.warmup} s warm-up + ${load.duration} s per scenario`,
    );

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

    const cpu = cpuMeter({ serverPid: server.pid, pgDataDir: path.join(dir, 'pg') });
    const chosen = readScenarios({ cases: SETTINGS.cases, ...users }).filter(
      (scenario) => !SETTINGS.reads || SETTINGS.reads.test(scenario.name),
    );
    const reads = await readPhase(chosen, base, cpu, load);
    scenarios.push(...reads.map((read) => read.measured));
    // Past the twins' size (decision 0058): every pair runs on the server that served the read
    // phase, aged as production's are; a busy day against an empty one; the twin aged through
    // the same read phase and paired with this server; the A/A pair and the positive control.
    if (WITH_TWIN) {
      const here = { base, cpu, databaseUrl: db.connectionString };
      budgets.push(...(await busyDayPhase(here, chosen, load)));
      console.log(await hugePages.forServer('twin'));
      const started = await agedTwin('bench-twin', chosen, load, {
        cwd: ROOT,
        beforeMeasuring: pgLogging,
        ...GROW,
      });
      twin = started.twin;
      twinHugePages = twin.hugePages;
      budgets.push(samePagesRow(prepared.hugePages, twin.hugePages));
      const paired = await pairWithTwin(here, chosen, twin, load);
      const pairedReads = reads.map((read) => {
        const cost = paired.find((p) => p.scenario === read.scenario)?.paired;
        if (cost) {
          read.measured.cpuMs =
            medianOf(cost.rounds.map((round) => round.cpuMs)) ?? read.measured.cpuMs;
        }
        return { ...read, ...(cost ? { paired: cost } : {}) };
      });
      budgets.push(...readBudgetRows(health, pairedReads, twin.cases));
      budgets.push(
        ...(await aaAndControl(twin, chosen, load, {
          cwd: ROOT,
          hugePages,
          beforeMeasuring: pgLogging,
          ...GROW,
        })),
      );
    } else {
      budgets.push(
        ...readBudgetRows(
          health,
          reads,
          undefined,
          SETTINGS.storage === 'small-memory' ? BUDGETS.readP99MsSmallMemory : BUDGETS.readP99Ms,
        ),
      );
    }
    budgets.push({ ...rssRow(server.peakRssMb()), name: 'server RSS under the read scenarios' });
    // The twins are for the reads only: stopped before the writes, so they take no memory or
    // CPU from them.
    const done = twin;
    twin = undefined;
    if (done) {
      await done.stop();
      await hugePages.releaseLast();
    }

    // BENCH_READS: the chosen reads only, a diagnostic run (the writes and pages are skipped).
    if (!SETTINGS.reads) await measureWrites({ base, users, load, server, scenarios, budgets });
  } finally {
    await inTurn([
      () => server?.stop(),
      () => twin?.stop(),
      () => (SETTINGS.pgLog ? keepPostgresLog(path.join(dir, 'pg'), SETTINGS.pgLog) : undefined),
      () => db.remove(),
      () => memory?.remove(),
    ]);
  }

  if (!health) throw new Error('health was never measured');
  const file = await report(
    {
      startedAt,
      postgres: prepared.version,
      storage: SETTINGS.storage,
      cases: SETTINGS.cases,
      sharedBuffers: SETTINGS.sharedBuffers,
      hugePages: `${hugePages.describe()}; PostgreSQL's huge_pages_status: ${twinHugePages ? `here ${prepared.hugePages}, on the twin ${twinHugePages}` : prepared.hugePages}`,
      diagnostics:
        [
          ...(SETTINGS.pgLog ? ['BENCH_PG_LOG'] : []),
          ...(SETTINGS.pgExplainMs ? [`BENCH_PG_EXPLAIN ${SETTINGS.pgExplainMs} ms`] : []),
          ...(SETTINGS.reads ? [`BENCH_READS ${SETTINGS.reads.source}`] : []),
          ...(SETTINGS.twinCases !== BUDGETS.referenceCases
            ? [`BENCH_TWIN_CASES ${SETTINGS.twinCases}`]
            : []),
          ...(SETTINGS.injectMs !== undefined ? [`BENCH_INJECT_MS ${SETTINGS.injectMs}`] : []),
          ...(SETTINGS.nodeArgs.length > 0
            ? [`BENCH_NODE_ARGS ${SETTINGS.nodeArgs.join(' ')}`]
            : []),
        ].join(', ') || undefined,
      connections: SETTINGS.connections,
      duration: SETTINGS.duration,
      warmup: SETTINGS.warmup,
      pacedSeconds: SETTINGS.pacedSeconds,
      ...(WITH_TWIN
        ? {
            twin: {
              cases: SETTINGS.twinCases,
              rounds: SETTINGS.pairedRounds,
              seconds: SETTINGS.pairedSeconds,
            },
          }
        : {}),
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
