import { describe, expect, it } from 'vitest';
import type { CpuSample } from '../bench/cpu.js';
import { describeQuietWait, QUIET, untilQuiet } from '../bench/until-quiet.js';

// Lighthouse waits for the server and PostgreSQL to be quiet (decision 0117), on synthetic
// CPU counters: each window's use is the difference of two samples.

/** A meter whose successive samples have used `perWindow[i]` ms (server and PostgreSQL split). */
function meter(perWindow: number[]): () => Promise<CpuSample> {
  let total = 0;
  let i = 0;
  return async () => {
    const sample = { serverMs: total * 0.6, pgMs: total * 0.4 };
    total += perWindow[i] ?? 0;
    i += 1;
    return sample;
  };
}
const noWait = async () => undefined;

describe('waiting for a quiet server before Lighthouse', () => {
  it('returns at the first window under 50 ms of CPU', async () => {
    const wait = await untilQuiet(meter([400, 180, 30, 500]), QUIET, noWait);
    expect(wait).toEqual({ waitedMs: 3000, quiet: true, lastWindowMs: 30 });
    expect(describeQuietWait(wait)).toContain('quiet after 3 s (30 ms of CPU in the last second)');
  });

  it('counts a window of exactly the limit as quiet, and one just over as busy', async () => {
    expect((await untilQuiet(meter([50]), QUIET, noWait)).quiet).toBe(true);
    expect((await untilQuiet(meter([60, 10]), QUIET, noWait)).waitedMs).toBe(2000);
  });

  it('gives up after its timeout and says the machine never went quiet', async () => {
    const wait = await untilQuiet(meter(Array(100).fill(300)), QUIET, noWait);
    expect(wait).toEqual({ waitedMs: QUIET.timeoutMs, quiet: false, lastWindowMs: 300 });
    expect(describeQuietWait(wait)).toContain('NOT quiet after 60 s');
  });
});
