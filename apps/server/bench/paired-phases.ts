import {
  aaRow,
  type BudgetRow,
  controlRow,
  keptRow,
  type PairedCost,
  samePagesRow,
} from './budgets.js';
import { type BusyDay, busyDayRows, describeBusyDay, prepareBusyDay } from './busy-day.js';
import type { CpuSample } from './cpu.js';
import type { HugePagesOfRun } from './huge-pages.js';
import { type Measured, warmAndMeasure } from './load.js';
import type { ReadScenario } from './scenarios/reads.js';
import { SETTINGS } from './settings.js';
import { pairEach, sideOn, startTwin, type Twin, withScanMeters } from './twin.js';

// The phases of a run above the twins' size (decision 0058), after the read phase on the
// measured server: the busy day on that server, the 1 M twin aged through the same read phase
// and paired with that server, then the A/A pair (the twin against a second twin, aged alike)
// and the positive control on it. Every pair runs on the servers that served the run.

export type Load = { connections: number; warmup: number; duration: number };
type Where = { base: string; cpu: () => Promise<CpuSample>; databaseUrl: string };

const pairOptions = (load: Load) => ({
  ...load,
  duration: SETTINGS.pairedSeconds,
  rounds: SETTINGS.pairedRounds,
});

/**
 * Each read as the bench measures it (warm-up, health, the run at 50 connections with its CPU
 * per request, three paced runs for its p99): the judged read phase, and the twins' aging.
 */
export async function readPhase(
  reads: readonly ReadScenario[],
  base: string,
  cpu: () => Promise<CpuSample>,
  load: Load,
  label = '',
): Promise<{ scenario: ReadScenario; measured: Measured }[]> {
  const measuredReads = [];
  for (const scenario of reads) {
    const measured = await warmAndMeasure(`${scenario.name}${label}`, base, scenario.next, load, {
      cpu,
      halfRate: { seconds: SETTINGS.pacedSeconds },
    });
    measuredReads.push({ scenario, measured });
  }
  return measuredReads;
}

/**
 * The busy day on the measured server: its counter tables filled to a day's worth beside an
 * empty set, and every read's paired rounds on the busy set against the empty one (the empty
 * set emptied before each read's rounds, as a UTC day starts). One row a read.
 */
export async function busyDayPhase(
  here: Where,
  reads: readonly ReadScenario[],
  load: Load,
): Promise<BudgetRow[]> {
  console.log('Filling a busy day of counters…');
  const day: BusyDay = await prepareBusyDay(here.databaseUrl, busyDayRows(SETTINGS.cases));
  const filled = describeBusyDay(day);
  console.log(`  ${filled}`);
  try {
    const paired = await withScanMeters([here.databaseUrl], ([scans]) => {
      if (!scans) throw new Error('no scan meter');
      return pairEach(
        'busy day',
        reads,
        (scenario) => ({
          measured: {
            ...sideOn(here, scenario.next, scans, 'as they are'),
            before: () => day.use('busy'),
          },
          reference: {
            ...sideOn(here, scenario.next, scans, 'as they are'),
            reset: () => day.resetEmpty(),
            before: () => day.use('empty'),
          },
        }),
        pairOptions(load),
      );
    });
    return [
      {
        name: 'a busy day of counters (kept beside an empty day)',
        value: filled,
        budget: 'reported',
        ok: true,
      },
      ...paired.map(({ scenario, paired: cost }) =>
        keptRow(
          `${scenario.name}: on a busy day, kept from an empty day (CPU per request, paired rounds)`,
          cost,
          {
            here: 'on the busy day',
            reference: 'on an empty day',
          },
        ),
      ),
    ];
  } finally {
    await day.remove();
  }
}

