import { MESSAGES } from '@forewarn/domain';
import { AppError } from '../app-error.js';

// Image decoding is the most expensive thing an anonymous client can make the server do, and
// sharp runs on the same libuv threads as password hashing: a flood of decode-heavy uploads
// slowed a bystander's log-in from 36 ms to 17 s. Decodes therefore go through one queue per
// process: a few at a time, a bounded number waiting, and past that an immediate 503.

export type DecodeQueue = {
  /** Runs `task` when a slot is free; throws 503 with Retry-After when too many are waiting. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Decodes running and waiting now. */
  readonly load: { running: number; waiting: number };
};

/** Seconds a client refused by a full queue is asked to wait. */
export const DECODE_RETRY_AFTER_SECONDS = 5;

export function createDecodeQueue(options: {
  concurrency: number;
  maxWaiting: number;
}): DecodeQueue {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    async run(task) {
      if (running < options.concurrency) {
        running += 1;
      } else {
        if (waiting.length >= options.maxWaiting) {
          throw new AppError('unavailable', MESSAGES.imagesBusy, {
            retryAfterSeconds: DECODE_RETRY_AFTER_SECONDS,
          });
        }
        // The slot passes straight from the finishing task to this one: `running` stays put.
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
    get load() {
      return { running, waiting: waiting.length };
    },
  };
}

/**
 * The process's one image queue: 2 decodes at a time leave the other libuv threads (4 by
 * default) to password hashing and file I/O; 20 waiting is about three full lodgements.
 */
export const imageDecodes = createDecodeQueue({ concurrency: 2, maxWaiting: 20 });
