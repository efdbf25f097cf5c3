import { medianOf } from './median.js';
import { type Judgement, judgeSequence, LOOKS } from './sequential.js';

// How the paired rounds are judged (decision 0073): every "kept" (the 10 M server against the
// 1 M twin, a busy day against an empty one), the A/A gate and the two controls, each by the
// sequential rule of sequential.ts. Pure functions of the rounds, tested on synthetic ones in
// test/bench-sequential.test.ts and test/bench-controls.test.ts.

/**
 * A read's CPU per request in paired rounds: on the measured side and on its reference, each
 * round's two runs seconds apart (interleaved.ts).
 */
export type PairedCost = {
  /** Each round's CPU per request on each side; undefined where a side answered nothing. */
  rounds: {
    cpuMs: number | undefined;
    referenceCpuMs: number | undefined;
    /** PostgreSQL's part of each, to tell the database's growth from the server's. */
    pgCpuMs?: number | undefined;
    referencePgCpuMs?: number | undefined;
  }[];
  /** Answers other than 2xx in the rounds, on each side: a 429 is cheaper than the read. */
  errors: number;
  referenceErrors: number;
};

/** A read's cost may grow by less than this factor against its reference (DESIGN.md §6). */
export const COST_GROWTH_LIMIT = 1.1;
/** The line "kept" is judged against: the reference's cost over this side's, 1 / 1.1 = 90.9 %. */
export const KEPT_LINE = 1 / COST_GROWTH_LIMIT;

/**
 * The A/A gate (decision 0073): the twin against a second twin copied from the same prepared
 * cluster. The median over the reads of each read's A/A median must lie within 1 ± band, and
 * every read's within 1 ± worst. Set by decision 0101's rule from five A/A-only runs
 * (BENCH_PROFILE=aa) in rounds of 2 s with the twins trading places (decision 0124): 2 % and
 * 12 %; a run in rounds of 4 s spread as much and kept within them (decision 0126).
 */
export type AaGate = {
  readonly band: number;
  readonly worst: number;
  /**
   * The fail-fast's band on the median of the first `readsForBand` reads at their first look,
   * until every read is past it (decision 0131): a median of five reads' eight rounds spreads
   * wider than the median of all of them that `band` was set from.
   */
  readonly earlyBand: number;
  /** Reads past their first look before the early band on their median is checked. */
  readonly readsForBand: number;
  /** False while its figures await the A/A-only runs that set them: the row says "provisional". */
  readonly calibrated: boolean;
};

export const AA_GATE: AaGate = {
  band: 0.02,
  worst: 0.12,
  earlyBand: 0.05,
  readsForBand: 5,
  calibrated: true,
};

/** The positive control's injected CPU, as a share of the control read's cost on its side. */
export const POSITIVE_CONTROL_SHARE = 0.2;

const percent = (ratio: number) => `${Math.round(ratio * 100)} %`;
const bound = (value: number) => (Number.isFinite(value) ? percent(value) : value > 0 ? '∞' : '−∞');

/** Each round's kept (the reference's CPU per request over this side's) and their median. */
export function keptOf(paired: PairedCost): { kept: number | undefined; rounds: number[] } {
  const rounds = paired.rounds.flatMap(({ cpuMs, referenceCpuMs }) =>
    cpuMs !== undefined && cpuMs > 0 && referenceCpuMs !== undefined && referenceCpuMs > 0
      ? [referenceCpuMs / cpuMs]
      : [],
  );
  return { kept: medianOf(rounds), rounds };
}

/** The rule's verdict on a read's rounds against KEPT_LINE (sequential.ts). */
export function judgeKept(
  paired: PairedCost,
  looks: readonly number[] = LOOKS,
): Judgement | undefined {
  return judgeSequence(keptOf(paired).rounds, KEPT_LINE, looks);
}

