import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';

// A failing query reaches the error handler wrapped by Drizzle, whose message and stack repeat
// the bound parameters (an email, a password hash): the log line must carry neither.

const SECRET = 'jane.doe@example.com';
const lines: string[] = [];
const dataDir = await mkdtemp(path.join(tmpdir(), 'forewarn-pg-errors-'));
const database = await createTestDatabase();
const app = await buildApp({
  runJobs: false,
  config: loadConfig({ DATA_DIR: dataDir }),
  database,
  logger: pino({ level: 'info' }, { write: (line: string) => lines.push(line) }),
});
// Division by zero (22012) is no client's fault: the handler logs it and answers 500.
app.get('/test/failing-query', async () => {
  await database.db.execute(sql`SELECT ${SECRET}::text AS email, 1 / ${0}::int AS boom`);
});
app.get('/test/far-offset', async () => {
  await database.db.execute(sql`SELECT ${'2026-01-01 00:00:00+16'}::timestamptz`);
});
await app.ready();
afterAll(async () => {
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('a database failure', () => {
  it('is logged with its query and SQLSTATE but never its parameters', async () => {
    lines.length = 0;
    const res = await app.inject({ method: 'GET', url: '/test/failing-query' });
    expect(res.statusCode).toBe(500);
    const logged = lines.filter((line) => line.includes('unhandled error'));
    expect(logged).toHaveLength(1);
    const { chain } = JSON.parse(logged[0] ?? '{}').error;
    expect(chain[0]).toMatchObject({ name: 'DrizzleQueryError', query: expect.any(String) });
    expect(chain.map((e: { code?: string }) => e.code)).toContain('22012');
    expect(lines.join('\n')).not.toContain(SECRET);
  });

  it('answers an offset PostgreSQL cannot hold (22009) as bad input, not a 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/test/far-offset' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_input');
  });
});
