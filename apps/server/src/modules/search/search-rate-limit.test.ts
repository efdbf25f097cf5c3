import { MESSAGES } from '@forewarn/domain';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';

// The default configuration: 60 searches a minute per client address.
const { app } = await buildTestApp();

const searchFrom = (remoteAddress: string) =>
  app.inject({ method: 'GET', url: '/api/cases/search?q=0412345678', remoteAddress });

describe('search rate limit', () => {
  it('answers 429 with Retry-After and a clear message past 60 searches a minute', async () => {
    for (let i = 0; i < 60; i++) {
      const res = await searchFrom('203.0.113.10');
      expect(res.statusCode).toBe(200);
    }
    const limited = await searchFrom('203.0.113.10');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(limited.json()).toEqual({
      error: { code: 'rate_limited', message: MESSAGES.searchRateLimited },
    });
  });

  it('counts each client address on its own', async () => {
    for (let i = 0; i < 61; i++) await searchFrom('203.0.113.20');
    expect((await searchFrom('203.0.113.20')).statusCode).toBe(429);
    expect((await searchFrom('203.0.113.21')).statusCode).toBe(200);
  });

  it('leaves other routes alone', async () => {
    for (let i = 0; i < 62; i++) await searchFrom('203.0.113.30');
    for (const url of ['/api/cases/recent?country=AU', '/api/geo', '/api/health']) {
      const res = await app.inject({ method: 'GET', url, remoteAddress: '203.0.113.30' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['x-ratelimit-limit'], url).toBeUndefined();
    }
  });
});

describe('SEARCH_RATE_LIMIT_PER_MINUTE', () => {
  it('sets the limit', async () => {
    const { app: strict } = await buildTestApp({ SEARCH_RATE_LIMIT_PER_MINUTE: '2' });
    const codes = [];
    for (let i = 0; i < 3; i++) {
      codes.push((await strict.inject({ method: 'GET', url: '/api/cases/search?q=1' })).statusCode);
    }
    expect(codes).toEqual([200, 200, 429]);
  });
});

describe('behind a proxy (TRUST_PROXY=true)', () => {
  it('counts the address the proxy saw, not addresses the client wrote into X-Forwarded-For', async () => {
    const { app: proxied } = await buildTestApp({
      TRUST_PROXY: 'true',
      SEARCH_RATE_LIMIT_PER_MINUTE: '2',
    });
    const codes = [];
    for (let i = 0; i < 3; i++) {
      const res = await proxied.inject({
        method: 'GET',
        url: '/api/cases/search?q=1',
        remoteAddress: '10.0.0.2', // the proxy
        headers: { 'x-forwarded-for': `203.0.113.${i}, 198.51.100.7` },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([200, 200, 429]);
  });
});
