import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { quietPool, runMigrations } from '../src/db/migrate.js';

// One PostgreSQL per test run: embedded by default, or the server named by DATABASE_URL
// (CI runs the SQL-dependent files again against Debian's PostgreSQL 15). One migrated template
// database; every test file copies it (test/test-database.ts).

export const TEMPLATE_DATABASE = 'forewarn_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    templateDatabase: string;
  }
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export default async function setup(project: TestProject) {
  let stop: (() => Promise<void>) | undefined;
  let dir: string | undefined;
  let adminUrl: string;

  const external = process.env.DATABASE_URL;
  if (external) {
    adminUrl = external;
  } else {
    dir = await mkdtemp(path.join(tmpdir(), 'forewarn-test-pg-'));
    // As root the cluster runs as an unprivileged user, who must be able to reach its folder.
    await chmod(dir, 0o755);
    const embedded = await startEmbeddedPostgres({
      dataDir: path.join(dir, 'pg'),
      database: 'postgres',
      durable: false,
      log: () => undefined,
    });
    adminUrl = embedded.connectionString;
    stop = embedded.stop;
  }

  // A unique template name per run, so two runs against one external server never collide.
  const template = `${TEMPLATE_DATABASE}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  await admin.end();

  const pool = quietPool({ connectionString: withDatabase(adminUrl, template), max: 1 });
  await runMigrations(pool);
  await pool.end();

  project.provide('adminDatabaseUrl', adminUrl);
  project.provide('templateDatabase', template);

  return async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    // Test files drop their own databases; sweep what a crashed file left behind.
    const leftovers = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1`,
      [`${template}%`],
    );
    for (const row of leftovers.rows) {
      await client.query(
        `DROP DATABASE IF EXISTS ${client.escapeIdentifier(row.datname)} WITH (FORCE)`,
      );
    }
    await client.query(`DROP DATABASE IF EXISTS ${template}`);
    await client.end();
    await stop?.();
    if (dir) await rm(dir, { recursive: true, force: true });
  };
}
