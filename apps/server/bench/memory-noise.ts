import { medianOf } from './median.js';
import { SETTINGS } from './settings.js';

// How steady the machine's memory is: one fixed walk of dependent random reads over 256 MB,
// timed again and again. A virtual machine's neighbours share its caches and memory bus, which
// the host's steal does not show: on 2026-12-04 at 17:10 UTC such walks spread 15 to 19 % from
// their 10th to their 90th percentile while a walk in the CPU's registers spread 1 to 2 %, and
// two 10 M runs had just stopped at the A/A's first look (decision 0142). Taken at a run's start
// and end (not in a smoke run) and reported in its header, never judged: its figures are for
// calibrating a check.

const WORDS = 64 * 1024 * 1024;
const READS_PER_WALK = 2_500_000;
const WALKS = 20;

/** Each walk's milliseconds; `words` a power of two. */
export function timeWalks(walks = WALKS, words = WORDS, reads = READS_PER_WALK): number[] {
  const mask = words - 1;
  const table = new Int32Array(words);
  for (let i = 0; i < words; i++) table[i] = Math.imul(i, 0x9e3779b1) & mask;
  const times: number[] = [];
  let at = 0;
  for (let walk = 0; walk < walks; walk++) {
    const started = performance.now();
    for (let i = 0; i < reads; i++) at = (table[(at + i) & mask] ?? 0) & mask;
    times.push(performance.now() - started);
  }
  // The walk's end is used, so no compiler may drop the reads.
  if (at < 0) throw new Error('unreachable');
  return times;
}

/** The 90th percentile's walk over the 10th's: 1.00 is a machine whose memory never varies. */
export function spreadOf(times: readonly number[]): number | undefined {
  if (times.length < 2) return undefined;
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.round(q * (sorted.length - 1))] ?? 0;
  return at(0.1) > 0 ? at(0.9) / at(0.1) : undefined;
}

const readings: string[] = [];

/** Times the walks now and keeps the reading, labelled, for the header. */
export function takeMemoryNoise(label: string): void {
  // A smoke run measures nothing, and in CI it shares the machine with the browser suite.
  if (SETTINGS.profile === 'smoke') return;
  const times = timeWalks();
  const spread = spreadOf(times);
  const median = medianOf(times);
  if (spread === undefined || median === undefined) return;
  readings.push(`${label} ${spread.toFixed(2)} (median walk ${median.toFixed(0)} ms)`);
}

/** The header's part, once anything was taken. */
export function memoryNoiseNote(): string | undefined {
  return readings.length === 0
    ? undefined
    : `memory's noise, the 90th percentile's walk over the 10th's (random reads over 256 MB, ${WALKS} walks; decision 0142): ${readings.join(', ')}`;
}
