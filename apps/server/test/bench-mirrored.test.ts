import { describe, expect, it } from 'vitest';
import { interleavedPhase, type ReadPlan, type Side } from '../bench/interleaved.js';
import type { RunLength } from '../bench/load.js';
import { combineWindows, roundWindows } from '../bench/round-windows.js';
import { stubMeasured } from '../bench/stub-run.js';

// Decision 0146: a mirrored round runs each side twice for half as long, there and back, so a
// drift of the machine through the round falls on every side alike.

const measured = stubMeasured;

const side = (name: string): Side => ({
  base: name,
  next: () => ({ path: '/' }),
  cpu: async () => ({ serverMs: 0, pgMs: 0 }),
});

const plan = (): ReadPlan => ({
  name: 'read',
  sides: Object.fromEntries(
    ['here', 'twin A', 'busy day', 'twin B'].map((name) => [name, side(name)]),
  ),
});

const options = { connections: 1, warmup: 1, duration: 2, looks: [8], log: () => {} };

/**
 * The machine gets dearer with every measured run, on every side alike, each side costing the
 * same: whatever a round reads apart from 100 % is drift taken for a difference.
 */
function drifting() {
  const calls: { name: string; duration?: number }[] = [];
  let run = 0;
  return {
    calls,
    run: {
      measure: async (name: string, _base: string, _next: unknown, o: RunLength) => {
        calls.push({ name: `${name}${'amount' in o ? ` ${o.amount}` : ''}` });
        return measured(name);
      },
      measureCost: async (name: string, _base: string, _next: unknown, o: { duration: number }) => {
        calls.push({ name, duration: o.duration });
        return { measured: measured(name), cpuMs: 0.8 * (1 + 0.02 * run++), pgCpuMs: 0.1 };
      },
    },
  };
}

const ratiosOf = (rounds: { cpuMs?: number; referenceCpuMs?: number }[] | undefined) =>
  (rounds ?? []).map((r) => (r.referenceCpuMs ?? 0) / (r.cpuMs ?? 1));

describe('a mirrored round (decision 0146)', () => {
  it('runs each side there and back', () => {
    expect(roundWindows(['a', 'b', 'c', 'd'], true)).toEqual([
      'a',
      'b',
      'c',
      'd',
      'd',
      'c',
      'b',
      'a',
    ]);
    expect(roundWindows(['a', 'b'], false)).toEqual(['a', 'b']);
  });

  it('adds a side’s halves up by their requests, and places it at their mean moment', () => {
    expect(
      combineWindows([
        { cpuMs: 1, pgCpuMs: 0.2, requests: 100, errors: 1, slot: 0 },
        { cpuMs: 2, pgCpuMs: 0.5, requests: 300, errors: 2, slot: 7 },
      ]),
    ).toEqual({ cpuMs: 1.75, pgCpuMs: 0.425, errors: 3, slot: 3.5 });
    // A half with no figure leaves the round's figure out rather than half of it.
    expect(
      combineWindows([
        { cpuMs: 1, requests: 100, errors: 0, slot: 0 },
        { requests: 0, errors: 0, slot: 1 },
      ]).cpuMs,
    ).toBeUndefined();
  });

  it('sends each half for half the seconds, and settles a side only after another side ran', async () => {
    const { calls, run } = drifting();
    await interleavedPhase([plan()], { ...options, settle: 5, mirrored: true }, run);
    const first = calls.filter((c) => !c.name.includes('warm-up')).slice(0, 15);
    expect(first.map((c) => c.name)).toEqual([
      'read [here, settle] 5',
      'read [here]',
      'read [twin A, settle] 5',
      'read [twin A]',
      'read [busy day, settle] 5',
      'read [busy day]',
      'read [twin B, settle] 5',
      'read [twin B]',
      // Twin B again at once: nothing ran in between, nothing to settle.
      'read [twin B]',
      'read [busy day, settle] 5',
      'read [busy day]',
      'read [twin A, settle] 5',
      'read [twin A]',
      'read [here, settle] 5',
      'read [here]',
    ]);
    expect(first.filter((c) => c.duration !== undefined).every((c) => c.duration === 1)).toBe(true);
  });

  it('reads a steady drift as no difference, where a rotated round reads it as one', async () => {
    const mirrored = await interleavedPhase(
      [plan()],
      { ...options, mirrored: true },
      drifting().run,
    );
    const rotated = await interleavedPhase([plan()], options, drifting().run);
    const [m] = mirrored.reads;
    const [r] = rotated.reads;
    for (const label of ['kept', 'busy day', 'A/A']) {
      const ratios = ratiosOf(m?.paired[label]?.rounds);
      expect(ratios, label).toHaveLength(8);
      for (const ratio of ratios) expect(ratio, label).toBeCloseTo(1, 9);
    }
    // Rotated, "kept" and A/A are points off in half their rounds or more: the drift between
    // their runs ("kept" is not where here runs between the twins).
    for (const label of ['kept', 'A/A']) {
      const off = ratiosOf(r?.paired[label]?.rounds).filter((ratio) => Math.abs(ratio - 1) > 0.01);
      expect(off.length, label).toBeGreaterThanOrEqual(4);
    }
  });
});
