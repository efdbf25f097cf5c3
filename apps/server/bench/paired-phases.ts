import type { BudgetRow } from './budgets.js';
import { type BusyDay, busyDayRows, describeBusyDay, prepareBusyDay } from './busy-day.js';
import type { CpuSample } from './cpu.js';
import { interleavedPhase, type ReadPlan, type Side } from './interleaved.js';
import { aaGateRow, keptOf, keptRow } from './judging.js';
import { leanCheckRow } from './lean-check.js';
import { medianOf } from './median.js';
import { controls } from './paired-controls.js';
import { type Load, phaseOptions } from './phase-load.js';
import { describePrewarmed, emptyPageCache, prewarm } from './prewarm.js';
import type { ReadScenario } from './scenarios/reads.js';
import type { ServerSlot } from './server-slot.js';
import { SETTINGS } from './settings.js';
import { describeScans, type ScanMeter } from './table-scans.js';
import { resetDailyCounters, type Twin, withScanMeters } from './twin.js';
import { hereServersLeanRow, keptPartsRows, keptReadsOf, serversLeanRow } from './twins-lean.js';

// The phases of a run above the twins' size (decision 0073): one interleaved paired phase on the
// measured server and two 1 M twins copied from one prepared cluster, run before the judged read
// phase, so every server has served the same interleaved traffic when the floors and the p99
// are taken; then the two controls on the twins.

/** A server process, as a slot (server-slot.ts) or a twin: whatever process holds it now. */
type Where = { readonly base: string; cpu: () => Promise<CpuSample> };
/** The measured server and its second process on the same database (decision 0136). */
type Here = { databaseUrl: string; first: ServerSlot; second?: ServerSlot };

/**
 * A side on a server, with its whole-scan counters logged after each run; its address and CPU
 * those of whichever process holds the place when read (a fresh one after the lean check).
 */
function sideOf(
  where: Where,
  next: Side['next'],
  scans: ScanMeter,
  extra: Pick<Side, 'reset' | 'before' | 'server' | 'replace'> = {},
): Side {
  let before: Awaited<ReturnType<ScanMeter['sample']>> | undefined;
  return {
    get base() {
      return where.base;
    },
    next,
    cpu: () => where.cpu(),
    ...extra,
    before: async () => {
      await extra.before?.();
      before = await scans.sample();
    },
    after: async (requests) =>
      before ? describeScans(before, await scans.sample(), requests) : undefined,
  };
}

/**
 * Every server's buffers filled, one after the other, before any round (decision 0107); then the
 * page cache emptied and given the measured server's relations, heaps last (decision 0109).
 */
async function prewarmed(
  servers: readonly (readonly [string, string])[],
  pageCacheFor?: string,
): Promise<BudgetRow> {
  console.log("Filling the servers' buffers (pg_prewarm)…");
  const lines: string[] = [];
  for (const [name, url] of servers) {
    const line = `${name} ${describePrewarmed(await prewarm(url))}`;
    console.log(`  ${line}`);
    lines.push(line);
  }
  if (pageCacheFor) {
    const emptied = emptyPageCache();
    const read = describePrewarmed(await prewarm(pageCacheFor, 'read'));
    const line = `${emptied}, then here ${read} into it (indexes, then heaps)`;
    console.log(`  ${line}`);
    lines.push(line);
  }
  return {
    name: 'the buffers filled before the paired phase (pg_prewarm: heaps, then indexes), and the page cache settled',
    value: lines.join('; '),
    budget: 'reported',
    ok: true,
  };
}

export type PairedOutcome = {
  rows: BudgetRow[];
  /** The measured server's CPU per request by read (the median of its "here" rounds). */
  cpuMsHere: Map<string, number>;
  /** Set when the A/A gate stopped the run after the first look. */
  aborted?: string;
};

/**
 * The interleaved phase: the busy day filled on the measured server beside an empty set, every
 * read on here, twin A, the busy day and twin B, then the controls. `aaOnly`: twin A and twin B
 * only, every read to the last look (the A/A-only calibration, BENCH_PROFILE=aa).
 */
