// How widely a run's paired rounds spread, by comparison (decision 0146): read from the printed
// output of 10 M runs (or A/A-only runs), each read's "kept" (the mean of both twins over here),
// busy day (here over the busy day, the same round's) and A/A (twin A over twin B) per round, their
// medians and robust spreads, and the median spread over the reads. The controls' rounds, after
// the paired phase, are left out.
//
//   npx tsx bench/round-spreads.ts /tmp/bench-1.log /tmp/bench-2.log …

import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { medianOf, spreadPoints } from './median.js';

const ROUND = /^\s+(.+), round (\d+): (.+?) ms a request/;
const LABELS = ['kept', 'busy day', 'A/A'] as const;
type Label = (typeof LABELS)[number];

/** Each read's rounds, by comparison, as the reference's cost over the measured side's. */
export function comparisonRounds(log: string): Map<string, Record<Label, number[]>> {
  const reads = new Map<string, Record<Label, number[]>>();
  for (const line of log.split('\n')) {
    if (line.startsWith('Positive control:')) break;
    const match = ROUND.exec(line);
    if (!match) continue;
    const [, name = '', , sides = ''] = match;
    const cost = (side: string) => {
      const figure = new RegExp(`${side} ([\\d.]+)`).exec(sides)?.[1];
      return figure === undefined ? undefined : Number(figure);
    };
    const [here, a, busy, b] = ['here', 'twin A', 'busy day', 'twin B'].map(cost);
    const read = reads.get(name) ?? { kept: [], 'busy day': [], 'A/A': [] };
    if (here && a && b) read.kept.push((a + b) / 2 / here);
    if (here && busy) read['busy day'].push(here / busy);
    if (a && b) read['A/A'].push(a / b);
    reads.set(name, read);
  }
  return reads;
}

/** Per comparison, the median over the reads (with 6 rounds or more) of each read's spread. */
export function medianSpreads(
  reads: Map<string, Record<Label, number[]>>,
): Record<Label, number | undefined> {
  const of = (label: Label) =>
    medianOf(
      [...reads.values()].flatMap((r) => (r[label].length >= 6 ? [spreadPoints(r[label])] : [])),
    );
  return { kept: of('kept'), 'busy day': of('busy day'), 'A/A': of('A/A') };
}

const cell = (rounds: number[]) =>
  rounds.length === 0
    ? '–'
    : `${((medianOf(rounds) ?? 0) * 100).toFixed(1)} % ± ${spreadPoints(rounds).toFixed(1)} (${rounds.length})`;

function report(file: string) {
  const reads = comparisonRounds(readFileSync(file, 'utf8'));
  console.log(`\n### ${file}\n`);
  console.log('| read | kept | busy day | A/A |');
  console.log('|---|---|---|---|');
  for (const [name, r] of reads) {
    console.log(`| ${name} | ${LABELS.map((label) => cell(r[label])).join(' | ')} |`);
  }
  const spreads = medianSpreads(reads);
  console.log(
    `\nmedian spread over the reads (points): ${LABELS.map((label) => `${label} ${spreads[label]?.toFixed(1) ?? '–'}`).join(', ')}`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const file of process.argv.slice(2)) report(file);
}
