// Do identical servers cost the same? N bench servers on ONE 1 M twin database, the same reads
// in rotating rounds, and each process's own CPU per request against the round's mean: a lean of
// one Node process apart from PostgreSQL's, the measurement behind decision 0120. Not a budget.
// Usage: npm run bench:lean -w @forewarn/server
// - LEAN_SERVERS (default 6; each holds 20 and more of the twin's 200 connections: 10 ran out),
//   LEAN_ROUNDS (default 6) rounds of 2 s a server and read.
// - BENCH_RANDOM_LAYOUT=1 starts the servers as Node does by default (0120's "before").
// - LEAN_PADS (e.g. `0,0,16,16,48,48`): bytes each server's arguments and environment take over
//   the common layout (server.ts, decision 0136); the first is the twin's own server, always 0.
// - LEAN_WARM=reverse: the warm-up goes from the last server to the first (the twin's own).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ownCpu } from './cpu.js';
import { undoOnSignal } from './interrupted.js';
import { measure } from './load.js';
import { medianOf } from './median.js';
import { ROOT } from './run-options.js';
import { type BenchServer, startBenchServer } from './server.js';
import { SETTINGS } from './settings.js';
import { startTwin } from './twin.js';

const SERVERS = Number(process.env.LEAN_SERVERS ?? 6);
const ROUNDS = Number(process.env.LEAN_ROUNDS ?? 6);
const PADS = (process.env.LEAN_PADS ?? '').split(',').filter(Boolean).map(Number);
const READS = ['search, visitor', 'search, signed in', 'case page, visitor'] as const;

/** Each kind of V8 collection's seconds and count so far, from the server's own /metrics. */
async function gcSoFar(base: string): Promise<Map<string, { seconds: number; count: number }>> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const kinds = new Map<string, { seconds: number; count: number }>();
  for (const match of text.matchAll(
    /^forewarn_nodejs_gc_duration_seconds_(sum|count)\{kind="(\w+)"\} ([\d.e+-]+)$/gm,
  )) {
    const [, field, kind, value] = match as unknown as [string, string, string, string];
    const entry = kinds.get(kind) ?? { seconds: 0, count: 0 };
    if (field === 'sum') entry.seconds = Number(value);
    else entry.count = Number(value);
    kinds.set(kind, entry);
  }
  return kinds;
}

/** A process's user and system CPU so far, in ms (cpu.ts reads it from /proc). */
async function cpuMs(pid: number): Promise<number> {
  const { userMs, sysMs } = await ownCpu(pid);
  return userMs + sysMs;
}

const twin = await startTwin({
  name: 'bench-lean',
  cases: SETTINGS.twinCases,
  lodgements: SETTINGS.lodgements,
  nodeArgs: SETTINGS.nodeArgs,
  cwd: ROOT,
  sharedBuffers: SETTINGS.twinSharedBuffers,
});
const servers: BenchServer[] = [twin.server];
const dataDirs: string[] = [];
try {
  for (let i = 1; i < SERVERS; i++) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'forewarn-bench-lean-data-'));
    dataDirs.push(dataDir);
    // Registered before its server, so a Ctrl-C stops the server first (decision 0147).
    undoOnSignal(`the lean probe's data folder ${dataDir}`, () =>
      rm(dataDir, { recursive: true, force: true }),
    );
    servers.push(
      await startBenchServer({
        databaseUrl: twin.databaseUrl,
        dataDir,
        nodeArgs: SETTINGS.nodeArgs,
        cwd: ROOT,
        layoutExtraBytes: PADS[i] ?? 0,
      }),
    );
  }
  const layout = SETTINGS.randomLayout
    ? 'random (BENCH_RANDOM_LAYOUT=1)'
    : 'the same (decision 0120)';
  const pads =
    PADS.length > 0
      ? `; bytes over the common layout ${servers.map((_, i) => (i === 0 ? 0 : (PADS[i] ?? 0))).join(', ')}`
      : '';
  console.log(`${servers.length} servers on one 1 M database, their layout ${layout}${pads}`);
  const scenario = (read: string) => {
    const found = twin.scenarios.get(read);
    if (!found) throw new Error(`no read scenario "${read}"`);
    return found;
  };
  // LEAN_WARM=reverse warms the servers last to first: is the first warmed the dearest?
  const warmOrder = process.env.LEAN_WARM === 'reverse' ? [...servers].reverse() : servers;
  for (const server of warmOrder) {
    for (const read of READS) {
      await measure('warm', server.base, scenario(read), { connections: 50, duration: 3 });
    }
  }
  const gcBefore = await Promise.all(servers.map((server) => gcSoFar(server.base)));
  const served = servers.map(() => 0);
  const leans = new Map(READS.map((read) => [read, servers.map((): number[] => [])]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const read of READS) {
      const perRequest = servers.map(() => 0);
      for (let turn = 0; turn < servers.length; turn++) {
        const i = (turn + round) % servers.length;
        const server = servers[i] as BenchServer;
        const before = await cpuMs(server.pid);
        const m = await measure(read, server.base, scenario(read), {
          connections: 50,
          duration: 2,
        });
        const requests = Math.max(1, m.requests ?? m.rps * 2);
        served[i] = (served[i] ?? 0) + requests;
        perRequest[i] = ((await cpuMs(server.pid)) - before) / requests;
      }
      const mean = perRequest.reduce((a, b) => a + b, 0) / perRequest.length;
      for (const [i, ms] of perRequest.entries()) leans.get(read)?.[i]?.push(ms / mean);
      console.log(
        `round ${round + 1} ${read}: ${perRequest.map((ms) => ms.toFixed(3)).join(' ')} ms a request`,
      );
    }
  }
  for (const read of READS) {
    const medians = (leans.get(read) ?? []).map((ratios) => (medianOf(ratios) ?? 0) * 100);
    const spread = Math.max(...medians) - Math.min(...medians);
    console.log(
      `${read}: each server's median against its round's mean ${medians.map((m) => m.toFixed(1)).join(', ')} %; spread ${spread.toFixed(1)} points`,
    );
  }
  // Where a dear process's extra CPU goes: its collections' time a request, by kind.
  for (const [i, server] of servers.entries()) {
    const after = await gcSoFar(server.base);
    const parts = [...after].map(([kind, { seconds, count }]) => {
      const was = gcBefore[i]?.get(kind) ?? { seconds: 0, count: 0 };
      const perRequestMs = ((seconds - was.seconds) * 1000) / Math.max(1, served[i] ?? 0);
      return `${kind} ${(count - was.count).toFixed(0)} (${perRequestMs.toFixed(4)} ms a request)`;
    });
    console.log(`server ${i} collections over the rounds: ${parts.join(', ')}`);
  }
} finally {
  for (const server of servers.slice(1)) await server.stop();
  await twin.stop();
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
}
