import { normalizePhone } from '@forewarn/domain';
import type pg from 'pg';
import { HARVESTING_RULES } from '../src/modules/rate-limits/harvesting.js';
import { BENCH_COUNTRIES, PHONE_SHAPES } from './load-cases.js';
import { type BenchThread, openThread } from './scenarios/writes.js';
import { assignCases, assignCasesFrom, type BenchUser, createBenchUsers, signIn } from './users.js';

// What the scenarios run on besides the loaded cases: signed-in bench users in their roles, a
// share of the cases given to owners for My Lodgements, and chat threads opened through the API.

export const caseId = (i: number) => `bench${String(i).padStart(11, '0')}`;

/** How the loaded cases are shared out: owners first, then one case per chat thread. */
const OWNERS = 50;
const CASES_PER_OWNER = 120;
export const CHAT_THREADS = 1000;
const LODGING_WARMUP = 16;

/**
 * Signed-in case-page readers: each account may open 120 case pages a clock minute (the
 * harvesting limit), and the scenario's warm-up, 10 s and paced run can all fall in one minute.
 * Enough accounts for 4,000 case pages a second all minute long: on 2026-11-27 a faster machine
 * served 3,280 a second, and 200 accounts ran out (16,070 answers 429).
 */
const CASE_PAGES_PER_SECOND = 4_000;
const caseDetailPerMinute = HARVESTING_RULES['/api/cases/:id']?.find(
  (rule) => rule.windowMs === 60_000,
)?.limit;
if (!caseDetailPerMinute) throw new Error('the case page has no per-minute harvesting limit');
const READERS = Math.ceil((CASE_PAGES_PER_SECOND * 60) / caseDetailPerMinute);
const FIRST_CHAT_CASE = OWNERS * CASES_PER_OWNER + 1;
/**
 * Heavy lodgers' cases, after the chat threads' (one more than CHAT_THREADS: the fan-out's):
 * My Lodgements for members with 2,000 cases each beside the owners' 120 (decision 0058), so
 * the read is not flat by construction. Eight of them, so that 50 connections are about six
 * requests an account: past half its thresholds, load shedding refuses first an account with
 * an eighth of them in flight (decision 0030), which one account at 50 connections would be.
 */
export const HEAVY_LODGER_CASES = 2_000;
const HEAVY_LODGERS = 8;
const FIRST_HEAVY_CASE = FIRST_CHAT_CASE + CHAT_THREADS + 1;
const AFTER_HEAVY_CASES = FIRST_HEAVY_CASE + HEAVY_LODGERS * HEAVY_LODGER_CASES;
/** Fewer cases than this leave the scenarios' shares overlapping. */
export const MINIMUM_CASES = AFTER_HEAVY_CASES + 1_000;
/** A loaded case outside every share above, for steps that open a case page. */
export const QUIET_CASE = caseId(AFTER_HEAVY_CASES + 1);

/** The benchmark's phone numbers must be what the server's normalization makes of them. */
export function checkPhoneShapes() {
  for (const country of BENCH_COUNTRIES) {
    const shape = PHONE_SHAPES[country];
    for (const typed of [shape.national(123457), shape.e164(123457)]) {
      const normalized = normalizePhone(typed, country);
      if (normalized !== shape.e164(123457)) {
        throw new Error(
          `bench number ${typed} (${country}) normalizes to ${normalized}, not ${shape.e164(123457)}`,
        );
      }
    }
  }
}

/** Rounds of the alert-latency scenario. */
export const ALERT_ROUNDS = 8;

export type Users = {
  creator: BenchUser;
  searchers: BenchUser[];
  readers: BenchUser[];
  owners: BenchUser[];
  /** Owners of HEAVY_LODGER_CASES cases each. */
  heavyLodgers: BenchUser[];
  responders: BenchUser[];
  /** Each chat thread's two members: the owner of its case and the chatter who opened it. */
  chatOwners: BenchUser[];
  chatters: BenchUser[];
  lodgers: BenchUser[];
  warmupLodgers: BenchUser[];
  /** The alert-latency rounds' watchers and lodgers (scenarios/alert-latency.ts). */
  alertWatchers: BenchUser[];
  alertLodgers: BenchUser[];
};

export async function prepareUsers(pool: pg.Pool, lodgements: number): Promise<Users> {
  const creatorId = (
    await pool.query<{ id: string }>(`SELECT id FROM users WHERE email = 'bench@example.test'`)
  ).rows[0]?.id;
  if (!creatorId) throw new Error('the loaded cases have no creator');
  const users: Users = {
    creator: await signIn(pool, creatorId),
    searchers: await createBenchUsers(pool, 'searcher', 100),
    readers: await createBenchUsers(pool, 'reader', READERS),
    owners: await createBenchUsers(pool, 'owner', OWNERS),
    heavyLodgers: await createBenchUsers(pool, 'heavylodger', HEAVY_LODGERS),
    responders: await createBenchUsers(pool, 'responder', 2000),
    // One more than the threads: the fan-out thread.
    chatOwners: await createBenchUsers(pool, 'chatowner', CHAT_THREADS + 1),
    chatters: await createBenchUsers(pool, 'chatter', CHAT_THREADS + 1),
    lodgers: await createBenchUsers(pool, 'lodger', lodgements),
    warmupLodgers: await createBenchUsers(pool, 'warmlodger', LODGING_WARMUP),
    alertWatchers: await createBenchUsers(pool, 'alertwatcher', ALERT_ROUNDS),
    alertLodgers: await createBenchUsers(pool, 'alertlodger', ALERT_ROUNDS),
  };
  await assignCases(pool, users.owners, CASES_PER_OWNER);
  await assignCasesFrom(pool, users.chatOwners, FIRST_CHAT_CASE);
  await assignCasesFrom(pool, users.heavyLodgers, FIRST_HEAVY_CASE, HEAVY_LODGER_CASES);
  await pool.query('ANALYZE users; ANALYZE sessions; ANALYZE cases');
  return users;
}

/** Threads on the cases after the owners' share, each between its case's owner and a chatter. */
export async function openThreads(base: string, users: Users): Promise<BenchThread[]> {
  const threads: BenchThread[] = [];
  for (let k = 0; k < users.chatters.length; k += 10) {
    const batch = users.chatters.slice(k, k + 10).map((chatter, j) => {
      const owner = users.chatOwners[k + j];
      if (!owner) throw new Error('a chat thread has no owner');
      return openThread(base, caseId(FIRST_CHAT_CASE + k + j), owner, chatter);
    });
    threads.push(...(await Promise.all(batch)));
  }
  return threads;
}
