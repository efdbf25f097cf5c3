import { describe, expect, it } from 'vitest';
import { readBudgetRows } from '../bench/budgets.js';
import { PACED_RUNS, pacedP99Median } from '../bench/load.js';
import type { ReadScenario } from '../bench/scenarios/reads.js';

// Decision 0058: the p99 at half rate is always the median of three paced runs, whichever way
// each went; no run is void and none is retaken.

describe("the bench's p99 at half rate", () => {
  it('is the median of three paced runs', () => {
    expect(PACED_RUNS).toBe(3);
    expect(pacedP99Median([12, 80, 15])).toBe(15);
    // One slow run does not fail the read, two do; a fast one does not rescue two slow ones.
    expect(pacedP99Median([9, 200, 11])).toBe(11);
    expect(pacedP99Median([60, 9, 70])).toBe(60);
  });

  it('is judged by the median, with every run shown beside it', () => {
    const scenario: ReadScenario = {
      name: 'recent cases',
      budget: 'recent',
      next: () => ({ path: '/' }),
    };
    const health = { name: 'health', rps: 1000, p50: 1, p99: 2, errors: 0, statuses: {} };
    const measured = {
      ...health,
      name: 'recent cases',
      rps: 400,
      p99AtHalfRate: pacedP99Median([12, 300, 14]),
      p99AtHalfRateRuns: [
        '12 ms (sender held 3 ms)',
        '300 ms (sender held 140 ms)',
        '14 ms (sender held 2 ms)',
      ],
    };
    const p99Row = readBudgetRows(health, [{ scenario, measured }]).find((row) =>
      row.name.includes('p99'),
    );
    expect(p99Row?.ok).toBe(true);
    expect(p99Row?.value).toContain('14 ms');
    expect(p99Row?.value).toContain('300 ms (sender held 140 ms)');
    const slow = { ...measured, p99AtHalfRate: pacedP99Median([51, 300, 14]) };
    expect(readBudgetRows(health, [{ scenario, measured: slow }])[1]?.ok).toBe(false);
  });
});
