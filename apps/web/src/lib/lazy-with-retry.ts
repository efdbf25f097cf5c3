import { lazy } from 'react';

/** The pauses before the second and the third try. */
const RETRY_AFTER_MS = [1000, 3000];

/**
 * A module import that is tried up to three times. A script refused for a moment (a server
 * shedding load, a connection dropped on a phone) would otherwise leave its screen, or for a
 * part of the bar the whole page, broken until a reload: React keeps a lazy component's failed
 * load. Browsers fetch a module again when it is imported again after a failure (Chromium 156
 * does; decision 0054).
 */
export async function importWithRetry<T>(load: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      const pause = RETRY_AFTER_MS[attempt];
      if (pause === undefined) throw error;
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

/** React's `lazy`, with the import tried again before the screen gives up. */
export const lazyWithRetry: typeof lazy = (load) => lazy(() => importWithRetry(load));
