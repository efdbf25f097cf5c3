import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Waits, when the clock is within `marginMs` of the end of a fixed window `windowMs` long (the
 * rate limits' windows start at multiples of their length, rate-limits/limits.ts), until the next
 * window has begun: a test that counts a cap's worth of requests into one window and expects the
 * next refused would otherwise see its count start again when an edge falls between them.
 */
export async function awayFromWindowEdge(windowMs: number, marginMs = 20_000): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < marginMs) await sleep(left + 50);
}
