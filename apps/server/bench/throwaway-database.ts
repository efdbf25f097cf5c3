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
  connectionString: string;
  /** Stops PostgreSQL and removes the folder. */
  remove(): Promise<void>;
};

export async function startThrowawayDatabase(
  name: string,
  database = 'forewarn_bench',
): Promise<ThrowawayDatabase> {
  const dir = await mkdtemp(path.join(tmpdir(), `forewarn-${name}-`));
  await chmod(dir, 0o755);
  const db = await startEmbeddedPostgres({
    dataDir: path.join(dir, 'pg'),
    database,
    durable: false,
    sharedBuffers: SETTINGS.sharedBuffers,
    ...(SETTINGS.pgBin ? { binDir: SETTINGS.pgBin } : {}),
    log: () => undefined,
  });
  return {
    dir,
    connectionString: db.connectionString,
    async remove() {
      await db.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
