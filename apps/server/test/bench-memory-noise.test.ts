import { describe, expect, it } from 'vitest';
import { spreadOf, timeWalks } from '../bench/memory-noise.js';

// Decision 0142: the machine's memory noise, reported in a run's header.
describe("the memory's noise", () => {
  it('reads the 90th percentile over the 10th, whatever the order', () => {
    const times = [12, 10, 11, 19, 10, 10, 10, 11, 10, 10, 20];
    expect(spreadOf(times)).toBeCloseTo(19 / 10, 9);
    expect(spreadOf([10, 10, 10])).toBe(1);
    expect(spreadOf([10])).toBeUndefined();
  });

  it('times each walk of a small table', () => {
    const times = timeWalks(3, 1024, 10_000);
    expect(times).toHaveLength(3);
    for (const ms of times) expect(ms).toBeGreaterThan(0);
  });
});
