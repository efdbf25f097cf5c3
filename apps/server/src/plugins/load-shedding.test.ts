import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';

// A heap threshold of 1 MB puts the server under pressure from its first sample on: what it
// answers then is what a saturated server answers.
const { app } = await buildTestApp({ SHED_HEAP_USED_MB: '1' });
const normal = await buildTestApp();

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
});
