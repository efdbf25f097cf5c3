// The A/A gate's calibration (decision 0073): reads the printed output of BENCH_PROFILE=aa runs,
// or of full runs' paired phases (decision 0150), and says, per run, each read's A/A median and the spread of its rounds, the gate's two
// figures at the first look and at the last, and what the sequential rule would have called a
// read whose two sides are the same. The gate's band and bound (AA_GATE in judging.ts) are set
// from these figures, by hand, in a record that quotes them.
//
//   npx tsx bench/aa-calibration.ts /tmp/aa/run-1.log /tmp/aa/run-2.log …

import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { AA_GATE, type AaRead, aaFigures, KEPT_LINE } from './judging.js';
import { medianOf, spreadPoints } from './median.js';
import { judgeSequence, LOOKS } from './sequential.js';

/**
 * A round's line: "  search, visitor, round 2: twin A 1.075, twin B 1.357 ms a request", with
 * " (the twins in each other's places)" after it in a traded round (decision 0121): the figures
 * are the places', which is what the gate reads.
 */
const ROUND =
  /^\s+(.+), round (\d+): (.+?) ms a request(?: \(the twins in each other's places\))?$/;

/**
 * Where a full run's paired phase ends: the controls' rounds after it have the same lines, with a
 * dose on twin B, and are not A/A (decision 0150).
 */
const CONTROLS = /^(Positive control|PostgreSQL-side control): /;

/** Each read's rounds, as twin A's CPU per request over twin B's, in the order taken. */
export function roundsOf(log: string): Map<string, number[]> {
  const reads = new Map<string, number[]>();
  for (const line of log.split('\n')) {
    if (CONTROLS.test(line)) break;
    const match = ROUND.exec(line);
    if (!match) continue;
    const [, name, , sides] = match as unknown as [string, string, string, string];
    const a = /twin A ([\d.]+)/.exec(sides)?.[1];
    const b = /twin B ([\d.]+)/.exec(sides)?.[1];
    if (a === undefined || b === undefined || Number(b) <= 0) continue;
    const rounds = reads.get(name) ?? [];
    rounds.push(Number(a) / Number(b));
    reads.set(name, rounds);
  }
  return reads;
}

const pct = (ratio: number | undefined) =>
  ratio === undefined ? '–' : `${(ratio * 100).toFixed(1)} %`;

/** The reads as the gate sees them: each round twin A's cost as reference, twin B's as measured. */
function asAaReads(reads: Map<string, number[]>): AaRead[] {
  return [...reads].map(([name, ratios]) => ({
    name,
    paired: {
      rounds: ratios.map((ratio) => ({ cpuMs: 1, referenceCpuMs: ratio })),
      errors: 0,
      referenceErrors: 0,
    },
  }));
}

function report(file: string) {
  const reads = roundsOf(readFileSync(file, 'utf8'));
  const first = LOOKS[0] ?? 8;
  const last = LOOKS[LOOKS.length - 1] ?? 25;
  console.log(`\n### ${file}\n`);
  console.log('| read | rounds | A/A median | spread (points) | the rule, as if kept |');
  console.log('|---|---:|---:|---:|---|');
  for (const [name, rounds] of reads) {
    const judged = judgeSequence(rounds, KEPT_LINE);
    console.log(
      `| ${name} | ${rounds.length} | ${pct(medianOf(rounds))} | ${spreadPoints(rounds).toFixed(1)} | ${judged ? `${judged.verdict} at ${judged.look}` : '–'} |`,
    );
  }
  for (const [label, take] of [
    [`first look (${first})`, first],
    [`last look (${last})`, last],
  ] as const) {
    const { middle, worst } = aaFigures(asAaReads(reads), take);
    console.log(
      `\n${label}: median of ${reads.size} reads' medians ${pct(middle)}, farthest ${worst?.name ?? '–'} ${pct(worst?.kept)}`,
    );
  }
  // The fail-fast's early band reads the first five reads' median at their first look (0131).
  const early = asAaReads(reads).slice(0, AA_GATE.readsForBand);
  console.log(
    `the first ${early.length} reads at the first look (the early band's figure): median ${pct(aaFigures(early, first).middle)}`,
  );
  const spreads = [...reads.values()].map(spreadPoints);
  console.log(
    `spread of a round: median over reads ${medianOf(spreads)?.toFixed(1)} points, largest ${Math.max(...spreads).toFixed(1)}`,
  );
}

// Run as a command, not when a test imports roundsOf.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const file of process.argv.slice(2)) report(file);
}
