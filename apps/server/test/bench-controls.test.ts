import { describe, expect, it } from 'vitest';
import {
  AA_GATE,
  aaGateRow,
  KEPT_LINE,
  keptRow,
  type PairedCost,
  POSITIVE_CONTROL_SHARE,
  positiveControlRow,
  postgresControlRow,
  tooNoisy,
} from '../bench/judging.js';
import { verdictOf } from '../bench/report.js';

// Decisions 0073 and 0119: the controls every run above 1 M judges, on synthetic paired rounds.
// The positive control adds 20 % of a read's CPU on one side and must be caught, by at least the
// dose and at most 1.5 times it, on the rounds' own reference; with
// nothing added it must not be; the PostgreSQL-side control must be caught with PostgreSQL's
// part the dearer; the A/A gate is a band on the reads' median with a bound on the farthest,
// and stops a run as soon as the first look shows the machine too noisy.

/** Seeded normal figures (LCG and Box–Muller): the same rounds on every run. */
function noise(seed: number) {
  let state = seed >>> 0;
  const uniform = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return (state + 0.5) / 4294967296;
  };
  return () => Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
}

/**
 * 25 paired rounds of a read costing `ms` on both sides, each side's round moved by its own
 * noise of `spread` (a share), and `added` ms on the measured side.
 */
function pairedRounds(ms: number, added: number, seed: number, spread = 0.03): PairedCost {
  const next = noise(seed);
  return {
    rounds: Array.from({ length: 25 }, () => {
      const reference = ms * (1 + spread * next());
      const own = ms * (1 + spread * next());
      return {
        cpuMs: own + added,
        referenceCpuMs: reference,
        pgCpuMs: own * 0.4,
        referencePgCpuMs: reference * 0.4,
      };
    }),
    errors: 0,
    referenceErrors: 0,
  };
}

const control = { share: POSITIVE_CONTROL_SHARE, injectMs: 0.16 };

