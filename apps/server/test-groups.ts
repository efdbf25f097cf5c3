// Which server test files run where (decision 0072). Vitest's configs (vitest.config.ts,
// vitest.serial.config.ts) and CI read these lists; test/test-groups.test.ts keeps them true.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = import.meta.dirname;

/**
 * The timing-sensitive files: each fills the machine on purpose (shedding, the crowd's proof of
 * work, decoding), counts answers under load while its PostgreSQL goes away, or waits on
 * wall-clock deadlines (crash-restart: a zombie caught within 0.3 s, a restart within 10 s).
 * They run one at a time, after the rest (project `server-serial`), so a neighbour's CPU never
 * decides their outcome. The files that kill a process and then wait for the outcome, however
 * long it takes (kill-delivery, kill-steps, PITR), run with the rest: a neighbour makes them
 * slower, not wrong (decision 0123).
 */
export const SERIAL_FILES = [
  'src/db/crash-restart.test.ts',
  'src/db/outage-survival.test.ts',
  'src/lib/images/decode-priority.test.ts',
  'src/lib/images/decode-queue.test.ts',
  'src/modules/crowd/crowd-ceiling.test.ts',
  'src/plugins/lingering-close.test.ts',
  'src/plugins/load-shedding.test.ts',
  'src/plugins/shedding-unseen-members.test.ts',
  'src/plugins/upload-standing.test.ts',
];

/** Files that start a PostgreSQL of their own whatever DATABASE_URL says. */
export const OWN_CLUSTER_FILES = [
  'src/db/crash-restart.test.ts',
  'src/db/outage-survival.test.ts',
  'test/pitr.test.ts',
  'test/start-log.test.ts',
];

/**
 * Files whose subject is a server process killed mid-delivery (SIGKILL, then the retry): what
 * PostgreSQL does there (a dead session's transaction rolled back, a lease run out) is the same
 * on every major, and the outbox's statements they run are the SQL-dependent files' too. They
 * were a fifth of the floor's time per commit, so they run on the floor in the nightly only
 * (decision 0137).
 */
export const PROCESS_DEATH_FILES = [
  'src/jobs/kill-delivery.test.ts',
  'src/jobs/kill-steps.test.ts',
];

/** Folders whose files hand PostgreSQL statements written by us, not by Drizzle's builder. */
const SQL_FOLDERS = ['src/db', 'src/jobs', 'src/modules'];
/** Hand-written SQL: Drizzle's `sql` template, `sql.raw`, or a statement sent as text. */
const HAND_WRITTEN_SQL = /sql`|sql\.raw\(|\.query\(|\.execute\(/;
/** Outside those folders, files whose subject is what PostgreSQL does. */
const SQL_EXTRAS = ['src/scripts/backup.test.ts', 'test/two-processes.test.ts'];

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/**
 * The SQL-dependent test files, which CI runs again on the oldest PostgreSQL supported
 * (docs/deploy.md) on every commit; the nightly runs the whole suite there. The rule: a test
 * file under src/db, src/jobs or src/modules whose folder holds a source file with
 * hand-written SQL, and the extras above. Migrations need no file of their own: every run
 * migrates its template database first (test/global-setup.ts).
 */
export function sqlDependentFiles(): string[] {
  const files = SQL_FOLDERS.flatMap((folder) => walk(path.join(ROOT, folder)));
  const withSql = new Set(
    files
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .filter((f) => HAND_WRITTEN_SQL.test(readFileSync(f, 'utf8')))
      .map((f) => path.dirname(f)),
  );
  return [
    ...files
      .filter((f) => f.endsWith('.test.ts') && withSql.has(path.dirname(f)))
      .map((f) => path.relative(ROOT, f)),
    ...SQL_EXTRAS,
  ].sort();
}

/**
 * What a server project runs: `files` (globs or paths), or with `FOREWARN_SERVER_TESTS=sql`
 * (CI's second PostgreSQL) only the SQL-dependent ones among them, leaving out the files that
 * start a cluster of their own (they ran in the first pass exactly as they would here) and
 * those about a process's death (PROCESS_DEATH_FILES).
 */
export function serverTestFiles(files: 'all' | string[]): string[] {
  if (process.env.FOREWARN_SERVER_TESTS !== 'sql')
    return files === 'all' ? ['src/**/*.test.ts', 'test/**/*.test.ts'] : files;
  return sqlDependentFiles().filter(
    (f) =>
      !OWN_CLUSTER_FILES.includes(f) &&
      !PROCESS_DEATH_FILES.includes(f) &&
      (files === 'all' || files.includes(f)),
  );
}
