import type { ReadBudget } from '../budgets.js';
import type { BenchRequest } from '../load.js';
import { BENCH_COUNTRIES, countryOf, PHONE_SHAPES } from '../load-cases.js';
import type { BenchUser } from '../users.js';

// The read scenarios: what a visitor and a signed-in user ask for most. Each is a function that
// builds the next request; load.ts sends it from a fresh client address.

export type ReadScenario = {
  name: string;
  /** The floor its share of /api/health's req/s is judged against (budgets.ts), if any. */
  budget?: ReadBudget;
  next: () => BenchRequest;
};

export type ReadFixtures = {
  cases: number;
  /**
   * 100 accounts for signed-in search: the account searching case i is searchers[i % 100],
   * so an account only ever searches numbers ending in its own two digits — one completion per
   * block of 100, never a near miss (decision 0017 allows each account 3 a day per block).
   */
  searchers: readonly BenchUser[];
  /** Signed-in readers of case pages (none of them created a loaded case). */
  readers: readonly BenchUser[];
  /** Owners of a share of the loaded cases (users.ts assignCases), for My Lodgements. */
  owners: readonly BenchUser[];
};

const pick = <T>(list: readonly T[]): T => {
  const item = list[Math.floor(Math.random() * list.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};

/** A loaded case's index, 1..cases; with `country`, one of that country's. */
function hitIndex(cases: number, country?: (typeof BENCH_COUNTRIES)[number]): number {
  const i = 1 + Math.floor(Math.random() * cases);
  if (!country) return i;
  const step = BENCH_COUNTRIES.length;
  const wanted = BENCH_COUNTRIES.indexOf(country);
  const aligned = i - (i % step) + wanted;
  return aligned >= 1 && aligned <= cases ? aligned : aligned + (aligned < 1 ? step : -step);
}

/**
 * A search no case answers, the same at any BENCH_CASES up to 10,000,000: index j below
 * 10,000,000 (where the shortest shapes, 7 digits, would wrap round) typed in the shape of a
 * country that is not j's own. Case i has country i % 6 and the number i in its country's shape,
 * so the only case whose number is j in that shape is case j, of another country. The misses
 * spread over a hundred thousand blocks per country, so no block gathers the 20 completions a
 * day that would ask visitors for a verified phone (decision 0017).
 */
function miss(): { i: number; country: (typeof BENCH_COUNTRIES)[number] } {
  const i = 1 + Math.floor(Math.random() * 9_999_998);
  const step = 1 + Math.floor(Math.random() * (BENCH_COUNTRIES.length - 1));
  return { i, country: countryOf(i + step) };
}

/** The search for case i's number, typed nationally or, with `e164`, in international form. */
const searchPath = (i: number, e164 = false, country = countryOf(i)) => {
  const shape = PHONE_SHAPES[country];
  const q = e164 ? shape.e164(i) : shape.national(i);
  return `/api/cases/search?country=${country}&q=${encodeURIComponent(q)}`;
};

const caseId = (i: number) => `bench${String(i).padStart(11, '0')}`;

export function readScenarios(f: ReadFixtures): ReadScenario[] {
  const searcherFor = (i: number) => ({
    cookie: (f.searchers[i % 100] ?? pick(f.searchers)).cookie,
  });
  if (f.searchers.length < 100) throw new Error('signed-in search needs 100 searcher accounts');
  return [
    {
      name: 'search, visitor',
      budget: 'search',
      next: () => ({ path: searchPath(hitIndex(f.cases)) }),
    },
    {
      name: 'search, signed in',
      budget: 'search',
      next: () => {
        const i = hitIndex(f.cases);
        return { path: searchPath(i), headers: searcherFor(i) };
      },
    },
    {
      name: 'search miss, visitor',
      budget: 'search',
      next: () => {
        const { i, country } = miss();
        return { path: searchPath(i, false, country) };
      },
    },
    {
      name: 'search miss, signed in',
      budget: 'search',
      next: () => {
        const { i, country } = miss();
        return { path: searchPath(i, false, country), headers: searcherFor(i) };
      },
    },
    // Each country's number shape, typed as people do: nationally, or in international form.
    ...BENCH_COUNTRIES.map((country): ReadScenario => {
      const shape = PHONE_SHAPES[country];
      let n = 0;
      return {
        name: `search, ${country} number (${shape.national(123457)} / ${shape.e164(123457)})`,
        budget: 'search',
        next: () => ({ path: searchPath(hitIndex(f.cases, country), n++ % 2 === 1) }),
      };
    }),
    {
      name: 'recent cases',
      budget: 'recent',
      next: () => ({ path: `/api/cases/recent?country=${pick(BENCH_COUNTRIES)}` }),
    },
    {
      name: 'case page, visitor',
      budget: 'case-page',
      next: () => ({ path: `/api/cases/${caseId(hitIndex(f.cases))}` }),
    },
    {
      name: 'case page, signed in',
      budget: 'case-page',
      next: () => ({
        path: `/api/cases/${caseId(hitIndex(f.cases))}`,
        headers: { cookie: pick(f.readers).cookie },
      }),
    },
    {
      name: 'My Lodgements',
      budget: 'my-lodgements',
      next: () => ({
        path: `/api/my/cases?country=${pick(BENCH_COUNTRIES)}`,
        headers: { cookie: pick(f.owners).cookie },
      }),
    },
  ];
}
