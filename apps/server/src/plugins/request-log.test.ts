import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';

const lines: string[] = [];
const dataDir = await mkdtemp(path.join(tmpdir(), 'forewarn-request-log-'));
const database = await createTestDatabase();
const app = await buildApp({
  runJobs: false,
  config: loadConfig({ DATA_DIR: dataDir }),
  database,
  logger: pino({ level: 'info' }, { write: (line: string) => lines.push(line) }),
});
await app.ready();
afterAll(async () => {
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('request log', () => {
  it('logs each request once, with its path but never its query string', async () => {
    const search = await app.inject({
      method: 'GET',
      url: '/api/cases/search?country=AU&q=0412345678',
    });
    expect(search.statusCode).toBe(200);
    await app.inject({ method: 'GET', url: '/?q=jane.doe%40example.com' });

    const entries = lines.map((line) => JSON.parse(line));
    const completed = entries.filter((e) => e.msg === 'request completed');
    expect(completed.map((e) => [e.method, e.path, e.statusCode])).toEqual([
      ['GET', '/api/cases/search', 200],
      ['GET', '/', expect.any(Number)],
    ]);
    expect(lines.join('\n')).not.toMatch(/0412345678|jane\.doe/);
  });
});

describe('request id', () => {
  it('is on every log line of the request and echoed as X-Request-Id', async () => {
    lines.length = 0;
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const entries = lines.map((line) => JSON.parse(line));
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(entry.requestId).toBe(id);
  });

  it("keeps a proxy's well-formed id and replaces anything else", async () => {
    const kept = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-4f2a9c1e-77' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-4f2a9c1e-77');
    const forged = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'x\n{"msg":"forged"}' },
    });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
