import type { BenchRequest } from './load.js';
import { PacedConnections, type PacedLatency, pacedRun } from './paced-sender.js';
import { HEALTH, type ProbeTarget } from './probe-scenario.js';
import { describePauses, watchServerPauses } from './server-pauses.js';
import { SETTINGS } from './settings.js';
import { stallSampler } from './stall-sampler.js';

// PROBE_PACED: a probed read sent paced, as the bench's p99 is taken, beside /api/health.

/**
 * The read at half the rate it reached, paced as the bench's p99 is taken (decision 0050), and
 * /api/health at that same rate for comparison: when health's p99 is as bad, the pauses are the
 * machine's or the sender's, not the route's. Prints where in the run the slowest 1 % fell.
 */
export async function pacedReport(
  name: string,
  target: ProbeTarget,
  next: () => BenchRequest,
  rate: number,
): Promise<string> {
  const { base } = target;
  const duration = Number(process.env.PROBE_PACED_SECONDS ?? SETTINGS.pacedSeconds);
  const lines: string[] = [];
  for (const [label, make] of [
    [name, next],
    ['/api/health', HEALTH],
  ] as const) {
    const connections = PacedConnections.to(base);
    await pacedRun(base, make, { rate, duration: 1, connections });
    console.log(`--- paced ${label} at ${Math.round(rate)}/s: start`);
    const sampler = process.env.PROBE_STALLS
      ? await stallSampler({ connectionString: target.databaseUrl, ...target })
      : null;
    const runStart = sampler?.now() ?? 0;
    const clientBefore = process.cpuUsage();
    const pauses = await watchServerPauses(base);
    const wallStart = Date.now();
    const { latencies } = await pacedRun(base, make, { rate, duration, connections });
    const server = describePauses(await pauses.end());
    connections.destroy();
    const client = process.cpuUsage(clientBefore);
    const clientMs = (client.user + client.system) / 1000 / latencies.length;
    console.log(`--- paced ${label}: end`);
    const sorted = [...latencies].sort((a, b) => a.ms - b.ms);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];
    const worst = sorted.slice(Math.floor(sorted.length * 0.99));
    const when = worst
      .map((l) => l.dueMs / 1000)
      .sort((a, b) => a - b)
      .map((t) => t.toFixed(2))
      .join(' ');
    const late = Math.max(0, ...worst.map((l) => l.lateMs));
    const clock = (dueMs: number) => new Date(wallStart + dueMs).toISOString().slice(11, 23);
    const first = Math.min(...worst.map((l) => l.dueMs));
    const last = Math.max(...worst.map((l) => l.dueMs + l.ms));
    const during = (await sampler?.stop(runStart + first - 100, runStart + last + 25)) ?? '';
    const stalls = stallsIn(latencies, 50)
      .map((s) => `${clock(s.fromMs)} (${s.count} over 50 ms, up to ${s.maxMs.toFixed(0)} ms)`)
      .join(', ');
    lines.push(
      `  paced ${label} at ${Math.round(rate)}/s: p50 ${at(0.5)?.ms.toFixed(0)} ms, p99 ${at(0.99)?.ms.toFixed(0)} ms, max ${sorted.at(-1)?.ms.toFixed(0)} ms; slowest 1 % due at (s) ${when} (${clock(first)} to ${clock(last)} UTC); sent up to ${late.toFixed(0)} ms late; the sender's CPU ${clientMs.toFixed(3)} ms a request`,
      `  stalls: ${stalls || 'none'}; the server's ${server}`,
      ...(sampler
        ? [
            `  from 0.1 s before the first of them to the end of the last (+ ${(runStart / 1000).toFixed(2)} s on the sampler's clock):\n${during}`,
          ]
        : []),
    );
  }
  return lines.join('\n');
}

/** Runs of requests slower than `overMs`, grouped when due within 0.5 s of each other. */
function stallsIn(latencies: readonly PacedLatency[], overMs: number) {
  const slow = latencies.filter((l) => l.ms > overMs).sort((a, b) => a.dueMs - b.dueMs);
  const stalls: { fromMs: number; count: number; maxMs: number }[] = [];
  let lastDue = Number.NEGATIVE_INFINITY;
  for (const l of slow) {
    const current = stalls.at(-1);
    if (current && l.dueMs - lastDue <= 500) {
      current.count++;
      current.maxMs = Math.max(current.maxMs, l.ms);
    } else stalls.push({ fromMs: l.dueMs, count: 1, maxMs: l.ms });
    lastDue = l.dueMs;
  }
  return stalls;
}
