import { execFile } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { processAlive } from '../src/lib/process-alive.js';
import { undoOnSignal } from './interrupted.js';
import { SETTINGS } from './settings.js';

const copyTree = (from: string, to: string) =>
  new Promise<void>((resolve, reject) => {
    // -a keeps the cluster's owner and modes (as root PostgreSQL runs as its own user);
    // --reflink=auto makes a 10 GB copy nearly free where the file system shares blocks.
    execFile('cp', ['-a', '--reflink=auto', from, to], (error) =>
      error ? reject(error) : resolve(),
    );
  });

/**
 * Where a copy of the prepared cluster `from` goes: beside it, on the same file system, so
 * that one that shares blocks (prepared-volume.ts) shares them with the copy. Copies a killed
 * run left (their process gone) are removed first.
 */
export async function copiesFolder(from: string): Promise<string> {
  const copies = path.join(path.dirname(from), '.copies');
  await mkdir(copies, { recursive: true });
  await chmod(copies, 0o755);
  for (const entry of await readdir(copies)) {
    const pid = Number(/-(\d+)-[^-]+$/.exec(entry)?.[1]);
    if (Number.isInteger(pid) && !processAlive(pid)) {
      await rm(path.join(copies, entry), { recursive: true, force: true });
    }
  }
  return copies;
}

// The bench programs' database: an embedded PostgreSQL in a folder of its own under the system's
// temporary folder, not durable (fsync off; BENCH_PG_DURABLE=1 makes it so), gone with the
// folder when removed. The folder is readable by all, since as root embedded PostgreSQL runs as
// an unprivileged user.

export type ThrowawayDatabase = {
  /** The temporary folder: PostgreSQL's data is in `pg/`; the rest is the caller's. */
  dir: string;
  /** The superuser's address (a restart may move it to another port). */
  readonly connectionString: string;
  /**
   * Stops PostgreSQL, runs `between` (the cluster down: drop its files from the page cache for
   * a cold start), and starts it again on the same data.
   */
  restart(between?: () => Promise<void>): Promise<void>;
  /** Stops PostgreSQL and removes the folder. */
  remove(): Promise<void>;
};

/**
 * `from`: a prepared cluster's folder (prepared.ts), copied into the new folder before the
 * start: its `pg/` and the two password files beside it. Without it, a new empty cluster.
 */
export async function startThrowawayDatabase(
  name: string,
  database = 'forewarn_bench',
  from?: string,
  sharedBuffers: string = SETTINGS.sharedBuffers,
): Promise<ThrowawayDatabase> {
  const parent = from ? await copiesFolder(from) : tmpdir();
  const dir = await mkdtemp(path.join(parent, `forewarn-${name}-${process.pid}-`));
  await chmod(dir, 0o755);
  try {
    if (from) {
      for (const file of ['pg', 'pg.password', 'pg.app-password']) {
        await copyTree(path.join(from, file), path.join(dir, file));
      }
    }
    return await startDatabaseIn(dir, database, sharedBuffers, 'remove');
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * A bench PostgreSQL in `dir/pg` (made when missing), as startThrowawayDatabase's; `remove`
 * stops it and removes `dir`, `stop` only stops it (a prepared cluster is kept). On SIGINT or
 * SIGTERM it is stopped, or removed too when `onSignal` says so (a copy: interrupted.ts).
 */
export async function startDatabaseIn(
  dir: string,
  database = 'forewarn_bench',
  sharedBuffers: string = SETTINGS.sharedBuffers,
  onSignal: 'stop' | 'remove' = 'stop',
): Promise<ThrowawayDatabase & { stop(): Promise<void> }> {
  const start = () =>
    startEmbeddedPostgres({
      dataDir: path.join(dir, 'pg'),
      database,
      durable: SETTINGS.pgDurable,
      sharedBuffers,
      ...(SETTINGS.pgBin ? { binDir: SETTINGS.pgBin } : {}),
      log: () => undefined,
    });
  let db = await start();
  const stop = () => db.stop();
  const remove = async () => {
    await db.stop();
    await rm(dir, { recursive: true, force: true });
  };
  const forget = undoOnSignal(`the PostgreSQL in ${dir}`, onSignal === 'remove' ? remove : stop);
  return {
    dir,
    get connectionString() {
      return db.connectionString;
    },
    async restart(between) {
      await db.stop();
      await between?.();
      db = await start();
    },
    async stop() {
      await stop();
      forget();
    },
    async remove() {
      await remove();
      forget();
    },
  };
}
