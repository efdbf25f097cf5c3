import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../src/db/embedded-postgres.js';

/**
 * An embedded PostgreSQL of the tests' own in a new temporary folder (`<prefix>…/pg`), not
 * durable; `remove` stops it and deletes the folder.
 */
export async function startThrowawayCluster(
  prefix: string,
): Promise<{ dir: string; embedded: EmbeddedPostgres; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  // As root the cluster runs as an unprivileged user, who must be able to reach its folder.
  await chmod(dir, 0o755);
  const embedded = await startEmbeddedPostgres({
    dataDir: path.join(dir, 'pg'),
    database: 'postgres',
    durable: false,
    log: () => undefined,
  });
  return {
    dir,
    embedded,
    async remove() {
      await embedded.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
