import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import type { Storage } from '../../adapters/storage/storage.js';

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

describe('GET /api/ready', () => {
  it('answers 200 when the database and the file storage answer', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', storage: 'ok' });
  });

  it('answers 503 naming the storage when the storage cannot be written', async () => {
    const broken: Storage = {
      put: () => Promise.reject(new Error('down')),
      get: () => Promise.reject(new Error('down')),
      exists: () => Promise.reject(new Error('down')),
      delete: () => Promise.reject(new Error('down')),
      check: () => Promise.reject(new Error('bucket unreachable')),
      listOlderThan: () => ({
        [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(new Error('down')) }),
      }),
    };
    const { app: unready } = await buildTestApp({}, { storage: broken });
    const res = await unready.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    // toMatchObject: on a busy machine the new app may also be shedding (a `shedding` field).
    expect(res.json()).toMatchObject({ status: 'error', database: 'ok', storage: 'unreachable' });
    // Liveness does not depend on storage: the process is alive, just not ready.
    expect((await unready.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
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
