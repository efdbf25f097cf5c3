// For working on plans at size: loads BENCH_CASES (default 1,000,000) bench cases and the bench
// users into a throwaway embedded PostgreSQL, prints how long loading took and the connection
// string, and keeps the database until interrupted (Ctrl-C removes it). Not a budget.
// Usage: BENCH_CASES=10000000 npx tsx bench/keep-database.ts
import pg from 'pg';
import { runMigrations } from '../src/db/migrate.js';
import { prepareUsers } from './fixtures.js';
import { loadCases } from './load-cases.js';
import { SETTINGS } from './settings.js';
import { startThrowawayDatabase } from './throwaway-database.js';

// Ctrl-C stops and removes it (interrupted.ts).
const db = await startThrowawayDatabase('keep');
const pool = new pg.Pool({ connectionString: db.connectionString, max: 2 });
await runMigrations(pool);
const started = performance.now();
await loadCases(pool, SETTINGS.cases);
console.log(
  `Loaded ${SETTINGS.cases.toLocaleString('en')} cases in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
await prepareUsers(pool, SETTINGS.lodgements);
await pool.query('VACUUM (ANALYZE)');
await pool.end();
console.log(`Ready: ${db.connectionString}`);
setInterval(() => undefined, 60_000);
