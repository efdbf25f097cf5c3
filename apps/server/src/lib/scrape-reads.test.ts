import { describe, expect, it } from 'vitest';
import { databaseUnavailable } from '../db/unavailable.js';
import { ScrapeReadTimedOut, scrapeReads } from './scrape-reads.js';

// The reads behind /metrics go one at a time and are shared by a scrape's gauges (decision 0103).

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
const settle = () => new Promise((r) => setImmediate(r));

describe('scrapeReads', () => {
  it('starts a read only when the one before it has answered', async () => {
    const read = scrapeReads();
    const first = deferred<number>();
    const started: string[] = [];
    const a = read('a', () => {
      started.push('a');
      return first.promise;
    });
    const b = read('b', async () => {
      started.push('b');
      return 2;
    });
    await settle();
    expect(started).toEqual(['a']);
    first.resolve(1);
    expect(await a).toBe(1);
    expect(await b).toBe(2);
    expect(started).toEqual(['a', 'b']);
  });

  it('gives the gauges of one scrape one read, and reads again a second later', async () => {
    let clock = 0;
    const read = scrapeReads(() => clock);
    let reads = 0;
    const count = async () => ++reads;
    expect(await Promise.all([read('x', count), read('x', count), read('x', count)])).toEqual([
      1, 1, 1,
    ]);
    clock = 999;
    expect(await read('x', count)).toBe(1);
    clock = 1000;
    expect(await read('x', count)).toBe(2);
  });

  it('tells a failed read to its callers and goes on to the next', async () => {
    const read = scrapeReads();
    const failed = read('a', async () => {
      throw new Error('connection lost');
    });
    const next = read('b', async () => 'answered');
    await expect(failed).rejects.toThrow('connection lost');
    expect(await next).toBe('answered');
  });

  it('fails a read that never answers at its deadline, and the reads queued behind it at once', async () => {
    let clock = 0;
    const read = scrapeReads(() => clock, 20);
    const hung = read('a', () => new Promise<never>(() => undefined));
    let asked = false;
    const queued = read('b', async () => {
      asked = true;
      return 'answered';
    });
    const error = await hung.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ScrapeReadTimedOut);
    // A database that does not answer: its gauge is left out of the scrape (decision 0104).
    expect(databaseUnavailable(error)).toBe(true);
    // The rest of that scrape does not wait a deadline of its own for the same database.
    await expect(queued).rejects.toBe(error);
    expect(asked).toBe(false);
    // The next scrape asks the database again.
    clock = 1000;
    expect(await read('c', async () => 'answered')).toBe('answered');
  });
});
