import { type ChildProcess, spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { freePort } from '../src/db/embedded-postgres.js';
import { SERVER_ROOT } from '../src/lib/server-root.js';
import { undoOnSignal } from './interrupted.js';
import { SETTINGS } from './settings.js';

// The built server (dist/main.js) as production runs it, in its own process, on loopback.

export type BenchServer = {
  base: string;
  pid: number;
  /** The highest resident memory seen since start, in MB (sampled every 200 ms). */
  peakRssMb(): number;
  /** What the peak was made of: anonymous memory, mapped files (code) and shared memory, MB. */
  peakRssParts(): string;
  /**
   * The positive control (inject-cost.mjs): from now on every request first spends `ms` of the
   * server's CPU; 0 turns it off.
   */
  injectCost(ms: number): Promise<void>;
  stop(): Promise<void>;
};

/**
 * Limits the benchmark raises, and why (never in production; every one is a documented
 * server variable with a safe default):
 * - SEARCH_RATE_LIMIT_PER_MINUTE, SEARCH_DAILY_LIMIT: the search scenarios are one client
 *   searching thousands of times a second on purpose; signed-in scenarios also count per
 *   account, and a few hundred accounts share the load.
 * - ANONYMOUS_SEARCHES_PER_SECOND: the visitors' lane (issue 46) would measure its own ceiling,
 *   not the search.
 * - TRUST_PROXY: each request names its own client address in X-Forwarded-For (see load.ts),
 *   so the per-address limits on search, recent cases and case pages (decisions 0014, 0017)
 *   do not refuse the benchmark itself.
 * Limits per account that have no variable (lodgements: one per 10 minutes; responses: 10 a
 * minute; chat: 10 per thread until the other party replies) are met with many bench users
 * and threads instead (users.ts, scenarios/writes.ts).
 */
function benchEnvironment(databaseUrl: string, port: number, dataDir: string) {
  return {
    ...process.env,
    FOREWARN_BENCH_INJECT_FILE: injectFileOf(dataDir),
    DATABASE_URL: databaseUrl,
    // A throwaway cluster's superuser: the app role's grants are not what is measured.
    ALLOW_SUPERUSER: '1',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEARCH_RATE_LIMIT_PER_MINUTE: '100000',
    SEARCH_DAILY_LIMIT: '10000000',
    ANONYMOUS_SEARCHES_PER_SECOND: '1000000',
    TRUST_PROXY: 'true',
    // As deploy/forewarn.service and deploy/Dockerfile run it (docs/decisions/0048); an
    // explicit MALLOC_ARENA_MAX in the bench's environment wins (`MALLOC_ARENA_MAX=`, empty,
    // measures glibc's default).
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
  };
}

/**
 * V8's flags the server runs with, as deploy/forewarn.service, deploy/Dockerfile and `npm start`
 * start it (test/deploy-files.test.ts ties them): no memory reducer, which gave an idle server's
 * heap back to the system only for the next burst of requests to fault it in again
 * (docs/decisions/0111). V8's own young generation, not a smaller one: that lowered the peak
 * RSS but made two identical servers' CPU differ by 10 % and more (docs/decisions/0112). One
 * helper thread for V8's collections, not Node's four: on two cores a major collection's helpers
 * crowded out the requests (docs/decisions/0153). BENCH_NODE_ARGS come after: the last wins.
 */
export const SERVER_NODE_FLAGS = ['--no-memory-reducer', '--v8-pool-size=1'] as const;

const injectFileOf = (dataDir: string) => path.join(dataDir, 'bench-inject-ms');
/** Every bench server loads the positive control's hook, off, so all of them run the same code. */
const INJECT_COST = new URL('./inject-cost.mjs', import.meta.url).href;

/**
 * Every bench server starts with one memory layout: its address space not randomized (setarch
 * -R) and V8's random and hash seeds fixed. With them random, a Node process could run 15 to
 * 21 % dearer than its identical siblings on every read for its whole life, which stopped runs
 * at the A/A gate or sank "kept" (docs/decisions/0120; one cause of such a lean, its addendum
 * says, not shown to be the only one). Bench-only: production keeps its randomization.
 * BENCH_RANDOM_LAYOUT=1 starts them as before.
 */
const SAME_LAYOUT_FLAGS = ['--random-seed=42', '--hash-seed=42'] as const;

/**
 * What every bench server's arguments and environment add up to, in bytes, as the kernel copies
 * them onto the new process's stack (each string and its NUL). Without ASLR their size is where
 * the stack starts, and 0120's servers differed in it by a few bytes (the folders' and databases'
 * names: `forewarn-bench-…` against `forewarn-bench-twin-b-…`), and from run to run with the
 * caller's own environment; so the 10 M server could keep a layout of its own. Padded to one size,
 * every server of every run starts with one stack (docs/decisions/0136).
 */
export const LAYOUT_BYTES = 32 * 1024;
const LAYOUT_PAD = 'FOREWARN_BENCH_LAYOUT_PAD';

const bytesOf = (strings: Iterable<string>) => {
  let total = 0;
  for (const s of strings) total += Buffer.byteLength(s) + 1;
  return total;
};

/**
 * `env` with a padding variable that brings it and `argv` to `LAYOUT_BYTES` (plus `extraBytes`,
 * which only the lean probe sets, to place a server off the common size on purpose).
 */
export function padToLayout(
  env: Readonly<Record<string, string | undefined>>,
  argv: readonly string[],
  extraBytes = 0,
): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (value !== undefined && key !== LAYOUT_PAD) kept[key] = value;
  }
  const used =
    bytesOf(argv) +
    bytesOf(Object.entries(kept).map(([k, v]) => `${k}=${v}`)) +
    `${LAYOUT_PAD}=`.length +
    1;
  const pad = LAYOUT_BYTES + extraBytes - used;
  if (pad < 0) {
    throw new Error(
      `the bench server's arguments and environment take ${used} bytes, over ${LAYOUT_BYTES}: raise LAYOUT_BYTES`,
    );
  }
  return { ...kept, [LAYOUT_PAD]: 'x'.repeat(pad) };
}

