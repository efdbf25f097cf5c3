import type { CpuSample } from './cpu.js';
import { type Measured, warmAndMeasure } from './load.js';
import type { Load } from './phase-load.js';
import type { ReadScenario } from './scenarios/reads.js';
import { SETTINGS } from './settings.js';

/**
 * Each read as the bench measures it (warm-up, health, the run at 50 connections with its CPU
 * per request, three paced runs for its p99): the judged read phase.
 */
export async function readPhase(
  reads: readonly ReadScenario[],
  base: string,
  cpu: () => Promise<CpuSample>,
  load: Load,
): Promise<{ scenario: ReadScenario; measured: Measured }[]> {
  const measuredReads = [];
  for (const scenario of reads) {
    const measured = await warmAndMeasure(scenario.name, base, scenario.next, load, {
      cpu,
      halfRate: { seconds: SETTINGS.pacedSeconds },
    });
    measuredReads.push({ scenario, measured });
  }
  return measuredReads;
}
