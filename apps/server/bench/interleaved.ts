import type { CpuSample } from './cpu.js';
import { type AA_GATE, KEPT_LINE, type PairedCost, tooNoisy } from './judging.js';
import { checkRead, type LikePair } from './lean-check.js';
import { type BenchRequest, measure, measureCost } from './load.js';
import { pairedOf, type Reference, type Run, type SideName, sidesOf } from './paired-references.js';
import {
  combineWindows,
  ROTATION,
  roundOrder,
  roundWindows,
  tradedIn,
  type Window,
} from './round-windows.js';
import { needsRounds } from './sequential.js';

export type { SideName };

// The one paired phase of a run above the twins' size (decision 0073). Each round of a read runs
// it on every side there is, one after the other, in an order that rotates round by round: the
// measured server with empty counters ("here"), twin A, the measured server on the busy day,
// twin B. "Kept" (here against the mean of both twins), the busy day (on it against here at its
// own moment) and A/A (twin B against twin A) are all drawn from the same rounds, seconds apart
// (decision 0127). The rounds go look by look (sequential.ts): every read to the first look,
// then each read still undecided through the later looks in one block of its own (decision
// 0128); a read stops once everything judged on it is decided, and a side once nothing still
// undecided draws on it (a busy day decided before "kept", decision 0140). After each read's first look the
// A/A reads so far are checked and a machine too noisy stops the run there. The two twins trade places every other full rotation (`trade`,
// decision 0121): "twin A" and "twin B" name places in the round, each taken by either twin's
// server alike, so a lean of one server is not A/A's. The measured server's two processes trade
// "here" and the busy day alike (`tradedSides`, decision 0136). Before a read's first rounds, the
// processes that must cost the same on it are set against each other and a dear one replaced
// by a fresh process (`leanCheck`, lean-check.ts, decision 0148).

/** One side of a pair: where to send the read, how to build it, whose CPU to read. */
export type Side = {
  base: string;
  next: () => BenchRequest;
  cpu: () => Promise<CpuSample>;
  /** Before a read's rounds: its per-day counters emptied (twin.ts, busy-day.ts). */
  reset?: () => Promise<void>;
  /** Before each of this side's runs (the busy day puts its tables in place). */
  before?: () => Promise<void>;
  /** After each of this side's runs, with its request count: a line for the log, if any. */
  after?: (requests: number) => Promise<string | undefined>;
  /**
   * The server process behind the side, when more than one takes its place (the measured
   * server's two, decision 0136): named in the log wherever it serves a place not its name.
   */
  server?: string;
  /** Stops the process behind the side and starts a fresh one in its place (lean-check.ts). */
  replace?: () => Promise<void>;
};

/** A figure drawn from the rounds: the measured side's cost against the reference's. */
export type Comparison = {
  label: string;
  measured: SideName;
  reference: Reference;
  /** Judged by the sequential rule: the read's rounds go on until it is decided. */
  judged: boolean;
};

// "Kept" against both twins, whose mean halves each one's lean and noise; the busy day against
// the empty day at its own moment, so the drift between runs seconds apart is not read as
// growth (decision 0127).
export const COMPARISONS: readonly Comparison[] = [
  { label: 'kept', measured: 'here', reference: { mean: ['twin A', 'twin B'] }, judged: true },
  { label: 'busy day', measured: 'busy day', reference: { around: 'here' }, judged: true },
  { label: 'A/A', measured: 'twin B', reference: 'twin A', judged: false },
];

export type ReadPlan = {
  name: string;
  sides: Partial<Record<SideName, Side>>;
  /**
   * With `trade`: who takes a place in a traded round, where that is not the twins' swap (the
   * measured server's second process on "here", its first on the busy day: decision 0136).
   */
  tradedSides?: Partial<Record<SideName, Side>>;
  /**
   * Sides on processes that must cost the same on this read (the measured database's two on an
   * empty day, the twins' two servers): checked before its first rounds (lean-check.ts).
   */
  likes?: readonly LikePair[];
};

export type ReadRounds = {
  name: string;
  /** Rounds taken, and each comparison's paired cost over them. */
  rounds: number;
  paired: Record<string, PairedCost>;
  /** With `trade`: for each round, whether the two traded sides were in each other's places. */
  traded?: boolean[];
};

export type PhaseResult = {
  reads: ReadRounds[];
  aborted?: string;
  /** With `leanCheck`: each fresh process that took a dear one's place, and why. */
  replaced?: string[];
};

