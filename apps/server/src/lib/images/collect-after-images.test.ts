import { constants, PerformanceObserver } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { countImageForCollection, IMAGES_PER_COLLECTION } from './collect-after-images.js';

/** Resolves with the number of full collections V8 reports within `ms`. */
function majorCollectionsWithin(ms: number): Promise<number> {
  return new Promise((resolve) => {
    let majors = 0;
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const kind = (entry as { detail?: { kind?: number } }).detail?.kind;
        if (kind === constants.NODE_PERFORMANCE_GC_MAJOR) majors += 1;
      }
    });
    observer.observe({ entryTypes: ['gc'] });
    setTimeout(() => {
      observer.disconnect();
      resolve(majors);
    }, ms);
  });
}

describe('a full collection after every so many images', () => {
  it('asks at every IMAGES_PER_COLLECTION-th image and not before, and V8 collects', async () => {
    // Whatever earlier calls counted, a full cycle ends on exactly one request.
    const asked: number[] = [];
    for (let i = 1; i <= 2 * IMAGES_PER_COLLECTION; i += 1) {
      if (countImageForCollection()) asked.push(i);
    }
    expect(asked).toHaveLength(2);
    expect((asked[1] ?? 0) - (asked[0] ?? 0)).toBe(IMAGES_PER_COLLECTION);

    const seen = majorCollectionsWithin(500);
    for (let i = 0; i < IMAGES_PER_COLLECTION; i += 1) countImageForCollection();
    expect(await seen).toBeGreaterThanOrEqual(1);
  });

  it('leaves the collector out of the app’s globals', () => {
    expect((globalThis as { gc?: unknown }).gc).toBeUndefined();
  });
});
