import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';

// A heap threshold of 1 MB puts the server under pressure from its first sample on: what it
// answers then is what a saturated server answers.
const { app } = await buildTestApp({ SHED_HEAP_USED_MB: '1' });
const normal = await buildTestApp();
// Shedding on the database queue and on requests in flight, each alone.
const queued = await buildTestApp({ SHED_DATABASE_WAITING: '0' });
const crowded = await buildTestApp({ SHED_REQUESTS_IN_FLIGHT: '1' });

async function underPressure() {
  // The plugin samples once a second; wait for the first sample, however long it takes.
  while (!app.isUnderPressure()) await new Promise((r) => setTimeout(r, 50));
}

describe('load shedding', () => {
  it('answers 503 with Retry-After at once under pressure, and still answers /api/health', async () => {
    await underPressure();
    const shed = await app.inject({ method: 'GET', url: '/api/cases/recent?country=AU' });
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('5');
    expect(shed.json()).toEqual({
      error: { code: 'unavailable', message: 'The server is busy. Please try again in a moment.' },
    });
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('sheds nothing under the thresholds', async () => {
    expect(normal.app.isUnderPressure()).toBe(false);
    const res = await normal.app.inject({ method: 'GET', url: '/api/cases/recent?country=AU' });
    expect(res.statusCode).toBe(200);
  });

  it('sheds while queries queue for a database connection, and while too many requests are in', async () => {
    // Every connection of the pool (20) busy for a moment, and one more query waiting.
    const occupy = (pool: typeof queued.database.pool) =>
      Promise.all(Array.from({ length: 21 }, () => pool.query('SELECT pg_sleep(0.5)')));

    const busy = occupy(queued.database.pool);
    expect(queued.database.pool.waitingCount).toBeGreaterThan(0);
    const shed = await queued.app.inject({ method: 'GET', url: '/api/cases/recent?country=AU' });
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('5');
    expect((await queued.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await busy;

    // One request held up behind the busy pool: the next is refused rather than queued.
    const held = occupy(crowded.database.pool);
    const first = crowded.app.inject({ method: 'GET', url: '/api/cases/recent?country=AU' });
    await new Promise((r) => setTimeout(r, 50));
    const second = await crowded.app.inject({ method: 'GET', url: '/api/cases/recent?country=AU' });
    expect(second.statusCode).toBe(503);
    expect((await first).statusCode).toBe(200);
    await held;
    // Once it has been answered, the next one is let in.
    const third = await crowded.app.inject({ method: 'GET', url: '/api/cases/recent?country=AU' });
    expect(third.statusCode).toBe(200);
  });
});
