import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';

const { app, database } = await buildTestApp();

describe('GET /api/health', () => {
  it('answers 200 when the database answers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('runs against a migrated database', async () => {
    const tables = await database.pool.query(
      `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public' AND table_name IN ('users','cases','case_identifiers','threads','messages')`,
    );
    expect(tables.rows[0].n).toBe(5);
  });
});

describe('unknown API paths', () => {
  it('answer a JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
  });

  it('answer a JSON 404 for writes too', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/no-such-thing', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });
});

describe('security', () => {
  it('sends a Content-Security-Policy', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('refuses a state-changing request from another origin', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/no-such-thing',
      headers: { origin: 'https://evil.example' },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('OpenAPI', () => {
  it('publishes the document at /api/docs/json', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/health']).toBeDefined();
  });
});
