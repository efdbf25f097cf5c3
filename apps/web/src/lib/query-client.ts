import { SECOND_MS } from '@forewarn/domain';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * How many times a read is tried again while the server says it is busy (503) or cannot be
 * reached: enough to ride out a database failover (writes back within 30 s, issue 39), with
 * pauses of 1, 2, 4, 8 and 8 s. Other failures get two more tries, as before.
 */
const BUSY_RETRIES = 5;

const busy = (error: unknown) =>
  error instanceof ApiError && (error.status === 503 || error.status === 0);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30 * SECOND_MS,
        refetchOnWindowFocus: false,
        // A 4xx will not change on retry; a network blip or a busy server might.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
          failureCount < (busy(error) ? BUSY_RETRIES : 2),
        retryDelay: (failureCount) => Math.min(8000, 1000 * 2 ** failureCount),
      },
    },
  });
}
