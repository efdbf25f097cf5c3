import type { BudgetRow } from './budgets.js';
import type { ReadPlan, Side } from './interleaved.js';
import type { measure } from './load.js';
import { medianOf } from './median.js';

// Before a read's rounds, the processes that must cost the same on it (the 10 M database's two on
// an empty day, the twins' two servers) are set against each other; one clearly dearer is
// replaced by a fresh process (decision 0148). A process can run 15 to 40 % dearer than its
// identical siblings, on some reads or all, from its first seconds to its last, whichever it is
// (decisions 0136, 0146; V8's background threads and the text's pages ruled out on 2026-12-05):
// in the rounds it wrongs "kept" or the busy day by half of that, and no number of rounds cures
// it. A fresh process in its place came back in line in every case looked at.

/** The rule, fixed before any run (decision 0148). */
export const LEAN_CHECK = {
  /** Rounds there and back (A, B, B, A and then B, A, A, B), of `seconds` each run. */
  rounds: 3,
  seconds: 1,
  /**
   * A process is dear when the median of its Node CPU a request over its sibling's passes 1.12:
   * without a lean two processes' medians stay within about 6 % (the lean probes of 2026-12-04
   * and 12-05), and a lean is 15 % and more.
   */
  line: 0.12,
  /** Fresh processes a pair may take on one read before its rounds go on regardless. */
  replacements: 2,
} as const;

export type LikePair = readonly [Side, Side];

/** The median over `rounds` of the first side's Node CPU a request over the second's. */
export async function likeRatio(
  read: string,
  pair: LikePair,
  run: { measure: typeof measure },
  options: { connections: number; rounds?: number; seconds?: number },
): Promise<number | undefined> {
  const rounds = options.rounds ?? LEAN_CHECK.rounds;
  const ratios: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? [0, 1, 1, 0] : [1, 0, 0, 1];
    const ms = [0, 0];
    const requests = [0, 0];
    for (const i of order) {
      const side = pair[i] as Side;
      await side.before?.();
      const before = await side.cpu();
      const measured = await run.measure(
        `${read} [${side.server ?? i}, lean check]`,
        side.base,
        side.next,
        { connections: options.connections, duration: options.seconds ?? LEAN_CHECK.seconds },
      );
      const after = await side.cpu();
      ms[i] = (ms[i] ?? 0) + after.serverMs - before.serverMs;
      requests[i] = (requests[i] ?? 0) + (measured.requests ?? 0);
    }
    const [a, b] = [(ms[0] ?? 0) / (requests[0] ?? 0), (ms[1] ?? 0) / (requests[1] ?? 0)];
    if (Number.isFinite(a) && Number.isFinite(b) && a > 0 && b > 0) ratios.push(a / b);
  }
  return medianOf(ratios);
}

/** Which of the pair is dear by `ratio` (the first's cost over the second's), if either. */
export function dearOf(
  ratio: number | undefined,
  line: number = LEAN_CHECK.line,
): 0 | 1 | undefined {
  if (ratio === undefined) return undefined;
  if (ratio > 1 + line) return 0;
  if (ratio < 1 / (1 + line)) return 1;
  return undefined;
}

/**
 * Checks `pair` on `read`, and while one of it is dear (and replacements are left) replaces it
 * (`side.replace`, then `warm`, the fresh process warmed on every read) and checks again.
 * Answers a line for the log and the run's report for each replacement made.
 */
export async function checkLikePair(
  read: string,
  pair: LikePair,
  run: { measure: typeof measure },
  options: {
    connections: number;
    warm: (side: Side) => Promise<void>;
    log: (line: string) => void;
    rounds?: number;
    seconds?: number;
    replacements?: number;
  },
): Promise<string[]> {
  const replaced: string[] = [];
  const replacements = options.replacements ?? LEAN_CHECK.replacements;
  const names = pair.map((side, i) => side.server ?? String(i));
  for (let attempt = 0; ; attempt++) {
    const ratio = await likeRatio(read, pair, run, options);
    const dear = dearOf(ratio);
    const figure = ratio === undefined ? 'not measured' : `${(ratio * 100).toFixed(1)} %`;
    if (dear === undefined || attempt >= replacements) {
      const verdict =
        dear === undefined
          ? 'alike'
          : `still apart after ${attempt} fresh process${attempt === 1 ? '' : 'es'}: rounds go on`;
      options.log(`  ${read}: lean check, ${names[0]} over ${names[1]} ${figure}: ${verdict}`);
      return replaced;
    }
    const side = pair[dear] as Side;
    if (!side.replace) {
      options.log(
        `  ${read}: lean check, ${names[0]} over ${names[1]} ${figure}: no fresh process to take its place`,
      );
      return replaced;
    }
    const note = `${names[dear]} on ${read} (${names[0]} over ${names[1]} ${figure})`;
    options.log(
      `  ${read}: lean check, ${names[0]} over ${names[1]} ${figure}: a fresh process for ${names[dear]}`,
    );
    await side.replace();
    await options.warm(side);
    replaced.push(note);
  }
}

/**
 * The lean check of one read before its first rounds: each of its `likes` checked in turn, a
 * fresh process warmed on every read of `plans` (through the first side of each that it serves)
 * before it is checked again. Answers the replacements made.
 */
export async function checkRead(
  plan: ReadPlan,
  plans: readonly ReadPlan[],
  run: { measure: typeof measure },
  options: {
    connections: number;
    warmSeconds: number;
    log: (line: string) => void;
    rounds?: number;
    seconds?: number;
    replacements?: number;
  },
): Promise<string[]> {
  const warm = async (fresh: Side) => {
    for (const each of plans) {
      const sides = [...Object.values(each.sides), ...Object.values(each.tradedSides ?? {})];
      const side = sides.find((s) => s === fresh || (fresh.server && s.server === fresh.server));
      if (!side) continue;
      await side.before?.();
      await run.measure(
        `${each.name} [${side.server ?? 'fresh'}, warm pass]`,
        side.base,
        side.next,
        {
          connections: options.connections,
          duration: options.warmSeconds,
        },
      );
    }
  };
  const replaced: string[] = [];
  for (const pair of plan.likes ?? []) {
    replaced.push(...(await checkLikePair(plan.name, pair, run, { ...options, warm })));
  }
  return replaced;
}

/** The report's row: how many fresh processes the lean check put in, and for what. */
export function leanCheckRow(replaced: readonly string[]): BudgetRow {
  return {
    name: `the lean check before each read's rounds: a fresh process for one ${Math.round(LEAN_CHECK.line * 100)} % or more dearer than its sibling (decision 0148)`,
    value:
      replaced.length === 0
        ? 'none replaced'
        : `${replaced.length} replaced: ${replaced.join('; ')}`,
    budget: 'reported',
    ok: true,
  };
}
