import { describe, expect, it } from 'vitest';
import { aaRow, controlRow, isKept, keptRow, type PairedCost } from '../bench/budgets.js';

// Decision 0058: the controls in every run above 1 M. The positive control adds a fixed cost a
// request on one side and must be judged OVER; the A/A pair must keep every read within 95 to
// 105 % and print the spread. The bench itself is never part of `npm test`; its judging is.

/** Paired rounds where the measured side costs `base + injected` and the reference `base`. */
const rounds = (base: readonly number[], injected: number, errors = 0): PairedCost => ({
  rounds: base.map((ms) => ({ cpuMs: ms + injected, referenceCpuMs: ms })),
  errors,
  referenceErrors: 0,
});
const BASE = [0.8, 0.82, 0.79, 0.81, 0.8];

describe('the positive control', () => {
  it('fails a read at 10 % injected cost and passes it at 0', () => {
    const sides = { here: 'with', reference: 'without' };
    expect(keptRow('miss', rounds(BASE, 0), sides).ok).toBe(true);
    // 10 % of each round's cost on one side: kept is 1 / 1.1, 90.9 %, OVER.
    const tenPercent: PairedCost = {
      rounds: BASE.map((ms) => ({ cpuMs: ms * 1.1, referenceCpuMs: ms })),
      errors: 0,
      referenceErrors: 0,
    };
    expect(keptRow('miss', tenPercent, sides).ok).toBe(false);
    // A fixed 0.08 ms on a 0.8 ms read is 10 %: OVER; 0.07 ms is under 10 %: kept.
    expect(keptRow('miss', rounds([0.8, 0.8, 0.8], 0.08), sides).ok).toBe(false);
    expect(keptRow('miss', rounds([0.8, 0.8, 0.8], 0.07), sides).ok).toBe(true);
  });

  it('is met when the injected read is judged OVER, and not met when it is not', () => {
    expect(controlRow('search miss, visitor', 0.08, rounds([0.8, 0.8, 0.8], 0.08))).toMatchObject({
      ok: true,
    });
    expect(controlRow('search miss, visitor', 0.08, rounds([0.8, 0.8, 0.8], 0.08)).value).toMatch(
      /^OVER, caught: 91 %/,
    );
    expect(controlRow('search miss, visitor', 0, rounds(BASE, 0))).toMatchObject({ ok: false });
    // Nothing measured is not a catch.
    expect(controlRow('search miss, visitor', 0.08, undefined).ok).toBe(false);
  });

  it('judges "kept" as a cost grown by less than 10 %', () => {
    expect(isKept(1)).toBe(true);
    expect(isKept(0.91)).toBe(true);
    expect(isKept(1 / 1.1)).toBe(false);
    expect(isKept(0.9)).toBe(false);
  });
});

describe('the A/A row', () => {
  const read = (name: string, kept: number, errors = 0) => ({
    name,
    paired: {
      rounds: [0.8, 0.8, 0.8].map((ms) => ({ cpuMs: ms / kept, referenceCpuMs: ms })),
      errors,
      referenceErrors: 0,
    },
  });

  it("prints the spread of every read's kept and is met within 95 to 105 %", () => {
    const row = aaRow([read('a', 0.97), read('b', 1.04), read('c', 1.0)]);
    expect(row.ok).toBe(true);
    expect(row.value).toBe('spread 97 % to 104 % over 3 reads');
    expect(row.budget).toBe('every read within 95 % to 105 %');
  });

  it('fails when any read lies outside, and names it', () => {
    const low = aaRow([read('a', 0.94), read('b', 1.0)]);
    expect(low.ok).toBe(false);
    expect(low.value).toBe('spread 94 % to 100 % over 2 reads; outside: a 94 %');
    expect(aaRow([read('a', 1.0), read('b', 1.06)]).ok).toBe(false);
    expect(aaRow([read('a', 0.95), read('b', 1.05)]).ok).toBe(true);
    // Errors on either twin, or no read at all, fail it.
    expect(aaRow([read('a', 1.0, 3)]).ok).toBe(false);
    expect(aaRow([]).ok).toBe(false);
  });
});