export async function pairedPhase(
  here: Here | undefined,
  chosen: readonly ReadScenario[],
  twins: { a: Twin; b: Twin },
  load: Load,
): Promise<PairedOutcome> {
  const rows: BudgetRow[] = [];
  // The country numbers' searches are judged by their floors and p99 alone (decision 0145).
  const reads = chosen.filter((read) => read.paired !== false);
  let day: BusyDay | undefined;
  if (here) {
    console.log('Filling a busy day of counters…');
    day = await prepareBusyDay(here.databaseUrl, busyDayRows(SETTINGS.cases));
    const filled = describeBusyDay(day);
    console.log(`  ${filled}`);
    rows.push({
      name: 'a busy day of counters (kept beside an empty day)',
      value: `${filled}; judged on the ${reads.length} reads of the paired phase (of ${chosen.length}: the country numbers' searches by their floors and p99 alone, decision 0145)`,
      budget: 'reported',
      ok: true,
    });
  }
  const urls = [twins.a.databaseUrl, twins.b.databaseUrl, ...(here ? [here.databaseUrl] : [])];
  try {
    rows.push(
      await prewarmed(
        [
          ...(here ? [['here', here.databaseUrl] as const] : []),
          ['twin A', twins.a.databaseUrl],
          ['twin B', twins.b.databaseUrl],
        ],
        here?.databaseUrl,
      ),
    );
    return await withScanMeters(urls, async ([scansA, scansB, scansHere]) => {
      if (!scansA || !scansB) throw new Error('no scan meter');
      const plans: ReadPlan[] = reads.flatMap((scenario) => {
        const nextA = twins.a.scenarios.get(scenario.name);
        const nextB = twins.b.scenarios.get(scenario.name);
        if (!nextA || !nextB) return [];
        const twinA = sideOf(twins.a, nextA, scansA, {
          reset: () => resetDailyCounters(twins.a.databaseUrl),
          server: 'twin A',
          replace: () => twins.a.replaceServer(),
        });
        const twinB = sideOf(twins.b, nextB, scansB, {
          reset: () => resetDailyCounters(twins.b.databaseUrl),
          server: 'twin B',
          replace: () => twins.b.replaceServer(),
        });
        const sides: ReadPlan['sides'] = { 'twin A': twinA, 'twin B': twinB };
        const tradedSides: ReadPlan['tradedSides'] = {};
        // The twins' two servers must cost the same on every read, and so must the 10 M
        // database's two processes on an empty day (the lean check, decision 0148).
        const likes: [Side, Side][] = [[twinA, twinB]];
        if (here && day && scansHere) {
          const busy = day;
          // Two processes on the 10 M database take "here" and the busy day in turn, as the
          // twins take their places, so one process's own lean is not "kept"'s (decision 0136).
          const on = (slot: ServerSlot, server: string) => ({
            empty: sideOf(slot, scenario.next, scansHere, {
              reset: () => busy.resetEmpty(),
              before: () => busy.use('empty'),
              server,
              replace: () => slot.replace(),
            }),
            busy: sideOf(slot, scenario.next, scansHere, {
              before: () => busy.use('busy'),
              server,
              replace: () => slot.replace(),
            }),
          });
          const first = on(here.first, 'here');
          const second = here.second ? on(here.second, 'here 2') : first;
          sides.here = first.empty;
          sides['busy day'] = second.busy;
          if (here.second) {
            tradedSides.here = second.empty;
            tradedSides['busy day'] = first.busy;
            likes.push([first.empty, second.empty]);
          }
        }
        return [{ name: scenario.name, sides, tradedSides, likes }];
      });
      const phase = await interleavedPhase(plans, {
        ...phaseOptions(load),
        warmPass: load.warmup,
        failFast: SETTINGS.profile === 'full',
        trade: ['twin A', 'twin B'],
        leanCheck: SETTINGS.leanCheck,
      });
      if (phase.replaced) rows.push(leanCheckRow(phase.replaced));
      const cpuMsHere = new Map<string, number>();
      for (const read of phase.reads) {
        const kept = read.paired.kept;
        const busy = read.paired['busy day'];
        if (kept) {
          const ms = medianOf(kept.rounds.map((r) => r.cpuMs));
          if (ms !== undefined) cpuMsHere.set(read.name, ms);
          rows.push(
            keptRow(
              `${read.name}: kept from ${twins.a.cases.toLocaleString('en')} cases (CPU per request, paired rounds)`,
              kept,
              { here: 'here', reference: 'on the twins' },
              SETTINGS.looks,
            ),
          );
        }
        if (busy) {
          rows.push(
            keptRow(
              `${read.name}: on a busy day, kept from an empty day (CPU per request, paired rounds)`,
              busy,
              { here: 'on the busy day', reference: 'on an empty day' },
              SETTINGS.looks,
            ),
          );
        }
        const aa = read.paired['A/A'];
        if (aa && !here) {
          const { kept: median, rounds } = keptOf(aa);
          rows.push({
            name: `${read.name}: A/A (the place twin A's CPU per request over twin B's, ${rounds.length} rounds)`,
            value: median === undefined ? 'not measured' : `${(median * 100).toFixed(1)} %`,
            budget: 'reported (calibration)',
            ok: true,
          });
        }
      }
      const aaReads = phase.reads.flatMap((r) =>
        r.paired['A/A'] ? [{ name: r.name, paired: r.paired['A/A'], traded: r.traded ?? [] }] : [],
      );
      rows.push(aaGateRow(aaReads), serversLeanRow(aaReads));
      if (here?.second) rows.push(hereServersLeanRow(keptReadsOf(phase.reads)));
      if (here) rows.push(...keptPartsRows(keptReadsOf(phase.reads)));
      if (phase.aborted) {
        rows.push({
          name: 'the A/A gate at the first look',
          value: phase.aborted,
          budget: 'within the gate',
          ok: false,
        });
        return { rows, cpuMsHere, aborted: phase.aborted };
      }
      if (here) rows.push(...(await controls(reads, twins, load, phase.reads)));
      return { rows, cpuMsHere };
    });
  } finally {
    await day?.remove();
  }
}
