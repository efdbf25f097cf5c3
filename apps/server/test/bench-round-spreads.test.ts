import { describe, expect, it } from 'vitest';
import { comparisonRounds, medianSpreads } from '../bench/round-spreads.js';

// Decision 0146: how widely a run's paired rounds spread, read from its printed output.

const round = (read: string, n: number, here: number, a: number, busy: number, b: number) =>
  `  ${read}, round ${n}: here ${here}, twin A ${a}, busy day ${busy}, twin B ${b} ms a request`;

describe('the spread of paired rounds by comparison', () => {
  it('reads kept, the busy day and A/A from each round, and stops at the controls', () => {
    const log = [
      'Filling a busy day of counters…',
      round('search, visitor', 1, 1.0, 0.9, 1.25, 0.9),
      `${round('search, visitor', 2, 0.8, 0.7, 0.8, 0.9)} (the twins in each other's places)`,
      '  search, visitor [here]: PostgreSQL per request: backends 0.3 ms user',
      'Positive control: search, visitor with 0.1 ms added on twin B…',
      '  search, visitor, round 1: twin A 1.0, twin B 1.2 ms a request',
    ].join('\n');
    const reads = comparisonRounds(log);
    const read = reads.get('search, visitor');
    expect(read?.kept).toEqual([expect.closeTo(0.9, 9), expect.closeTo(1, 9)]);
    expect(read?.['busy day']).toEqual([0.8, 1]);
    expect(read?.['A/A']).toEqual([1, expect.closeTo(0.7 / 0.9, 9)]);
  });

  it('takes the median over the reads with six rounds or more', () => {
    const lines = [0.9, 1.0, 1.1, 0.95, 1.05, 1.0].map((a, i) =>
      round('steady', i + 1, 1, a, 1, a),
    );
    lines.push(round('short', 1, 1, 2, 1, 1));
    const spreads = medianSpreads(comparisonRounds(lines.join('\n')));
    // A/A is 100 % every round: no spread; "kept" is twin A's cost itself, 1.4826 × 5 points.
    expect(spreads['A/A']).toBe(0);
    expect(spreads.kept).toBeCloseTo(7.413, 3);
    expect(spreads['busy day']).toBe(0);
  });
});
