import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import type { BenchRequest } from './load.js';
import { PacedConnections, type PacedLatency, pacedRun } from './paced-sender.js';
import { raiseSenderPriority } from './quiet-client.js';

// One paced run in a thread of its own (load.ts, pacedP99). The bench's main thread holds every
// run's results and autocannon's garbage; a major collection there held its event loop for 20
// to 50 ms, and every answer that arrived meanwhile was timed that much late (2026-11-26,
// docs/performance.md "fourth pass"). This thread's heap is the run's requests and nothing else.

export type PacedJob = {
  base: string;
  rate: number;
  duration: number;
  /** Sent at `rate` for a second first, on the same connections; not timed. */
  warmup: BenchRequest[];
  run: BenchRequest[];
};

export type PacedResult = {
  latencies: PacedLatency[];
  /** Wall-clock ms when the timed run started. */
  startedAt: number;
  /** This thread's longest event-loop delay, and its collections, during the timed run. */
  loopMaxMs: number;
  collections: number;
  majorCollections: number;
  longestCollectionMs: number;
  /** The sender thread's nice value (quiet-client.ts), and why it is not raised when not. */
  priority: { nice: number; note?: string };
};

const job = workerData as PacedJob;
const priority = raiseSenderPriority();
const connections = PacedConnections.to(job.base);
try {
  let w = 0;
  await pacedRun(job.base, () => job.warmup[w++ % job.warmup.length] as BenchRequest, {
    rate: job.rate,
    duration: 1,
    connections,
  });
  const loop = monitorEventLoopDelay({ resolution: 5 });
  const durations: { major: boolean; ms: number }[] = [];
  const gc = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = (entry as { detail?: { kind?: number } }).detail?.kind;
      durations.push({ major: kind === constants.NODE_PERFORMANCE_GC_MAJOR, ms: entry.duration });
    }
  });
  gc.observe({ entryTypes: ['gc'] });
  loop.enable();
  const startedAt = Date.now();
  let r = 0;
  const { latencies } = await pacedRun(
    job.base,
    () => job.run[r++ % job.run.length] as BenchRequest,
    {
      rate: job.rate,
      duration: job.duration,
      connections,
    },
  );
  loop.disable();
  gc.disconnect();
  const result: PacedResult = {
    latencies,
    startedAt,
    loopMaxMs: loop.max / 1e6,
    collections: durations.length,
    majorCollections: durations.filter((d) => d.major).length,
    longestCollectionMs: Math.max(0, ...durations.map((d) => d.ms)),
    priority,
  };
  parentPort?.postMessage(result);
} finally {
  connections.destroy();
}