export type PhaseOptions = {
  connections: number;
  warmup: number;
  /**
   * Seconds of each read on each side before the first round of any read (decision 0101): the
   * servers come to the phase cold, and the first read's first rounds were still getting
   * cheaper, one side faster than the other, after the block's own warm-up. 0 or unset: none.
   */
  warmPass?: number;
  /** Seconds each side runs in a round. */
  duration: number;
  /**
   * Each side's seconds in two halves, the round's order and then back again (roundWindows,
   * decision 0146); unset or false: one run each, in the round's order.
   */
  mirrored?: boolean;
  /**
   * Requests each side is sent, unmeasured, after its `before` and just before each of its
   * measured runs (decision 0139): the busy day's table swap makes every backend of the measured
   * database plan its counter statements again, which the twins never do. 0 or unset: none.
   */
  settle?: number;
  looks: readonly number[];
  comparisons?: readonly Comparison[];
  /** Stop when the A/A reads leave the gate after their first look (judging.ts, tooNoisy). */
  failFast?: boolean;
  /**
   * Two sides of one kind (the twins) that trade places every other full rotation (tradedIn,
   * decision 0121): a comparison naming one of them is then drawn from both servers alike.
   */
  trade?: readonly [SideName, SideName];
  gate?: typeof AA_GATE;
  /**
   * Each read's `likes` checked after its first block's warm-up in `rounds` there and back of
   * `seconds` a run, a dear process replaced by a fresh one (lean-check.ts, decision 0148).
   */
  leanCheck?: { rounds: number; seconds: number; replacements: number } | undefined;
  log?: (line: string) => void;
};