/** "met at look 12: 97 % (bounds 93 to 101 %)". */
export function describeJudgement(judged: Judgement): string {
  const verdict =
    judged.verdict === 'met'
      ? 'met'
      : judged.verdict === 'over'
        ? 'OVER'
        : judged.verdict === 'inconclusive'
          ? 'inconclusive'
          : 'undecided';
  return `${verdict} after ${judged.n} rounds: median ${percent(judged.median)} (bounds ${bound(judged.low)} to ${bound(judged.high)})`;
}

/** What the two sides of a pair are called in a row's figures. */
export type SideNames = { here: string; reference: string };

export type BudgetRow = {
  name: string;
  value: string;
  budget: string;
  ok: boolean;
  /** Not met because the rule could not decide by its last look: inconclusive, not OVER. */
  undecided?: boolean;
};

const ms = (value: number | undefined) => (value ?? 0).toFixed(3);

/** Both sides' median CPU per request, and PostgreSQL's part of each. */
function describeSides(paired: PairedCost, sides: SideNames): string {
  const median = (pick: (round: PairedCost['rounds'][number]) => number | undefined) =>
    medianOf(paired.rounds.map(pick));
  const pg = [median((r) => r.pgCpuMs), median((r) => r.referencePgCpuMs)];
  const pgPart =
    pg[0] !== undefined && pg[1] !== undefined
      ? `, PostgreSQL's part ${ms(pg[0])} and ${ms(pg[1])} ms`
      : '';
  return `medians ${ms(median((r) => r.cpuMs))} ms ${sides.here}, ${ms(median((r) => r.referenceCpuMs))} ms ${sides.reference}${pgPart}`;
}

/**
 * A read's "kept" row: met only when the rule says met; OVER and inconclusive are not met.
 * Errors on either side fail it (a 429 is cheaper than the read).
 */
export function keptRow(
  name: string,
  paired: PairedCost | undefined,
  sides: SideNames,
  looks: readonly number[] = LOOKS,
): BudgetRow {
  const row = {
    name,
    budget: `cost grown < ${percent(COST_GROWTH_LIMIT - 1)}: the median's lower bound above ${(KEPT_LINE * 100).toFixed(1)} % at a look (${looks.join(', ')} rounds)`,
  };
  if (!paired) return { ...row, value: 'not measured', ok: false };
  const judged = judgeKept(paired, looks);
  if (!judged) return { ...row, value: 'no CPU measured', ok: false };
  const errors = [
    ...(paired.errors > 0 ? [`${paired.errors} errors ${sides.here}`] : []),
    ...(paired.referenceErrors > 0 ? [`${paired.referenceErrors} errors ${sides.reference}`] : []),
  ];
  const value = `${describeJudgement(judged)}; ${describeSides(paired, sides)}`;
  return {
    ...row,
    value: errors.length > 0 ? `${value}, ${errors.join(', ')}` : value,
    ok: judged.verdict === 'met' && errors.length === 0,
    undecided: judged.verdict === 'inconclusive' && errors.length === 0,
  };
}

/** One read's A/A rounds: twin A's cost over twin B's, round by round. */
export type AaRead = { name: string; paired: PairedCost };

type AaFigures = {
  medians: { name: string; kept: number | undefined; errors: number }[];
  /** The median over the reads of each read's median. */
  middle: number | undefined;
  worst: { name: string; kept: number } | undefined;
};

/** The gate's two figures over `reads`, from their first `rounds` rounds (all without it). */
export function aaFigures(reads: readonly AaRead[], rounds?: number): AaFigures {
  const medians = reads.map(({ name, paired }) => {
    const all = keptOf(paired).rounds;
    return {
      name,
      kept: medianOf(rounds === undefined ? all : all.slice(0, rounds)),
      errors: paired.errors + paired.referenceErrors,
    };
  });
  const figures = medians.flatMap((m) => (m.kept === undefined ? [] : [m.kept]));
  let worst: AaFigures['worst'];
  for (const m of medians) {
    if (m.kept === undefined) continue;
    if (!worst || Math.abs(m.kept - 1) > Math.abs(worst.kept - 1))
      worst = { name: m.name, kept: m.kept };
  }
  return { medians, middle: medianOf(figures), worst };
}

