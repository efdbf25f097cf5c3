import { databaseUnavailable } from '../db/unavailable.js';

// The database reads behind /metrics (the crowd's state, the cases held, the transparency
// figures), one at a time and each once per scrape. prom-client collects every gauge at once,
// so a scrape used to send 16 statements, most of them together, and on a busy server that
// pushed the public past SHED_DATABASE_WAITING: a monitoring scrape shed a visitor (decision
// 0103).

/** One of a scrape's database reads: queued behind the others, shared within SHARED_FOR_MS. */
export type ScrapeRead = <T>(key: string, read: () => Promise<T>) => Promise<T>;

/** How long a read is shared: the gauges of one scrape ask for it within this. */
const SHARED_FOR_MS = 1000;
/**
 * How long the queue waits for one read before the next may start: a statement that hangs (a
 * lock, a connection the kernel has not yet found dead) must not hold every later scrape,
 * whose pool and request figures are the ones wanted in a database incident. Half Prometheus'
 * default scrape timeout (10 s), so a scrape whose database hangs still answers in time
 * (decision 0104); the read keeps running, its caller is failed.
 */
export const SCRAPE_READ_DEADLINE_MS = 5000;
/**
 * After a read the database did not answer (refused, lost, past its deadline), the reads that
 * come to their turn within this fail at once with its error instead of waiting their own
 * deadline: the rest of that scrape, not the next one.
 */
const GIVE_UP_FOR_MS = SHARED_FOR_MS;

/** A database that does not answer in time (its `code` as db/unavailable.ts knows it): the gauge is left out (decision 0104). */
export class ScrapeReadTimedOut extends Error {
  readonly code = 'ETIMEDOUT';
  constructor(key: string, ms: number) {
    super(`the /metrics read "${key}" took longer than ${ms} ms`);
  }
}

export function scrapeReads(
  now: () => number = Date.now,
  deadlineMs: number = SCRAPE_READ_DEADLINE_MS,
): ScrapeRead {
  let tail: Promise<unknown> = Promise.resolve();
  const recent = new Map<string, { at: number; value: Promise<unknown> }>();
  let unanswered: { at: number; error: unknown } | undefined;
  const bounded = <T>(key: string, read: () => Promise<T>) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ScrapeReadTimedOut(key, deadlineMs)), deadlineMs);
      timer.unref();
    });
    return Promise.race([read(), late]).finally(() => clearTimeout(timer));
  };
  return <T>(key: string, read: () => Promise<T>): Promise<T> => {
    const at = now();
    const shared = recent.get(key);
    if (shared && at - shared.at < SHARED_FOR_MS) return shared.value as Promise<T>;
    // After the read before it, whether that one answered, failed or ran out of time.
    const run = async () => {
      if (unanswered && now() - unanswered.at < GIVE_UP_FOR_MS) throw unanswered.error;
      try {
        return await bounded(key, read);
      } catch (error) {
        if (databaseUnavailable(error)) unanswered = { at: now(), error };
        throw error;
      }
    };
    const value = tail.then(run, run);
    tail = value.catch(() => undefined);
    recent.set(key, { at, value });
    return value;
  };
}
