import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { cpuMeter } from './cpu.js';

// What the machine was doing while a paced run's slowest requests waited (bench:probe with
// PROBE_PACED): every 25 ms, how busy both cores were (/proc/stat), the CPU the server and its
// PostgreSQL used since the last sample, and PostgreSQL's own background work then running (an
// autovacuum worker, a checkpoint) from pg_stat_activity.

const INTERVAL_MS = 25;

type Sample = {
  atMs: number;
  /** Share of all cores busy since the previous sample, 0 to 1. */
  busy: number;
  serverMs: number;
  pgMs: number;
  background: string;
};

/** Busy and total jiffies of all cores, from /proc/stat's first line. */
async function machineTicks(): Promise<{ busy: number; total: number }> {
  const line = (await readFile('/proc/stat', 'utf8')).split('\n')[0] ?? '';
  const fields = line.trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((sum, n) => sum + n, 0);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return { busy: total - idle, total };
}

export async function stallSampler(target: {
  connectionString: string;
  serverPid: number;
  pgDataDir: string;
}) {
  const client = new pg.Client({ connectionString: target.connectionString });
  await client.connect();
  const cpu = cpuMeter(target);
  const samples: Sample[] = [];
  const start = performance.now();
  let running = true;
  const loop = (async () => {
    let ticks = await machineTicks();
    let used = await cpu();
    while (running) {
      await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS));
      const { rows } = await client.query<{ what: string }>(
        `SELECT backend_type || COALESCE(': ' || left(query, 60), '') AS what
         FROM pg_stat_activity
         WHERE backend_type NOT IN ('client backend', 'walwriter', 'background writer',
                                    'archiver', 'logical replication launcher',
                                    'autovacuum launcher')
           AND (backend_type <> 'checkpointer' OR wait_event IS DISTINCT FROM 'CheckpointerMain')`,
      );
      const nowTicks = await machineTicks();
      const nowUsed = await cpu();
      const total = nowTicks.total - ticks.total;
      samples.push({
        atMs: performance.now() - start,
        busy: total > 0 ? (nowTicks.busy - ticks.busy) / total : 0,
        serverMs: nowUsed.serverMs - used.serverMs,
        pgMs: nowUsed.pgMs - used.pgMs,
        background: rows.map((row) => row.what).join('; '),
      });
      ticks = nowTicks;
      used = nowUsed;
    }
  })();
  return {
    /** Milliseconds since the sampler started: to place a paced run's times on its clock. */
    now: () => performance.now() - start,
    /** Stops, and describes the samples from `fromMs` to `toMs` on the sampler's clock. */
    async stop(fromMs: number, toMs: number): Promise<string> {
      running = false;
      await loop;
      await client.end();
      return samples
        .filter((s) => s.atMs >= fromMs && s.atMs <= toMs)
        .map(
          (s) =>
            `    ${(s.atMs / 1000).toFixed(2)} s: cores ${Math.round(s.busy * 100)} % busy, server ${s.serverMs.toFixed(0)} ms, pg ${s.pgMs.toFixed(0)} ms${s.background ? `, ${s.background}` : ''}`,
        )
        .join('\n');
    },
  };
}