/** "5 reads", or "5 of 15 reads (10 not measured)" when a stopped run left some without rounds. */
function measuredReads(medians: AaFigures['medians']): string {
  const measured = medians.filter((m) => m.kept !== undefined).length;
  return measured === medians.length
    ? `${measured} reads`
    : `${measured} of ${medians.length} reads (${medians.length - measured} not measured)`;
}

const within = (value: number, limit: number) => Math.abs(value - 1) <= limit + 1e-9;

/**
 * The A/A gate's row: the median of the reads' A/A medians within 1 ± AA_GATE.band and the
 * farthest read within 1 ± AA_GATE.worst; errors on either twin, or no read, fail it.
 */
export function aaGateRow(reads: readonly AaRead[], gate = AA_GATE): BudgetRow {
  const { medians, middle, worst } = aaFigures(reads);
  const errors = medians.filter((m) => m.errors > 0);
  const ok =
    middle !== undefined &&
    worst !== undefined &&
    within(middle, gate.band) &&
    within(worst.kept, gate.worst) &&
    errors.length === 0 &&
    medians.every((m) => m.kept !== undefined);
  const value =
    middle === undefined || worst === undefined
      ? 'no read measured'
      : `median of ${measuredReads(medians)} ${percent(middle)}, farthest ${worst.name} ${percent(worst.kept)}${errors.length > 0 ? `; errors on ${errors.map((e) => `${e.name} (${e.errors})`).join(', ')}` : ''}`;
  return {
    name: 'A/A: twin A against twin B, copied from one prepared cluster, trading places (every read, the same rounds)',
    value,
    budget: `median within ${percent(1 - gate.band)} to ${percent(1 + gate.band)}, every read within ${percent(1 - gate.worst)} to ${percent(1 + gate.worst)}${gate.calibrated ? '' : ' (provisional: to be calibrated from ≥ 5 A/A-only runs)'}`,
    ok,
  };
}

/**
 * Fail fast (decisions 0073, 0131): after their first look, the A/A reads so far. Any read's
 * median of its first-look rounds outside 1 ± worst; once AA_GATE.readsForBand reads are past
 * their first look, the median of those medians outside 1 ± earlyBand; once all `total` reads
 * are, outside 1 ± band (the figure 0101 calibrated): the machine is too noisy for the rounds to
 * say anything, and the run stops. Answers the reason, or undefined to go on.
 */
export function tooNoisy(
  reads: readonly AaRead[],
  looks: readonly number[] = LOOKS,
  gate = AA_GATE,
  total = reads.length,
): string | undefined {
  const first = looks[0] ?? 1;
  const looked = reads.filter((read) => keptOf(read.paired).rounds.length >= first);
  if (looked.length === 0) return undefined;
  const { middle, worst } = aaFigures(looked, first);
  if (worst && !within(worst.kept, gate.worst)) {
    return `machine too noisy: A/A of ${worst.name} ${percent(worst.kept)} after ${first} rounds, outside ${percent(1 - gate.worst)} to ${percent(1 + gate.worst)}`;
  }
  const band = looked.length >= total ? gate.band : gate.earlyBand;
  if (looked.length >= gate.readsForBand && middle !== undefined && !within(middle, band)) {
    return `machine too noisy: the median of ${looked.length} reads' A/A ${percent(middle)} after ${first} rounds, outside ${percent(1 - band)} to ${percent(1 + band)}`;
  }
  return undefined;
}

/**
 * How much more than its own CPU the positive control's spin may cost the server it runs in:
 * more than 1 in every measured run, for a reason not found (decision 0119).
 */
export const POSITIVE_CONTROL_EXCESS = 1.5;