describe('the positive control of 20 %', () => {
  it('is caught, and its bounds reach the effect of the dose', () => {
    const row = positiveControlRow('search miss, visitor', control, pairedRounds(0.8, 0.16, 4));
    expect(row.ok).toBe(true);
    expect(row.value).toMatch(/^caught, 83 % to 77 % within its bounds: OVER after \d+ rounds/);
    expect(row.value).toMatch(/the server's part grew 1\.\d\d times the dose$/);
    expect(row.budget).toBe('OVER, and its bounds reaching the effect of the dose to 1.5 times it');
  });

  it('is caught with near certainty over many seeded runs', () => {
    let caught = 0;
    const trials = 1000;
    for (let seed = 1; seed <= trials; seed++) {
      if (positiveControlRow('r', control, pairedRounds(0.8, 0.16, seed)).ok) caught += 1;
    }
    expect(caught / trials).toBeGreaterThan(0.97);
  });

  it('is not caught with nothing added', () => {
    const row = positiveControlRow('search miss, visitor', control, pairedRounds(0.8, 0, 4));
    expect(row.ok).toBe(false);
    expect(row.value).toMatch(/^not caught/);
    let caught = 0;
    for (let seed = 1; seed <= 500; seed++) {
      if (positiveControlRow('r', control, pairedRounds(0.8, 0, seed)).ok) caught += 1;
    }
    expect(caught).toBe(0);
  });

  it('is met when the dose costs the server up to 1.5 times itself (decision 0119)', () => {
    // 0.2 ms of growth for 0.16 injected: 1.25 times, about the most the runs before 0119 showed.
    const row = positiveControlRow('r', control, pairedRounds(0.8, 0.2, 4));
    expect(row.ok).toBe(true);
    expect(row.value).toMatch(/grew 1\.\d\d times the dose$/);
  });

  it('is not met when caught by far more than was injected (its effect outside the bounds)', () => {
    for (const added of [0.4, 0.8]) {
      const row = positiveControlRow('r', control, pairedRounds(0.8, added, 4));
      expect(row.value).toMatch(/^caught, 83 % to 77 % outside its bounds/);
      expect(row.ok).toBe(false);
    }
    expect(positiveControlRow('r', control, undefined)).toMatchObject({ ok: false });
  });

  it("takes the effect the dose should have from its own rounds' reference", () => {
    // Sized from A/A rounds at 0.8 ms, the read costs 0.7 in the control's rounds: the dose is
    // 23 % of that, and a kept of 81 % is what it should show, not 83 %.
    const row = positiveControlRow('r', control, pairedRounds(0.7, 0.16, 4));
    expect(row.value).toMatch(/^caught, 81 % to 74 % within its bounds/);
    expect(row.ok).toBe(true);
  });
});

describe('the PostgreSQL-side control', () => {
  it("is met when the read is OVER with PostgreSQL's part the dearer", () => {
    const dearer = pairedRounds(0.8, 0, 9);
    // 0.2 ms more of PostgreSQL's time a request on the measured side.
    for (const round of dearer.rounds) {
      round.cpuMs = (round.cpuMs ?? 0) + 0.2;
      round.pgCpuMs = (round.pgCpuMs ?? 0) + 0.2;
    }
    const what = 'a counter row 0.2 ms dearer';
    expect(postgresControlRow('r', what, dearer)).toMatchObject({ ok: true });
    // The same growth put on the server's side is not what this control checks.
    const inServer = pairedRounds(0.8, 0.2, 9);
    for (const round of inServer.rounds) round.pgCpuMs = round.referencePgCpuMs;
    const row = postgresControlRow('r', what, inServer);
    expect(row.ok).toBe(false);
    expect(row.value).toContain("PostgreSQL's part not dearer");
    expect(postgresControlRow('r', what, pairedRounds(0.8, 0, 9)).ok).toBe(false);
  });
});

describe('a kept row', () => {
  it('is met only when the rule says met', () => {
    const sides = { here: 'here', reference: 'on the twin' };
    expect(keptRow('r', pairedRounds(0.8, 0, 2), sides).ok).toBe(true);
    expect(keptRow('r', pairedRounds(0.8, 0, 2), sides).value).toMatch(/^met after 8 rounds/);
    expect(keptRow('r', pairedRounds(0.8, 0.16, 2), sides).ok).toBe(false);
    const errors = { ...pairedRounds(0.8, 0, 2), errors: 12 };
    expect(keptRow('r', errors, sides)).toMatchObject({ ok: false });
    expect(keptRow('r', errors, sides).value).toContain('12 errors here');
    expect(keptRow('r', undefined, sides)).toMatchObject({ value: 'not measured', ok: false });
    expect(KEPT_LINE).toBeCloseTo(1 / 1.1);
  });

  it('says when the rule could not decide, which is not met and not OVER either', () => {
    const sides = { here: 'here', reference: 'on the twin' };
    // Grown 10 % with a wide spread: undecided at the last look.
    const undecided = keptRow('r', pairedRounds(0.8, 0.08, 1, 0.06), sides);
    expect(undecided).toMatchObject({ ok: false, undecided: true });
    expect(undecided.value).toMatch(/^inconclusive after 25 rounds/);
    expect(verdictOf(undecided)).toBe('inconclusive');
    const over = keptRow('r', pairedRounds(0.8, 0.16, 2), sides);
    expect(over).toMatchObject({ ok: false, undecided: false });
    expect(verdictOf(over)).toBe('OVER');
    expect(verdictOf(keptRow('r', pairedRounds(0.8, 0, 2), sides))).toBe('met');
  });
});

describe('the A/A gate', () => {
  /** An A/A read whose every round kept exactly `kept`. */
  const read = (name: string, kept: number, count = 8, errors = 0) => ({
    name,
    paired: {
      rounds: Array.from({ length: count }, () => ({ cpuMs: 0.8 / kept, referenceCpuMs: 0.8 })),
      errors,
      referenceErrors: 0,
    },
  });

  it('is a band on the median of the reads with a bound on the farthest', () => {
    const row = aaGateRow([read('a', 0.97), read('b', 1.04), read('c', 1.0)]);
    expect(row.ok).toBe(true);
    expect(row.value).toBe('median of 3 reads 100 %, farthest b 104 %');
    // Five A/A-only runs in rounds of 2 s set 2 % and 12 % (decisions 0124, 0126).
    expect(row.budget).toBe('median within 98 % to 102 %, every read within 88 % to 112 %');
    expect(AA_GATE.calibrated).toBe(true);
    // A gate whose runs are still owed says so.
    expect(aaGateRow([read('a', 1.0)], { ...AA_GATE, calibrated: false }).budget).toBe(
      'median within 98 % to 102 %, every read within 88 % to 112 % (provisional: to be calibrated from ≥ 5 A/A-only runs)',
    );
    // Every read leaning one way moves the median out of the band, though each is within 12 %.
    expect(aaGateRow([read('a', 0.97), read('b', 0.975), read('c', 0.965)]).ok).toBe(false);
    expect(aaGateRow([read('a', 0.98), read('b', 0.985), read('c', 0.975)]).ok).toBe(true);
    // One read far out fails it, whatever the median.
    const far = aaGateRow([read('a', 1.0), read('b', 1.0), read('c', 0.85)]);
    expect(far).toMatchObject({ ok: false, value: 'median of 3 reads 100 %, farthest c 85 %' });
    expect(aaGateRow([read('a', 1.0), read('b', 1.0), read('c', 0.89)]).ok).toBe(true);
    expect(aaGateRow([read('a', 1.0), read('b', 1.0), read('c', 0.87)]).ok).toBe(false);
    // A run stopped at the first look names the reads it never measured.
    expect(aaGateRow([read('a', 1.0), read('b', 1.0, 0)])).toMatchObject({
      ok: false,
      value: 'median of 1 of 2 reads (1 not measured) 100 %, farthest a 100 %',
    });
    // Errors, or no read at all, fail it.
    expect(aaGateRow([read('a', 1.0, 8, 3)]).ok).toBe(false);
    expect(aaGateRow([]).ok).toBe(false);
  });

  it('stops the run after the first look when the machine is too noisy', () => {
    // Before the first look nothing is decided.
    expect(tooNoisy([read('a', 0.8, 5)])).toBeUndefined();
    // One read past its first look and outside the bound on the farthest: stop at once.
    expect(tooNoisy([read('a', 0.85)])).toBe(
      'machine too noisy: A/A of a 85 % after 8 rounds, outside 88 % to 112 %',
    );
    // The band on the median waits for five reads past their first look; until every read is,
    // it is the early band of 5 % (decision 0131), then the calibrated 2 %.
    const leaning = ['a', 'b', 'c', 'd'].map((name) => read(name, 0.94));
    expect(tooNoisy(leaning, undefined, undefined, 15)).toBeUndefined();
    expect(tooNoisy([...leaning, read('e', 0.94)], undefined, undefined, 15)).toBe(
      "machine too noisy: the median of 5 reads' A/A 94 % after 8 rounds, outside 95 % to 105 %",
    );
    const slightly = ['a', 'b', 'c', 'd', 'e'].map((name) => read(name, 0.97));
    expect(tooNoisy(slightly, undefined, undefined, 15)).toBeUndefined();
    expect(tooNoisy(slightly, undefined, undefined, 5)).toBe(
      "machine too noisy: the median of 5 reads' A/A 97 % after 8 rounds, outside 98 % to 102 %",
    );
    // A quiet machine goes on.
    expect(tooNoisy(['a', 'b', 'c', 'd', 'e'].map((name) => read(name, 1.01)))).toBeUndefined();
  });
});
