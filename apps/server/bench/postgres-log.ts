import { copyFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';

// What could pause a paced run, in PostgreSQL's own log (BENCH_PG_LOG / PROBE_PG_LOG): every
// autovacuum and checkpoint, a lock waited on for more than 10 ms, a statement that took more
// than 25 ms. The paced runs print when their slowest 1 % fell, in UTC, to set beside it.

const SETTINGS = [
  'log_autovacuum_min_duration = 0',
  'log_checkpoints = on',
  'log_lock_waits = on',
  "deadlock_timeout = '10ms'",
  'log_min_duration_statement = 25',
];

/**
 * With `explainOverMs` (BENCH_PG_EXPLAIN), also the plan of every statement that took longer,
 * with its row counts and buffers (auto_explain, loaded by each new session: the server's pool
 * connects after this). Instrumenting every statement costs both sides alike; a diagnostic only.
 */
function explainSettings(explainOverMs: number): string[] {
  return [
    "session_preload_libraries = 'auto_explain'",
    `auto_explain.log_min_duration = '${explainOverMs}ms'`,
    'auto_explain.log_analyze = on',
    'auto_explain.log_buffers = on',
    'auto_explain.log_timing = off',
    'auto_explain.log_nested_statements = on',
  ];
}

/** Turns that logging on in a running throwaway cluster (a reload, no restart). */
export async function logPostgresPauses(pool: pg.Pool, explainOverMs?: number): Promise<void> {
  const settings = [...SETTINGS, ...(explainOverMs ? explainSettings(explainOverMs) : [])];
  for (const setting of settings) await pool.query(`ALTER SYSTEM SET ${setting}`);
  await pool.query('SELECT pg_reload_conf()');
}

/** Keeps the cluster's log (`<dataDir>/server.log`) at `file` before the cluster is removed. */
export async function keepPostgresLog(pgDataDir: string, file: string): Promise<void> {
  await copyFile(path.join(pgDataDir, 'server.log'), file);
  console.log(`PostgreSQL's log: ${file}`);
}
