import { afterEach, describe, expect, it, vi } from 'vitest';
import { failedModuleUrl, importWithRetry } from './lazy-with-retry';

describe('failedModuleUrl', () => {
  it.each([
    [
      'Failed to fetch dynamically imported module: https://forewarn.example/assets/about-1a2B.js',
      'https://forewarn.example/assets/about-1a2B.js',
    ],
    [
      'error loading dynamically imported module: http://localhost:3000/assets/bell-x_9.js',
      'http://localhost:3000/assets/bell-x_9.js',
    ],
    ['Importing a module script failed.', undefined],
    ['Failed to fetch', undefined],
  ])('reads %j', (message, url) => {
    expect(failedModuleUrl(new TypeError(message))).toBe(url);
  });
});

describe('importWithRetry', () => {
  afterEach(() => vi.useRealTimers());

  it('tries a script that failed twice more, after 1 s and 3 s, then gives up', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => {
      throw new TypeError('Importing a module script failed.');
    });
    const result = importWithRetry(load).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3000);
    expect(load).toHaveBeenCalledTimes(3);
    expect(await result).toBeInstanceOf(TypeError);
  });

  it('answers with the module as soon as a try succeeds', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn<() => Promise<{ Screen: string }>>()
      .mockRejectedValueOnce(new TypeError('Importing a module script failed.'))
      .mockResolvedValue({ Screen: 'about' });
    const result = importWithRetry(load);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await result).toEqual({ Screen: 'about' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
