import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { SETTINGS } from './settings.js';

// The bench programs' database: an embedded PostgreSQL in a folder of its own under the system's
// temporary folder, not durable (fsync off), gone with the folder when removed. The folder is
// readable by all, since as root embedded PostgreSQL runs as an unprivileged user.

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

export async function startThrowawayDatabase(
  name: string,
  database = 'forewarn_bench',
): Promise<ThrowawayDatabase> {
  const dir = await mkdtemp(path.join(tmpdir(), `forewarn-${name}-`));
  await chmod(dir, 0o755);
  const start = () =>
    startEmbeddedPostgres({
      dataDir: path.join(dir, 'pg'),
      database,
      durable: false,
      sharedBuffers: SETTINGS.sharedBuffers,
      ...(SETTINGS.pgBin ? { binDir: SETTINGS.pgBin } : {}),
      log: () => undefined,
    });
  let db = await start();
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
    async remove() {
      await db.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
