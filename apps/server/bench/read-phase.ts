import type { CpuSample } from './cpu.js';
import {
  describe,
  type Measured,
  PACED_RUNS,
  type PacedRun,
  pacedRun,
  settlePaced,
  warmAndMeasure,
} from './load.js';
import type { Load } from './phase-load.js';
import type { ReadScenario } from './scenarios/reads.js';
import { SETTINGS } from './settings.js';

/**
 * Each read as the bench measures it (warm-up, health, the run at 50 connections with its CPU
 * per request), then three paced runs of each for its p99, taken in turn: the first of every
 * read, then the second, then the third (decision 0097). The judged read phase.
 */
export async function readPhase(
  reads: readonly ReadScenario[],
  base: string,
  cpu: () => Promise<CpuSample>,
  load: Load,
): Promise<{ scenario: ReadScenario; measured: Measured }[]> {
  const measuredReads: { scenario: ReadScenario; measured: Measured; paced: PacedRun[] }[] = [];
  for (const scenario of reads) {
    const measured = await warmAndMeasure(scenario.name, base, scenario.next, load, { cpu });
    measuredReads.push({ scenario, measured, paced: [] });
  }
  for (let k = 0; k < PACED_RUNS; k++) {
    console.log(`Paced runs at half rate, ${k + 1} of ${PACED_RUNS}…`);
    for (const read of measuredReads) {
      if (read.measured.rps <= 1) continue;
      const run = await pacedRun(base, read.scenario.next, read.measured, SETTINGS.pacedSeconds);
      read.paced.push(run);
    }
  }
  for (const { measured, paced } of measuredReads) {
    settlePaced(measured, paced);
    console.log(describe(measured));
  }
  return measuredReads.map(({ scenario, measured }) => ({ scenario, measured }));
}
