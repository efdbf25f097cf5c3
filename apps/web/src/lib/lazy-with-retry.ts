import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** The pauses before the second and the third try. */
const RETRY_AFTER_MS = [1000, 3000];

/**
 * The address of the script a failed dynamic import names ('Failed to fetch dynamically imported
 * module: https://…/assets/about-1a2b.js' in Chromium, 'error loading dynamically imported
 * module: …' in Firefox); Safari names none.
 */
export function failedModuleUrl(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error);
  return /(https?:\/\/\S+?\.m?js)(?=$|[\s?#'"])/.exec(message)?.[1];
}

/**
 * A module import that is tried up to three times. A script refused for a moment (a server
 * shedding load, a connection dropped on a phone) would otherwise leave its screen, or for a
 * part of the bar the whole page, broken until a reload: React keeps a lazy component's failed
 * load. Some browsers also keep a failed import (Chromium 150 does; 156 fetches again), so a
 * try after a failure asks for the script the error names with a query of its own: a new
 * address to the browser's module map, the same file to the server (decision 0054). Its own
 * imports resolve to the addresses already loaded, so nothing shared loads twice.
 */
export async function importWithRetry<M>(load: () => Promise<M>): Promise<M> {
  let next = load;
  for (let attempt = 1; ; attempt++) {
    try {
      return await next();
    } catch (error) {
      const pause = RETRY_AFTER_MS[attempt - 1];
      if (pause === undefined) throw error;
      await new Promise((resolve) => setTimeout(resolve, pause));
      const url = failedModuleUrl(error);
      if (url) next = () => import(/* @vite-ignore */ `${url}?retry=${attempt}`) as Promise<M>;
    }
  }
}

/**
 * React's `lazy` for the export `name` of a module, with the import tried again before the
 * screen gives up: `lazyWithRetry(() => import('./x'), 'X')`.
 */
// biome-ignore lint/suspicious/noExplicitAny: React's own lazy() takes components of any props.
export function lazyWithRetry<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await importWithRetry(load))[name] }));
}