/** The program and arguments that start the server's node with the layout the run asks for. */
function nodeCommand(args: readonly string[]): [string, string[]] {
  if (SETTINGS.randomLayout) return [process.execPath, [...args]];
  const arch = process.arch === 'arm64' ? 'aarch64' : 'x86_64';
  return ['setarch', [arch, '-R', process.execPath, ...SAME_LAYOUT_FLAGS, ...args]];
}

export async function startBenchServer(options: {
  databaseUrl: string;
  dataDir: string;
  nodeArgs: readonly string[];
  cwd: string;
  /** Bytes over the common layout (lean-probe.ts only): 0 for every server a run measures. */
  layoutExtraBytes?: number;
}): Promise<BenchServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const [program, args] = nodeCommand([
    '--import',
    INJECT_COST,
    ...SERVER_NODE_FLAGS,
    ...options.nodeArgs,
    path.join(SERVER_ROOT, 'dist/main.js'),
  ]);
  const env = benchEnvironment(options.databaseUrl, port, options.dataDir);
  const child = spawn(program, args, {
    cwd: options.cwd,
    // Random layouts (0120's "before") have nothing to pad for.
    env: SETTINGS.randomLayout
      ? env
      : padToLayout(env, [program, ...args], options.layoutExtraBytes ?? 0),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const forget = undoOnSignal(`the bench server on port ${port}`, () => stopChild(child));
  try {
    await waitForHealth(base, child);
  } catch (error) {
    await stopChild(child);
    forget();
    throw error;
  }
  const pid = child.pid ?? 0;
  let peak: Rss = { total: 0, anon: 0, file: 0, shmem: 0 };
  const sampler = setInterval(async () => {
    const now = await rssMb(pid);
    if (now.total > peak.total) peak = now;
  }, 200);
  return {
    base,
    pid,
    peakRssMb: () => peak.total,
    peakRssParts: () =>
      `anonymous ${peak.anon.toFixed(0)}, files ${peak.file.toFixed(0)}, shared ${peak.shmem.toFixed(0)} MB`,
    async injectCost(ms: number) {
      await writeFile(injectFileOf(options.dataDir), String(ms));
      child.kill('SIGUSR2');
      // The signal is handled on the server's next turn of its event loop.
      await new Promise((resolve) => setTimeout(resolve, 500));
    },
    async stop() {
      clearInterval(sampler);
      await stopChild(child);
      forget();
    },
  };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function waitForHealth(base: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become healthy');
}

type Rss = { total: number; anon: number; file: number; shmem: number };

async function rssMb(pid: number): Promise<Rss> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const mb = (field: string) =>
    Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  return { total: mb('VmRSS'), anon: mb('RssAnon'), file: mb('RssFile'), shmem: mb('RssShmem') };
}
