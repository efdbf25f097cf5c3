import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { listState } from './list-state';

// The list state machine every list whose emptiness means something shares (issue 45).

const base = {
  status: 'pending',
  fetchStatus: 'fetching',
  failureCount: 0,
  failureReason: null,
  error: null,
  data: undefined,
  errorUpdatedAt: 0,
} as const;

const refusal = (status: number, retryAfter: number | null = null) =>
  new ApiError(status, { code: 'x', message: `refused ${status}` }, retryAfter);

describe('listState', () => {
  it('is loading on the first try and retrying once a try failed', () => {
    expect(listState(base)).toEqual({ kind: 'loading' });
    expect(listState({ ...base, failureCount: 1, failureReason: refusal(503) })).toEqual({
      kind: 'retrying',
      unreachable: false,
    });
    // Offline or a dropped connection is not a busy server: the words say which.
    expect(listState({ ...base, failureCount: 1, failureReason: refusal(0) })).toEqual({
      kind: 'retrying',
      unreachable: true,
    });
  });

  it('is unavailable, never loading, while the browser is offline', () => {
    expect(listState({ ...base, fetchStatus: 'paused' })).toEqual({
      kind: 'unavailable',
      retryAt: null,
    });
  });

  it('is ready with an empty list only for an answer', () => {
    expect(listState({ ...base, status: 'success', fetchStatus: 'idle', data: [] })).toEqual({
      kind: 'ready',
      data: [],
    });
  });

  it('counts a 503 or 5xx down from its Retry-After, and says retrying while asked again', () => {
    const failed = {
      ...base,
      status: 'error',
      fetchStatus: 'idle',
      error: refusal(503, 5),
      errorUpdatedAt: 1_000,
    } as const;
    expect(listState(failed)).toEqual({ kind: 'unavailable', retryAt: 6_000 });
    expect(listState({ ...failed, error: refusal(500) })).toEqual({
      kind: 'unavailable',
      retryAt: null,
    });
    expect(listState({ ...failed, error: refusal(0) })).toEqual({
      kind: 'unavailable',
      retryAt: null,
    });
    expect(listState({ ...failed, fetchStatus: 'fetching' })).toEqual({
      kind: 'retrying',
      unreachable: false,
    });
  });

  it("gives a 4xx's own message: a 429 is a refusal, not an outage", () => {
    const failed = {
      ...base,
      status: 'error',
      fetchStatus: 'idle',
      error: refusal(429, 60),
    } as const;
    expect(listState(failed)).toEqual({ kind: 'refused', status: 429, message: 'refused 429' });
  });
});