/** Starts a twin of SETTINGS.twinCases and ages its server through the run's read phase. */
export async function agedTwin(
  name: 'bench-twin' | 'bench-twin-b',
  reads: readonly ReadScenario[],
  load: Load,
  options: {
    cwd: string;
    beforeMeasuring?: Parameters<typeof startTwin>[0]['beforeMeasuring'];
    grow?: { share: number };
  },
): Promise<{ twin: Twin; aged: { scenario: ReadScenario; measured: Measured }[] }> {
  const twin = await startTwin({
    ...(options.grow ? { grow: options.grow } : {}),
    name,
    cases: SETTINGS.twinCases,
    lodgements: SETTINGS.lodgements,
    nodeArgs: SETTINGS.nodeArgs,
    cwd: options.cwd,
    beforeMeasuring: options.beforeMeasuring,
    keepLogAt: SETTINGS.pgLog && `${SETTINGS.pgLog}.${name}`,
  });
  try {
    const names = new Set(reads.map((scenario) => scenario.name));
    console.log(`Aging ${name}'s server through the read phase…`);
    const aged = await readPhase(
      twin.reads.filter((scenario) => names.has(scenario.name)),
      twin.base,
      twin.cpu,
      load,
      ` [${name}, aging]`,
    );
    return { twin, aged };
  } catch (error) {
    await twin.stop();
    throw error;
  }
}

/** Every read's paired rounds on the measured server against the (aged) twin. */
export function pairWithTwin(
  here: Where,
  reads: readonly ReadScenario[],
  twin: Twin,
  load: Load,
): Promise<{ scenario: ReadScenario; paired: PairedCost }[]> {
  return withScanMeters([here.databaseUrl, twin.databaseUrl], ([scansHere, scansTwin]) => {
    if (!scansHere || !scansTwin) throw new Error('no scan meter');
    return pairEach(
      `${SETTINGS.twinCases.toLocaleString('en')} twin`,
      reads,
      (scenario) => {
        const twinNext = twin.scenarios.get(scenario.name);
        return twinNext
          ? {
              measured: sideOn(here, scenario.next, scansHere),
              reference: sideOn(twin, twinNext, scansTwin),
            }
          : undefined;
      },
      pairOptions(load),
    );
  });
}

/**
 * The A/A pair and the positive control (decision 0058): twin B, prepared and aged as the twin,
 * paired with it on every read; then, on the control read, twin B's server adds a fixed CPU
 * cost to every request and the read's rounds are taken again, which must come out OVER.
 */
export async function aaAndControl(
  twin: Twin,
  reads: readonly ReadScenario[],
  load: Load,
  options: {
    cwd: string;
    hugePages: HugePagesOfRun;
    beforeMeasuring?: Parameters<typeof startTwin>[0]['beforeMeasuring'];
    grow?: { share: number };
  },
): Promise<BudgetRow[]> {
  console.log(await options.hugePages.forServer('twin B'));
  const { twin: twinB, aged } = await agedTwin('bench-twin-b', reads, load, options);
  try {
    const twinReads = twin.reads.filter((scenario) =>
      reads.some((read) => read.name === scenario.name),
    );
    return await withScanMeters([twin.databaseUrl, twinB.databaseUrl], async ([scansA, scansB]) => {
      if (!scansA || !scansB) throw new Error('no scan meter');
      const sidesOf = (scenario: ReadScenario) => {
        const nextB = twinB.scenarios.get(scenario.name);
        return nextB
          ? {
              measured: sideOn(twinB, nextB, scansB),
              reference: sideOn(twin, scenario.next, scansA),
            }
          : undefined;
      };
      const aa = await pairEach('A/A', twinReads, sidesOf, pairOptions(load));
      const rows = [
        // Three servers' buffers set aside at once: if the kernel could not find twin B's huge
        // pages, the A/A pair would compare page sizes (decision 0056).
        {
          ...samePagesRow(twin.hugePages, twinB.hugePages),
          name: "PostgreSQL's huge pages, on the twin and on twin B",
        },
        aaRow(aa.map(({ scenario, paired }) => ({ name: scenario.name, paired }))),
      ];

      const control =
        twinReads.find((scenario) => scenario.name === SETTINGS.controlRead) ?? twinReads[0];
      if (!control) return rows;
      const costOnB = aged.find(({ scenario }) => scenario.name === control.name)?.measured.cpuMs;
      const injectMs =
        SETTINGS.injectMs ?? Math.ceil(((costOnB ?? 0) * 0.1 + Number.EPSILON) * 100) / 100;
      console.log(`Positive control: ${control.name} with ${injectMs} ms added on twin B…`);
      await twinB.server.injectCost(injectMs);
      try {
        const [caught] = await pairEach('positive control', [control], sidesOf, pairOptions(load));
        rows.push(controlRow(control.name, injectMs, caught?.paired));
      } finally {
        await twinB.server.injectCost(0);
      }
      return rows;
    });
  } finally {
    await twinB.stop();
    await options.hugePages.releaseLast();
  }
}
