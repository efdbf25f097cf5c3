import { type ComponentType, lazy } from 'react';
import { importWithRetry } from '../lib/lazy-with-retry';

export type PreloadableScreen = ComponentType & {
  /** Loads the screen's chunk now; never rejects (the lazy path tries again on its own). */
  preload: () => Promise<void>;
};

/**
 * A screen whose chunk loads on first use, or ahead of it through `preload`. Once loaded it
 * renders as itself: React's lazy suspends on its first render however early its import
 * resolved, and a first page that suspends commits its fallback, then reveals itself in a
 * second, synchronous render that runs every effect of the page in one long task
 * (docs/decisions/0157).
 */
export function preloadableScreen(
  load: () => Promise<{ Screen: ComponentType }>,
): PreloadableScreen {
  let loaded: ComponentType | undefined;
  const keep = (module: { Screen: ComponentType }) => {
    loaded = module.Screen;
    return { default: module.Screen };
  };
  const Lazy = lazy(() => importWithRetry(load).then(keep));
  const Screen = () => {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  };
  return Object.assign(Screen, {
    preload: () =>
      load()
        .then(keep, () => undefined)
        .then(() => undefined),
  });
}
