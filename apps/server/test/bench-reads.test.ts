import { describe, expect, it } from 'vitest';
import { BENCH_COUNTRIES, countryOf } from '../bench/load-cases.js';
import { readScenarios, searchWalks, walkStep } from '../bench/scenarios/reads.js';
import type { BenchUser } from '../bench/users.js';

// The bench's search hits (decision 0050, addendum "paired rounds"): every hit is the first
// search of its number in the run, at any size, so the 1 M twin and the 10 M side pay for the
// same writes. The bench itself is never part of `npm test`; its walks are.

describe("the bench searches walk each country's cases", () => {
  it('visit every case of a country once before any comes round again', () => {
    for (const cases of [6_000, 6_005, 7_919]) {
      const hit = searchWalks(cases);
      for (const country of BENCH_COUNTRIES) {
        const share = Array.from({ length: cases }, (_, k) => k + 1).filter(
          (i) => countryOf(i) === country,
        );
        const seen = Array.from({ length: share.length }, () => hit(country));
        expect(new Set(seen).size).toBe(share.length);
        expect([...seen].sort((a, b) => a - b)).toEqual(share);
        // Then round again, in the same order.
        expect(hit(country)).toBe(seen[0]);
      }
    }
  });

  it('land consecutive hits far apart, not in sweeps through neighbouring cases', () => {
    const hit = searchWalks(1_000_000);
    const hits = Array.from({ length: 1_000 }, () => hit('AU'));
    const gaps = hits.slice(1).map((i, k) => Math.abs(i - (hits[k] ?? 0)));
    // Uniform draws would be a third of the range apart on average; a sweep would be close.
    expect(Math.min(...gaps)).toBeGreaterThan(100_000);
    expect(new Set(hits.map((i) => Math.floor(i / 100_000))).size).toBe(10);
  });

  it('step coprime with the share, near its golden section', () => {
    expect(walkStep(166_666)).toBe(103_005);
    expect(walkStep(1)).toBe(1);
    expect(walkStep(10)).toBe(7);
  });

  it('pick a country for a search that names none', () => {
    const hit = searchWalks(60_000);
    const countries = new Set(Array.from({ length: 600 }, () => countryOf(hit())));
    expect(countries.size).toBe(BENCH_COUNTRIES.length);
  });
});

describe('the paired phase (decision 0145)', () => {
  it('takes every read but the country numbers, which the visitor search takes in turn', () => {
    const users = Array.from({ length: 100 }, (_, i) => ({ cookie: `c${i}` }) as BenchUser);
    const reads = readScenarios({
      cases: 60_000,
      searchers: users,
      readers: users,
      owners: users,
      heavyLodgers: users,
    });
    const floorsOnly = reads.filter((read) => read.paired === false).map((read) => read.name);
    expect(floorsOnly).toHaveLength(BENCH_COUNTRIES.length);
    expect(floorsOnly.every((name) => /^search, (AU|NZ|GB|IE|US|CA) number/.test(name))).toBe(true);
    expect(reads.length - floorsOnly.length).toBe(9);
    // Every floor and p99 stays: each of them has a budget the read phase judges.
    expect(reads.every((read) => read.budget !== undefined)).toBe(true);
    const visitor = reads.find((read) => read.name === 'search, visitor');
    const countries = new Set(
      Array.from({ length: 600 }, () =>
        new URL(visitor?.next().path ?? '', 'http://x').searchParams.get('country'),
      ),
    );
    expect(countries.size).toBe(BENCH_COUNTRIES.length);
  });
});

describe('the signed-in reads (decision 0141)', () => {
  it('send as each member in turn, so none has more than its share in flight', () => {
    const users = (prefix: string, count: number) =>
      Array.from({ length: count }, (_, i) => ({ cookie: `${prefix}${i}` }) as BenchUser);
    const reads = readScenarios({
      cases: 60_000,
      searchers: users('s', 100),
      readers: users('r', 10),
      owners: users('o', 10),
      heavyLodgers: users('h', 8),
    });
    for (const [name, count] of [
      ['case page, signed in', 10],
      ['My Lodgements', 10],
      ['My Lodgements, heavy lodger (2,000 cases)', 8],
    ] as const) {
      const read = reads.find((r) => r.name === name);
      const cookies = Array.from({ length: 50 }, () => read?.next().headers?.cookie);
      const counts = new Map<unknown, number>();
      for (const cookie of cookies) counts.set(cookie, (counts.get(cookie) ?? 0) + 1);
      expect(counts.size).toBe(count);
      expect(Math.max(...counts.values())).toBe(Math.ceil(50 / count));
    }
  });
});
