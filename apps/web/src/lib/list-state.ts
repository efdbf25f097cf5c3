import { LIST_STATE_MESSAGES } from '@forewarn/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError } from './api-client';

// What a list whose emptiness means something shows (issue 45): a failed load is never shown
// as an empty list. One small state machine over a TanStack query, shared by the search,
// recent cases, My Watches, My Lodgements, the moderation queue and the bell's list.

export type ListState<T> =
  /** The first try is on its way. */
  | { kind: 'loading' }
  /** A busy or unreachable server: the browser is asking again (by itself or on Try again). */
  | { kind: 'retrying'; unreachable: boolean }
  /**
   * The server refused for being busy (503, any 5xx) or could not be reached, or the browser
   * is offline: say so and offer Try again; `retryAt` (ms) is the server's Retry-After.
   */
  | { kind: 'unavailable'; retryAt: number | null }
  /** A 4xx, a 429 among them: the server's own message says why, and trying again won't help. */
  | { kind: 'refused'; status: number; message: string }
  | { kind: 'ready'; data: T };

type QueryLike<T> = Pick<
  UseQueryResult<T, Error>,
  'status' | 'fetchStatus' | 'failureCount' | 'failureReason' | 'error' | 'data' | 'errorUpdatedAt'
>;

/** Whether a failure reached no server at all: it is not "busy", the connection is gone. */
const unreachable = (error: unknown) => !(error instanceof ApiError) || error.status === 0;

/** What a list's spinner says while it asks again after a failure. */
export function retryingLabel(state: { unreachable: boolean }): string {
  return state.unreachable
    ? LIST_STATE_MESSAGES.unreachableRetrying
    : LIST_STATE_MESSAGES.busyRetrying;
}

/** Whether an error is one trying again may cure: a 5xx, or no answer at all (status 0). */
export function isBusyError(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status >= 500;
}

export function listState<T>(query: QueryLike<T>): ListState<T> {
  if (query.status === 'success') return { kind: 'ready', data: query.data as T };
  if (query.status === 'error') {
    const error = query.error;
    if (!isBusyError(error) && error instanceof ApiError) {
      return { kind: 'refused', status: error.status, message: error.message };
    }
    if (query.fetchStatus === 'fetching') {
      return { kind: 'retrying', unreachable: unreachable(query.failureReason ?? error) };
    }
    const seconds = error instanceof ApiError ? error.retryAfterSeconds : null;
    return {
      kind: 'unavailable',
      retryAt: seconds ? query.errorUpdatedAt + seconds * 1000 : null,
    };
  }
  // Pending: offline (the query waits for the network), asking again, or the first try.
  if (query.fetchStatus === 'paused') return { kind: 'unavailable', retryAt: null };
  if (query.failureCount > 0) {
    return { kind: 'retrying', unreachable: unreachable(query.failureReason) };
  }
  return { kind: 'loading' };
}

/** The longest a list waits on a Retry-After before asking again by itself. */
const MAX_AUTOMATIC_WAIT_MS = 10_000;

/**
 * A query's retry for a list a person is waiting on: once more, after the server's Retry-After
 * (capped), when the server was busy or unreachable; then the page says so and offers Try again
 * instead of a silent spinner (the issue found six retries over 20 s with no word of the wait).
 */
export const listRetry = {
  retry: (failureCount: number, error: Error) => isBusyError(error) && failureCount < 1,
  retryDelay: (failureCount: number, error: Error) => {
    const seconds = error instanceof ApiError ? error.retryAfterSeconds : null;
    const wait = seconds !== null ? seconds * 1000 : 1000 * 2 ** failureCount;
    return Math.min(MAX_AUTOMATIC_WAIT_MS, wait);
  },
};
