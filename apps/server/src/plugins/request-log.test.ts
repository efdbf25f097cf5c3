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
