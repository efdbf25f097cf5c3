import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { quietPool, runMigrations } from '../src/db/migrate.js';
import { startThrowawayCluster } from './throwaway-cluster.js';

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
  let remove: (() => Promise<void>) | undefined;
  let adminUrl: string;

  const external = process.env.DATABASE_URL;
  if (external) {
    adminUrl = external;
  } else {
    const cluster = await startThrowawayCluster('forewarn-test-pg-');
    adminUrl = cluster.embedded.connectionString;
    remove = cluster.remove;
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
    await remove?.();
  };
}
