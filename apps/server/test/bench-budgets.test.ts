import { describe, expect, it } from 'vitest';
import { alertRow, BUDGETS, loadBudgetSeconds, readBudgetRows } from '../bench/budgets.js';
import { medianScores } from '../bench/lighthouse-median.js';
import type { Measured } from '../bench/load.js';
import { medianOf } from '../bench/median.js';
import type { ReadScenario } from '../bench/scenarios/reads.js';

// The bench's budgets of issue 25 (DESIGN.md §6): read shares of health as floors by kind of
// read, p99 at half rate, writes and pages. "Kept" at 10 M is judged in the paired phase
// (test/bench-sequential.test.ts, bench-controls.test.ts, bench-interleaved.test.ts). The
// bench itself is never part of `npm test`; its arithmetic is.

const measured = (name: string, rps: number, healthRps: number, p99 = 20): Measured => ({
  name,
  rps,
  p50: 5,
  p99,
  errors: 0,
  statuses: { '200': rps },
  healthRps,
});
const health = measured('/api/health', 10_000, 10_000);
const scenario = (name: string, budget: ReadScenario['budget']): ReadScenario => ({
  name,
  budget,
  next: () => ({ path: '/' }),
});
describe('the bench budgets of issue 25', () => {
  it('judge each kind of read against its own floor', () => {
    const rows = readBudgetRows(health, [
      { scenario: scenario('search, visitor', 'search'), measured: measured('s', 1_600, 10_000) },
      { scenario: scenario('recent cases', 'recent'), measured: measured('r', 1_900, 10_000) },
      { scenario: scenario('case page', 'case-page'), measured: measured('c', 2_600, 10_000) },
      {
        scenario: scenario('My Lodgements', 'my-lodgements'),
        measured: measured('m', 1_100, 10_000),
      },
    ]);
    const shares = rows.filter((row) => row.name.endsWith('req/s vs health'));
    // 16 % ≥ 15 %; 19 % < 20 %; 26 % ≥ 25 %; 11 % < 12 %.
    expect(shares.map((row) => row.ok)).toEqual([true, false, true, false]);
    expect(rows.some((row) => row.name.includes('kept from'))).toBe(false);
  });

  it("takes a read's CPU per request as the median of its rounds, leaving out unmeasured ones", () => {
    expect(medianOf([0.94, 0.58, 0.69])).toBeCloseTo(0.69);
    expect(medianOf([0.6, undefined, 0.8])).toBeCloseTo(0.7);
    expect(medianOf([undefined])).toBeUndefined();
  });

  it("keep each page's median Lighthouse score of the runs, category by category", () => {
    const page = (name: string, performance: number, accessibility = 100) => ({
      name,
      performance,
      accessibility,
      bestPractices: 100,
    });
    // One run's 90 on / (a busy moment) among 96 and 95: the median is 95.
    const runs = [
      [page('/', 96), page('case page', 93, 98)],
      [page('/', 90), page('case page', 96)],
      [page('/', 95), page('case page', 95)],
    ];
    expect(medianScores(runs)).toEqual([page('/', 95), page('case page', 95)]);
    expect(medianScores([])).toEqual([]);
  });

  it('allow 2 minutes to load 1 M cases and 10 minutes for 10 M', () => {
    expect(loadBudgetSeconds(1_000_000)).toBe(120);
    expect(loadBudgetSeconds(10_000_000)).toBe(600);
    expect(BUDGETS.readP99Ms).toBe(50);
    expect(BUDGETS.rssMb).toBe(250);
  });
});

describe('the watch-alert budget of issue 23', () => {
  it('holds only when every round reached the stream within 1 s', () => {
    expect(alertRow({ times: [120, 900], p50: 120, max: 900 }).ok).toBe(true);
    expect(alertRow({ times: [120, 1001], p50: 120, max: 1001 }).ok).toBe(false);
    expect(alertRow({ times: [], p50: 0, max: 0 }).ok).toBe(false);
    // No retries (decision 0058): a round whose lodgement was shed fails the row.
    expect(
      alertRow({ times: [120, 300], p50: 120, max: 300, failures: ['round 2: answered 503'] }).ok,
    ).toBe(false);
    expect(BUDGETS.alertMs).toBe(1000);
  });
});
