import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { testUsername } from '../../test/factories.js';

// GET /metrics: Prometheus text for a scraper on this machine or one holding METRICS_TOKEN;
// for anyone else it is a path like any unknown one.

const { app } = await buildTestApp();
// Scraped once, by the test of its database reads: another scrape within the second would share them.
const { app: scraped, database } = await buildTestApp();
const TOKEN = 'a-long-enough-metrics-token';
const { app: guarded } = await buildTestApp({ METRICS_TOKEN: TOKEN });

const fromLoopback = { remoteAddress: '127.0.0.1' };
const fromOutside = { remoteAddress: '203.0.113.9' };

describe('GET /metrics', () => {
  it('answers a loopback scraper with request, pool and process metrics by route pattern', async () => {
    await app.inject({ method: 'GET', url: '/api/cases/not-a-real-case-id' });
    const res = await app.inject({ method: 'GET', url: '/metrics', ...fromLoopback });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(
      /forewarn_http_request_duration_seconds_count\{method="GET",route="\/api\/cases\/:id",status_code="404"\} 1/,
    );
    expect(res.body).not.toContain('not-a-real-case-id');
    expect(res.body).toMatch(/forewarn_db_pool_connections\{state="total"\} \d+/);
    expect(res.body).toContain('forewarn_event_streams_open 0');
    expect(res.body).toContain('forewarn_process_resident_memory_bytes');
    expect(res.body).toContain('forewarn_metrics_left_out 0');
  });

  it('holds at most one database connection at a time to read its gauges (decision 0103)', async () => {
    // prom-client collects every gauge at once; the crowd's, the held cases' and the
    // transparency gauges once sent 16 statements, up to 6 at once here.
    let inUse = 0;
    let most = 0;
    const acquire = () => {
      inUse += 1;
      most = Math.max(most, inUse);
    };
    const release = () => {
      inUse -= 1;
    };
    database.pool.on('acquire', acquire);
    database.pool.on('release', release);
    try {
      const res = await scraped.inject({ method: 'GET', url: '/metrics', ...fromLoopback });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('forewarn_cases_held_for_review');
      expect(res.body).toContain('forewarn_signup_ceiling_elevated');
      expect(res.body).toContain('forewarn_notices_decisions');
    } finally {
      database.pool.off('acquire', acquire);
      database.pool.off('release', release);
    }
    expect(most).toBe(1);
  });

  it('counts mails sent', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: 'nobody-here@example.test' },
    });
    await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        email: `metrics-${Date.now()}@example.test`,
        password: 'correct horse battery',
        username: testUsername('metrics'),
        country: 'AU',
      },
    });
    const res = await app.inject({ method: 'GET', url: '/metrics', ...fromLoopback });
    expect(res.body).toMatch(/forewarn_mails_total\{outcome="sent"\} [1-9]/);
  });

  it('is not there for a loopback request that came through a proxy (issues 22, 37)', async () => {
    for (const header of [
      { 'x-forwarded-for': '203.0.113.9' },
      { 'x-forwarded-for': '' },
      { 'x-forwarded-host': 'forewarn.example' },
      { 'x-forwarded-proto': 'https' },
      { forwarded: 'for=203.0.113.9' },
      { forwarded: '' },
      { 'x-real-ip': '203.0.113.9' },
      { 'x-real-ip': '' },
      { via: '1.1 proxy.example' },
      { via: '' },
      { 'cf-connecting-ip': '203.0.113.9' },
      { 'cf-connecting-ip': '' },
      { 'true-client-ip': '203.0.113.9' },
      { 'true-client-ip': '' },
    ]) {
      const res = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: header,
        ...fromLoopback,
      });
      // The page for an unknown path, as for anyone else (the app shell, or without a built web
      // app a plain 404): never the metrics.
      expect(res.body).not.toContain('forewarn_');
      expect(res.body).not.toContain('# HELP');
    }
    // With the token, a proxied scraper is answered.
    const withToken = await guarded.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.9', authorization: `Bearer ${TOKEN}` },
      ...fromLoopback,
    });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.body).toContain('forewarn_');
  });

  it('is not there for anyone else without the token', async () => {
    const res = await app.inject({ method: 'GET', url: '/metrics', ...fromOutside });
    expect(res.body).not.toContain('forewarn_');
    // Even a forwarded loopback address does not count: only the socket's own address does.
    const forwarded = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': '127.0.0.1' },
      ...fromOutside,
    });
    expect(forwarded.body).not.toContain('forewarn_');
  });

  it('with METRICS_TOKEN, needs the bearer token from anywhere, loopback included', async () => {
    const none = await guarded.inject({ method: 'GET', url: '/metrics', ...fromLoopback });
    expect(none.body).not.toContain('forewarn_');
    const wrong = await guarded.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer a-long-enough-wrong-token!' },
      ...fromOutside,
    });
    expect(wrong.body).not.toContain('forewarn_');
    const right = await guarded.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
      ...fromOutside,
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('forewarn_http_request_duration_seconds');
  });
});