/**
 * The positive control (decisions 0073, 0119): `injectMs` of CPU per request added on one side
 * (inject-cost.mjs), sized from the A/A rounds. Met when the rule calls the read OVER and its
 * bounds reach the band of effects the dose can have on the rounds' own reference: from the dose
 * itself (a kept of ref / (ref + dose)) to POSITIVE_CONTROL_EXCESS times it. Caught, by at least
 * about what was injected and not by far more.
 */
export function positiveControlRow(
  read: string,
  control: { share: number; injectMs: number },
  paired: PairedCost | undefined,
  looks: readonly number[] = LOOKS,
): BudgetRow {
  const name = `positive control: ${read} with ${control.injectMs.toFixed(3)} ms of CPU added a request on twin B (${percent(control.share)} of its cost)`;
  const budget = `OVER, and its bounds reaching the effect of the dose to ${POSITIVE_CONTROL_EXCESS} times it`;
  const judged = paired ? judgeKept(paired, looks) : undefined;
  const reference = paired ? medianOf(paired.rounds.map((r) => r.referenceCpuMs)) : undefined;
  if (!paired || !judged || reference === undefined || reference <= 0) {
    return { name, value: 'not measured', budget, ok: false };
  }
  const dose = control.injectMs / reference;
  const band = { high: 1 / (1 + dose), low: 1 / (1 + POSITIVE_CONTROL_EXCESS * dose) };
  const caught = judged.verdict === 'over';
  const reaches = judged.low <= band.high + 1e-9 && band.low <= judged.high + 1e-9;
  const times = serverGrowth(paired) / control.injectMs;
  const effect = Number.isFinite(times)
    ? `; the server's part grew ${times.toFixed(2)} times the dose`
    : '';
  return {
    name,
    value: `${caught ? 'caught' : 'not caught'}, ${percent(band.high)} to ${percent(band.low)} ${reaches ? 'within' : 'outside'} its bounds: ${describeJudgement(judged)}; ${describeSides(paired, { here: 'with the cost', reference: 'without' })}${effect}`,
    budget,
    ok: caught && reaches,
  };
}

/** The median growth of the server's own part (a side's CPU less PostgreSQL's), in ms. */
function serverGrowth(paired: PairedCost): number {
  const own = (all: number | undefined, pg: number | undefined) =>
    all !== undefined && pg !== undefined ? all - pg : undefined;
  const here = medianOf(paired.rounds.map((r) => own(r.cpuMs, r.pgCpuMs)));
  const there = medianOf(paired.rounds.map((r) => own(r.referenceCpuMs, r.referencePgCpuMs)));
  return here !== undefined && there !== undefined ? here - there : Number.NaN;
}

/**
 * The PostgreSQL-side control (decision 0073): one statement of the read made dearer in
 * PostgreSQL on one side (a trigger that spends CPU on each counter row it writes). Met when the
 * rule calls the read OVER and PostgreSQL's part is the dearer one: the accounting of
 * PostgreSQL's backends sees what grew there.
 */
export function postgresControlRow(
  read: string,
  what: string,
  paired: PairedCost | undefined,
  looks: readonly number[] = LOOKS,
): BudgetRow {
  const name = `PostgreSQL-side control: ${read} with ${what} on twin B`;
  const budget = "OVER, with PostgreSQL's part the dearer";
  const judged = paired ? judgeKept(paired, looks) : undefined;
  if (!paired || !judged) return { name, value: 'not measured', budget, ok: false };
  const pgWith = medianOf(paired.rounds.map((r) => r.pgCpuMs));
  const pgWithout = medianOf(paired.rounds.map((r) => r.referencePgCpuMs));
  const caught = judged.verdict === 'over';
  const inPostgres = pgWith !== undefined && pgWithout !== undefined && pgWith > pgWithout;
  return {
    name,
    value: `${caught ? 'caught' : 'not caught'}${inPostgres ? '' : ", PostgreSQL's part not dearer"}: ${describeJudgement(judged)}; ${describeSides(paired, { here: 'with the statement dearer', reference: 'without' })}`,
    budget,
    ok: caught && inPostgres,
  };
}
