import { execFileSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded-postgres.js';
import { foldersClosedTo } from './reachable-folders.js';

// As root, `npm ci && npm start` in a folder the postgres user cannot enter (under /root, a
// mktemp -d folder, both 0700) stops at once, naming the folder and the command that fixes it.
// Only root runs the embedded PostgreSQL as another user, so only root can try it.

const asRoot = userInfo().uid === 0;
const base = await mkdtemp(path.join(tmpdir(), 'forewarn-closed-'));
afterAll(() => rm(base, { recursive: true, force: true }));

const postgresUser = () => ({
  uid: Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
  gid: Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
});

describe.skipIf(!asRoot)('a checkout the postgres user cannot reach', () => {
  it('finds the 0700 folder on the way, and nothing once it may be passed through', async () => {
    const closed = path.join(base, 'home');
    await mkdir(path.join(closed, 'forewarn'), { recursive: true });
    await chmod(base, 0o755);
    await chmod(closed, 0o700);
    const owner = postgresUser();
    expect(await foldersClosedTo(path.join(closed, 'forewarn', 'data'), owner)).toEqual([closed]);
    await chmod(closed, 0o701);
    expect(await foldersClosedTo(path.join(closed, 'forewarn', 'data'), owner)).toEqual([]);
  });

  it('stops start-up at once with the folder and the command, before initdb', async () => {
    const closed = path.join(base, 'private');
    await mkdir(closed, { recursive: true });
    await chmod(closed, 0o700);
    const dataDir = path.join(closed, 'data', 'pg');
    await expect(
      startEmbeddedPostgres({ dataDir, database: 'forewarn', log: () => undefined }),
    ).rejects.toThrow(`chmod o+x ${closed}`);
  });
});
