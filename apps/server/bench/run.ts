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
import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { BUDGETS, type BudgetRow, diskRows, loadRow, readBudgetRows, rssRow } from './budgets.js';
import { busyDayRows } from './busy-day.js';
import { describePrepared, finishRun, phaseClock } from './finish-run.js';
import { checkPhoneShapes, MINIMUM_CASES } from './fixtures.js';
import { hostMemoryNote, withHostMemoryHeld } from './host-memory.js';
import { type HugePagesOfRun, withHugePagesOfRun } from './huge-pages.js';
import { describe, type Measured, measure } from './load.js';
import { dropFromPageCache, type MemoryGroup, memoryGroup } from './memory-cgroup.js';
import { takeMemoryNoise } from './memory-noise.js';
import { pairedPhase } from './paired-phases.js';
import { keepPostgresLog } from './postgres-log.js';
import { prepareBenchDatabase } from './prepare-database.js';
import { ensurePreparedVolume } from './prepared-volume.js';
import { readPhase } from './read-phase.js';
import { AA_ONLY, GROW, pgLogging, ROOT, WITH_PAGES, WITH_TWIN } from './run-options.js';
import { calibrate, setAsideTwinPages, startTwins } from './run-twins.js';
import { readScenarios } from './scenarios/reads.js';
import { type ServerSlot, startServerSlot } from './server-slot.js';
import { SETTINGS } from './settings.js';
import { inTurn, type Twin } from './twin.js';
import { measureWrites } from './write-phase.js';

/**
 * Built first (a few seconds): a stale dist/ would measure yesterday's code. BENCH_SKIP_BUILD=1
 * is for a caller that has just built this commit (CI, whose smoke run shares the machine with
 * tests that read dist/ and must not see it rewritten under them).
 */
function build() {
  if (process.env.BENCH_SKIP_BUILD === '1') {
    console.log('Not building: BENCH_SKIP_BUILD=1 (the caller built this commit)');
    return;
  }
  console.log('Building (npm run build)…');
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
}

async function main() {
  if (SETTINGS.cases < MINIMUM_CASES) {
    throw new Error(`BENCH_CASES must be at least ${MINIMUM_CASES}`);
  }
  build();
  // A smoke run's clusters are small: it copies them as they are (CI's runs as root, too).
  const volume =
    SETTINGS.profile === 'smoke'
      ? 'prepared clusters where BENCH_PREPARED_DIR is: a smoke run makes no volume'
      : await ensurePreparedVolume(SETTINGS.preparedDir);
  console.log(volume);
  const measureRun = () =>
    withHugePagesOfRun(SETTINGS.sharedBuffers, (hugePages) => measureAll(hugePages, volume));
  // A smoke run measures nothing: the host's memory is left as it is, and its 1.5 minutes saved.
  await (SETTINGS.profile === 'smoke' ? measureRun() : withHostMemoryHeld(measureRun));
}

async function measureAll(hugePages: HugePagesOfRun, volume: string) {
  checkPhoneShapes();
  if (AA_ONLY) {
    takeMemoryNoise('at the start');
    const done = await calibrate(hugePages);
    if (!done.health) throw new Error('health was never measured');
    await finishRun(hugePages, done, `${done.twinNote}; ${volume}`, done.prepared);
    return;
  }
  const loadAverageAtStart = os.loadavg()[0] ?? 0;
  // The command's start: the run's minutes are its wall time (issue 51).
  const startedAt = new Date(performance.timeOrigin);

  const clock = phaseClock();
  clock.mark(hostMemoryNote() ? 'built, the host memory held' : 'built');
  takeMemoryNoise('at the start');
  console.log(await hugePages.forServer('bench'));
  if (WITH_TWIN) await setAsideTwinPages(hugePages);
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
  let first: ServerSlot | undefined;
  let second: ServerSlot | undefined;
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
    // BENCH_START_ORDER=twins-first (a diagnostic): the twins' servers start before the 10 M
    // database's first, to see whether a lean follows the order the processes start in.
    const twinsStarted = async () => {
      if (!twins) {
        twins = await startTwins(budgets, prepared.hugePages);
        preparedNotes.push(describePrepared('twins', twins.a.prepared));
        clock.mark('the twins prepared');
      }
      return twins;
    };
    if (WITH_TWIN && SETTINGS.startOrder === 'twins-first') await twinsStarted();
    first = await startServerSlot(
      {
        databaseUrl: db.connectionString,
        dataDir: path.join(dir, 'data'),
        nodeArgs: SETTINGS.nodeArgs,
        cwd: ROOT,
      },
      path.join(dir, 'pg'),
    );
    const here = first;
    const load = {
      connections: SETTINGS.connections,
      warmup: SETTINGS.warmup,
      duration: SETTINGS.duration,
    };
    console.log(
      `Load: ${load.connections} connections, ${load.warmup} s warm-up + ${load.duration} s per scenario`,
    );
    const only = SETTINGS.reads ?? SETTINGS.smokeReads;
    const chosen = readScenarios({ cases: SETTINGS.cases, ...users }).filter(
      (scenario) => !only || only.test(scenario.name),
    );

    // Past the twins' size (decision 0073): the interleaved paired phase first, so the judged
    // read phase below runs on a server that has served the same traffic as the twins.
    if (WITH_TWIN) {
      const started = await twinsStarted();
      // A second process on the same database takes "here" and the busy day in turn with the
      // first (decision 0136); the judged read phase below runs on the first alone.
      const secondDir = path.join(dir, 'data-2');
      await mkdir(secondDir, { recursive: true });
      const secondSlot = await startServerSlot(
        {
          databaseUrl: db.connectionString,
          dataDir: secondDir,
          nodeArgs: SETTINGS.nodeArgs,
          cwd: ROOT,
        },
        path.join(dir, 'pg'),
      );
      second = secondSlot;
      const paired = await pairedPhase(
        { databaseUrl: db.connectionString, first: here, second: secondSlot },
        chosen,
        started,
        load,
      );
      budgets.push(...paired.rows);
      aborted = paired.aborted;
      const stopping = second;
      second = undefined;
      await stopping.server.stop();
      // The twins are for the paired phase only: stopped before the judged reads and the
      // writes, so they take no memory or CPU from them.
      twins = undefined;
      await inTurn([() => started.b.stop(), () => started.a.stop()]);
      await hugePages.releaseLast();
      await hugePages.releaseLast();
      clock.mark('the paired phase and the controls');
    }

    // The first process's place, whichever process holds it now (the lean check may have put a
    // fresh one there): the judged reads and the writes run on it.
    const server = here.server;
    const { base } = server;
    const cpu = () => here.cpu();
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
          cpu,
          scenarios,
          budgets,
          pages: WITH_PAGES,
        });
        clock.mark('the writes and pages');
      }
    }
  } finally {
    await inTurn([
      () => first?.server.stop(),
      () => second?.server.stop(),
      () => twins?.b.stop(),
      () => twins?.a.stop(),
      () => (SETTINGS.pgLog ? keepPostgresLog(path.join(dir, 'pg'), SETTINGS.pgLog) : undefined),
      () => db.remove(),
      () => memory?.remove(),
    ]);
  }
  budgets.push(clock.row());
  await finishRun(
    hugePages,
    { startedAt, loadAverageAtStart, budgets, health, scenarios },
    [...preparedNotes, volume].join('; '),
    prepared,
    aborted,
  );
}

await main();