/** Rounds of every read, look by look, each read on every side it has (see the top). */
export async function interleavedPhase(
  plans: readonly ReadPlan[],
  options: PhaseOptions,
  run: { measure: typeof measure; measureCost: typeof measureCost } = { measure, measureCost },
): Promise<PhaseResult> {
  const comparisons = (options.comparisons ?? COMPARISONS).filter((c) =>
    plans.some(
      (plan) => plan.sides[c.measured] && sidesOf(c.reference).every((name) => plan.sides[name]),
    ),
  );
  const log = options.log ?? ((line: string) => console.log(line));
  const started = performance.now();
  let slot = 0;
  const state = plans.map((plan) => ({
    plan,
    order: ROTATION.filter((name) => plan.sides[name] !== undefined),
    runs: [] as Partial<Record<SideName, Run>>[],
    traded: [] as boolean[],
  }));
  const trade = options.trade;
  /** The side that takes place `name` in a round, traded or not. */
  const sideIn = (plan: ReadPlan, name: SideName, traded: boolean): Side => {
    const instead = traded ? plan.tradedSides?.[name] : undefined;
    if (instead) return instead;
    if (traded && trade && plan.sides[trade[0]] && plan.sides[trade[1]]) {
      if (name === trade[0]) return plan.sides[trade[1]] as Side;
      if (name === trade[1]) return plan.sides[trade[0]] as Side;
    }
    return plan.sides[name] as Side;
  };
  // Only the comparisons whose two sides the read has: a read without a busy-day side (decision
  // 0106) has no busy-day figure, not an empty one judged OVER.
  const has = (read: (typeof state)[number], c: Comparison) =>
    read.plan.sides[c.measured] !== undefined &&
    sidesOf(c.reference).every((name) => read.plan.sides[name] !== undefined);
  const resultOf = (read: (typeof state)[number]): ReadRounds => ({
    name: read.plan.name,
    rounds: read.runs.length,
    paired: Object.fromEntries(
      comparisons.filter((c) => has(read, c)).map((c) => [c.label, pairedOf(read.runs, c)]),
    ),
    ...(trade ? { traded: [...read.traded] } : {}),
  });
  const last = options.looks[options.looks.length - 1] ?? 0;
  /** Whether a judged comparison is still undecided on a read's rounds so far. */
  const undecided = (read: (typeof state)[number], c: Comparison) => {
    const ratios = pairedOf(read.runs, c).rounds.flatMap(({ cpuMs, referenceCpuMs }) =>
      cpuMs && referenceCpuMs ? [referenceCpuMs / cpuMs] : [],
    );
    return needsRounds(ratios, KEPT_LINE, options.looks);
  };
  const needsMore = (read: (typeof state)[number], look: number) => {
    if (read.runs.length >= look) return false;
    const judged = comparisons.filter((c) => c.judged && has(read, c));
    // Nothing judged (an A/A-only run): every look is taken, to the last.
    if (judged.length === 0) return read.runs.length < last;
    return judged.some((c) => undecided(read, c));
  };
  /**
   * The sides a read's next round runs on: those some comparison still draws on, one not judged
   * (A/A) or one still undecided. A busy day decided before "kept" stops there (decision 0140);
   * its verdict stands on the rounds it was decided on.
   */
  const activeSides = (read: (typeof state)[number]) =>
    read.order.filter((name) =>
      comparisons.some(
        (c) =>
          has(read, c) &&
          (c.measured === name || sidesOf(c.reference).includes(name)) &&
          (!c.judged || undecided(read, c)),
      ),
    );

  /** A side's unmeasured run of a read: its `before`, then `seconds` of the read. */
  const warm = async (plan: ReadPlan, name: SideName, label: string, seconds: number) => {
    const side = plan.sides[name] as Side;
    await side.before?.();
    await run.measure(`${plan.name} [${name}, ${label}]`, side.base, side.next, {
      connections: options.connections,
      duration: seconds,
    });
  };
  const replaced: string[] = [];
  if (options.warmPass) {
    for (const { plan, order } of state) {
      for (const name of order) await warm(plan, name, 'warm pass', options.warmPass);
    }
  }
  /**
   * One block of a read's rounds: every side's counters emptied and warmed up (the read's last
   * run on any of them may be minutes old), then rounds look by look through `looks`, as long as
   * the read is undecided (decision 0128: the looks after the first in one block, not one each).
   */
  const runBlock = async (
    read: (typeof state)[number],
    looks: readonly number[],
    block: number,
  ) => {
    const { plan, order } = read;
    for (const name of order) await plan.sides[name]?.reset?.();
    for (const name of activeSides(read)) await warm(plan, name, 'warm-up', options.warmup);
    if (options.leanCheck && block === 0) {
      replaced.push(
        ...(await checkRead(plan, plans, run, {
          ...options.leanCheck,
          connections: options.connections,
          warmSeconds: options.warmPass || options.warmup,
          log,
        })),
      );
    }
    for (const look of looks) {
      if (!needsMore(read, look)) break;
      while (read.runs.length < look) {
        const round: Partial<Record<SideName, Run>> = {};
        const traded = trade !== undefined && tradedIn(read.runs.length, order.length);
        const mirrored = options.mirrored === true;
        const windows: Partial<Record<SideName, Window[]>> = {};
        let previous: SideName | undefined;
        for (const name of roundWindows(
          roundOrder(read.runs.length, activeSides(read)),
          mirrored,
        )) {
          const side = sideIn(plan, name, traded);
          const server =
            traded && trade?.includes(name) ? trade.find((t) => t !== name) : side.server;
          const serving = server && server !== name ? `, ${server}'s server` : '';
          // A side's second half right after its first (the middle of a mirrored round) has
          // nothing to settle from: no other side's run, no table swap in between.
          if (name !== previous) {
            await side.before?.();
            if (options.settle) {
              await run.measure(`${plan.name} [${name}${serving}, settle]`, side.base, side.next, {
                connections: options.connections,
                amount: options.settle,
              });
            }
          }
          previous = name;
          const measured = await run.measureCost(
            `${plan.name} [${name}${serving}]`,
            side.base,
            side.next,
            {
              connections: options.connections,
              duration: mirrored ? options.duration / 2 : options.duration,
            },
            side.cpu,
          );
          const note = await side.after?.(measured.measured.requests ?? 0);
          if (note) log(`    ${plan.name} [${name}]: ${note}`);
          const own = windows[name] ?? [];
          own.push({
            cpuMs: measured.cpuMs,
            pgCpuMs: measured.pgCpuMs,
            requests: measured.measured.requests ?? 0,
            errors: measured.measured.errors,
            slot: slot++,
          });
          windows[name] = own;
        }
        for (const [name, own] of Object.entries(windows) as [SideName, Window[]][]) {
          round[name] = { ...combineWindows(own), block };
        }
        read.runs.push(round);
        read.traded.push(traded);
        const figures = order
          .filter((name) => round[name] !== undefined)
          .map((name) => `${name} ${round[name]?.cpuMs?.toFixed(3) ?? '–'}`)
          .join(', ');
        const places = traded ? " (the twins in each other's places)" : '';
        log(`  ${plan.name}, round ${read.runs.length}: ${figures} ms a request${places}`);
      }
    }
  };
  const [firstLook, ...laterLooks] = options.looks;
  const outcome = () => ({
    reads: state.map(resultOf),
    ...(options.leanCheck ? { replaced } : {}),
  });
  if (firstLook === undefined) return outcome();
  // Every read to the first look, the A/A checked after each against the band for the reads
  // looked at so far (decision 0131).
  const withAa = state.filter((r) => r.plan.sides['twin A'] && r.plan.sides['twin B']).length;
  for (const read of state) {
    await runBlock(read, [firstLook], 0);
    if (!options.failFast) continue;
    const aa = state
      .filter((r) => r.runs.length > 0)
      .map(resultOf)
      .flatMap((r) => (r.paired['A/A'] ? [{ name: r.name, paired: r.paired['A/A'] }] : []));
    const noisy = tooNoisy(aa, options.looks, options.gate, withAa);
    if (noisy) return { ...outcome(), aborted: noisy };
  }
  // Then each read still undecided, its later looks in one block.
  for (const read of state) {
    const next = laterLooks[0];
    if (next !== undefined && needsMore(read, next)) await runBlock(read, laterLooks, 1);
  }
  const rounds = state.reduce((sum, read) => sum + read.runs.length, 0);
  const minutes = ((performance.now() - started) / 60_000).toFixed(1);
  log(`The paired phase: ${rounds} rounds of ${state.length} reads in ${minutes} min`);
  return outcome();
}
