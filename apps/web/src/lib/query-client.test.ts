import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { listRetry } from './list-state';
import { createQueryClient } from './query-client';

// The app's retry policy for reads (query-client.ts), run through a real QueryClient on fake
// timers: which failures are tried again, how often, and after what pauses. A busy server (503)
// or none at all is asked 5 more times over 23 s (a database failover, issue 39); a 4xx never;
// anything else twice. And a list's own policy (list-state.ts `listRetry`): once, after the
// server's Retry-After.

const refusal = (status: number, retryAfter: number | null = null) =>
  new ApiError(status, { code: 'x', message: `refused ${status}` }, retryAfter);

/** Runs one query that always fails with `error`; the pauses between its tries, in ms. */
async function pausesFor(error: () => unknown): Promise<number[]> {
  vi.useFakeTimers();
  const client = createQueryClient();
  const triedAt: number[] = [];
  let last: unknown;
  const result = client
    .fetchQuery({
      queryKey: ['always-fails'],
      queryFn: async () => {
        triedAt.push(Date.now());
        last = error();
        throw last;
      },
    })
    .catch((thrown: unknown) => thrown);
  await vi.runAllTimersAsync();
  // It gave up, with the last try's error.
  expect(await result).toBe(last);
  client.clear();
  return triedAt.slice(1).map((at, i) => at - (triedAt[i] ?? at));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the query client’s retry policy', () => {
  it('asks a busy server (503) 5 more times, after 1, 2, 4, 8 and 8 s', async () => {
    expect(await pausesFor(() => refusal(503))).toEqual([1000, 2000, 4000, 8000, 8000]);
  });

  it('asks again as often when the server could not be reached at all', async () => {
    expect(await pausesFor(() => refusal(0))).toEqual([1000, 2000, 4000, 8000, 8000]);
  });

  it('tries another server error (500) or a failure of its own twice more', async () => {
    expect(await pausesFor(() => refusal(500))).toEqual([1000, 2000]);
    expect(await pausesFor(() => new TypeError('not JSON'))).toEqual([1000, 2000]);
  });

  it('never asks again after a 4xx: a 400, 404 or 429 will not change on retry', async () => {
    for (const status of [400, 401, 404, 429]) {
      expect(await pausesFor(() => refusal(status, 30))).toEqual([]);
    }
  });

  it('gives up with the last error, as the server sent it', async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    const result = client
      .fetchQuery({
        queryKey: ['busy'],
        queryFn: async () => {
          throw refusal(503, 9);
        },
      })
      .catch((thrown: unknown) => thrown);
    await vi.runAllTimersAsync();
    const error = await result;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, retryAfterSeconds: 9 });
    client.clear();
  });
});

describe('a list’s retry (listRetry)', () => {
  it('asks a busy or unreachable server once more, never a refusing one', () => {
    expect(listRetry.retry(0, refusal(503))).toBe(true);
    expect(listRetry.retry(0, refusal(502))).toBe(true);
    expect(listRetry.retry(0, refusal(0))).toBe(true);
    expect(listRetry.retry(1, refusal(503))).toBe(false);
    expect(listRetry.retry(0, refusal(429, 5))).toBe(false);
    expect(listRetry.retry(0, refusal(400))).toBe(false);
  });

  it('waits the server’s Retry-After, at most 10 s, else 1 s', () => {
    expect(listRetry.retryDelay(0, refusal(503, 3))).toBe(3000);
    expect(listRetry.retryDelay(0, refusal(503, 120))).toBe(10_000);
    expect(listRetry.retryDelay(0, refusal(503))).toBe(1000);
    expect(listRetry.retryDelay(0, refusal(0))).toBe(1000);
  });
});
