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
  /**
   * In the paired phase (kept, the busy day, A/A), unless false: the country numbers' searches
   * run the visitor's search's statements, which takes every country's numbers in turn, and
   * differ from it only in parsing the number, whose cost does not grow with the data; they keep
   * their floors and p99 in the read phase (decision 0145).
   */
  paired?: false;
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
  /** Members with 2,000 cases each (fixtures.ts), for My Lodgements beside the owners' 120. */
  heavyLodgers: readonly BenchUser[];
};

const pick = <T>(list: readonly T[]): T => {
  const item = list[Math.floor(Math.random() * list.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};

/**
 * The members of `list` in turn. Picked at random, one of eight heavy lodgers now and then had 16
 * of the 50 connections in flight, and a busy server shed it as the heaviest client (decision
 * 0141): the guard did its job, the bench had made one member send a third of its load.
 */
const inTurn = <T>(list: readonly T[]): (() => T) => {
  let n = 0;
  return () => {
    const item = list[n++ % list.length];
    if (item === undefined) throw new Error('take turns in an empty list');
    return item;
  };
};

/** A loaded case's index, 1..cases, uniformly at random (the case pages). */
function randomIndex(cases: number): number {
  return 1 + Math.floor(Math.random() * cases);
}

type Country = (typeof BENCH_COUNTRIES)[number];

/**
 * The step of a walk over `count` cases: near the golden section of `count` (consecutive hits
 * land far apart and the ones of the last seconds are spread evenly over the whole share, as
 * uniform draws are), and coprime with it, so the walk visits every case before any comes round
 * again.
 */
export function walkStep(count: number): number {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  let step = Math.max(1, Math.floor(count * 0.6180339887));
  while (gcd(step, count) !== 1) step++;
  return step;
}

/**
 * The searches' hits: for each country, its loaded cases in a scattered order that repeats none
 * until all have been searched, shared by every search scenario of one run. A number searched
 * again the same day finds its completion already stored (decision 0017) and costs less; with
 * uniform draws the 1 M twin repeated about 40 % of a country's numbers during a country's read
 * and the 10 M side about 4 %, which "kept" took for growth with the data (decision 0050,
 * addendum "paired rounds"). Walked, every hit is a first search of its number at both sizes.
 */
export function searchWalks(cases: number): (country?: Country) => number {
  const walks = new Map(
    BENCH_COUNTRIES.map((country, w) => {
      // Case i has country i % 6: this country's cases are first, first + 6, … up to cases.
      const first = w === 0 ? BENCH_COUNTRIES.length : w;
      const count = Math.max(1, Math.floor((cases - first) / BENCH_COUNTRIES.length) + 1);
      const step = walkStep(count);
      let k = Math.floor(Math.random() * count);
      return [
        country,
        () => {
          k = (k + step) % count;
          return first + BENCH_COUNTRIES.length * k;
        },
      ] as const;
    }),
  );
  return (country) => {
    const walk = walks.get(country ?? pick(BENCH_COUNTRIES));
    if (!walk) throw new Error(`no walk for ${country}`);
    return walk();
  };
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
  const reader = inTurn(f.readers);
  const owner = inTurn(f.owners);
  const heavyLodger = inTurn(f.heavyLodgers);
  const searcherFor = (i: number) => ({
    cookie: (f.searchers[i % 100] ?? pick(f.searchers)).cookie,
  });
  if (f.searchers.length < 100) throw new Error('signed-in search needs 100 searcher accounts');
  const hit = searchWalks(f.cases);
  return [
    {
      name: 'search, visitor',
      budget: 'search',
      next: () => ({ path: searchPath(hit()) }),
    },
    {
      name: 'search, signed in',
      budget: 'search',
      next: () => {
        const i = hit();
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
    // Floors and p99 only: the visitor's search above stands for them in the paired phase
    // (decision 0145).
    ...BENCH_COUNTRIES.map((country): ReadScenario => {
      const shape = PHONE_SHAPES[country];
      let n = 0;
      return {
        name: `search, ${country} number (${shape.national(123457)} / ${shape.e164(123457)})`,
        budget: 'search',
        next: () => ({ path: searchPath(hit(country), n++ % 2 === 1) }),
        paired: false,
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
      next: () => ({ path: `/api/cases/${caseId(randomIndex(f.cases))}` }),
    },
    {
      name: 'case page, signed in',
      budget: 'case-page',
      next: () => ({
        path: `/api/cases/${caseId(randomIndex(f.cases))}`,
        headers: { cookie: reader().cookie },
      }),
    },
    // My Lodgements as the screen opens it: the first page (24 cards), no cursor
    // (docs/decisions/0068). The owners' 20 cards a country fit on it; the heavy lodgers' 333
    // do not, and cost the same page.
    {
      name: 'My Lodgements',
      budget: 'my-lodgements',
      next: () => ({
        path: `/api/my/cases?country=${pick(BENCH_COUNTRIES)}`,
        headers: { cookie: owner().cookie },
      }),
    },
    {
      name: 'My Lodgements, heavy lodger (2,000 cases)',
      budget: 'my-lodgements',
      next: () => ({
        path: `/api/my/cases?country=${pick(BENCH_COUNTRIES)}`,
        headers: { cookie: heavyLodger().cookie },
      }),
    },
  ];
}
