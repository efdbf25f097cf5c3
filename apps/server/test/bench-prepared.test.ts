import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CONTENT_ENTRIES,
  collectInputs,
  contentKey,
  ensurePrepared,
  preparedKey,
} from '../bench/prepared.js';

// Decision 0073: prepared databases kept between runs, keyed by content. The key must change
// when a migration, a loader or anything a loader imports changes, and with the sizes, the
// storage mode and PostgreSQL's version; a folder is only used under the key it was built for.

const scratch = await mkdtemp(path.join(tmpdir(), 'forewarn-prepared-test-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));

/** A small project: a loader importing a helper, a file it does not import, and migrations. */
async function project() {
  const root = await mkdtemp(path.join(scratch, 'project-'));
  await writeFile(path.join(root, 'package.json'), '{"name":"p","type":"module"}');
  await writeFile(
    path.join(root, 'loader.ts'),
    "import { rows } from './helper.js';\nexport const load = () => rows;\n",
  );
  await writeFile(path.join(root, 'helper.ts'), 'export const rows = 10;\n');
  await writeFile(path.join(root, 'unrelated.ts'), 'export const x = 1;\n');
  await mkdir(path.join(root, 'drizzle'));
  await writeFile(path.join(root, 'drizzle', '0001_first.sql'), 'CREATE TABLE a (id int);\n');
  const key = async (settings: Record<string, string | number> = { cases: 1000 }) =>
    contentKey(
      await collectInputs({ root, entries: ['loader.ts'], folders: ['drizzle'], settings }),
    );
  return { root, key };
}

describe('the prepared databases’ key', () => {
  it('changes when a migration changes or is added', async () => {
    const { root, key } = await project();
    const before = await key();
    expect(await key()).toBe(before);
    await writeFile(path.join(root, 'drizzle', '0001_first.sql'), 'CREATE TABLE a (id bigint);\n');
    const edited = await key();
    expect(edited).not.toBe(before);
    await writeFile(path.join(root, 'drizzle', '0002_second.sql'), 'CREATE TABLE b ();\n');
    expect(await key()).not.toBe(edited);
  });

  it('changes when a loader or a file it imports changes, not for a file it does not', async () => {
    const { root, key } = await project();
    const before = await key();
    await writeFile(path.join(root, 'unrelated.ts'), 'export const x = 2;\n');
    expect(await key()).toBe(before);
    await writeFile(path.join(root, 'helper.ts'), 'export const rows = 11;\n');
    const helperChanged = await key();
    expect(helperChanged).not.toBe(before);
    await writeFile(
      path.join(root, 'loader.ts'),
      "import { rows } from './helper.js';\nexport const load = () => rows * 2;\n",
    );
    expect(await key()).not.toBe(helperChanged);
  });

  it('changes with the sizes, the storage mode and the PostgreSQL version', async () => {
    const { key } = await project();
    const base = { cases: 1000, storage: 'packed', postgres: 'postgres (PostgreSQL) 17.2' };
    const before = await key(base);
    expect(await key({ ...base, cases: 1001 })).not.toBe(before);
    expect(await key({ ...base, storage: 'grown 0.3' })).not.toBe(before);
    expect(await key({ ...base, postgres: 'postgres (PostgreSQL) 15.10' })).not.toBe(before);
    // The busy day kept in the measured database (decision 0094): with it, another database.
    expect(await key({ ...base, busyDay: '1000 1000' })).not.toBe(before);
  });

  it("covers the bench's loaders, fixtures, migration runner and migrations", async () => {
    const { inputs } = await preparedKey({ cases: 1 });
    const paths = inputs.files.map((f) => f.path);
    for (const entry of CONTENT_ENTRIES) expect(paths).toContain(entry);
    expect(paths).toContain('bench/users.ts');
    expect(paths).toContain('bench/busy-day.ts');
    expect(paths).toContain('drizzle/0036_forewarn-today.sql');
    expect(paths).toContain('bench/prepare-database.ts');
    expect(paths.some((p) => /^drizzle\/0001_.*\.sql$/.test(p))).toBe(true);
    expect(paths).toContain('drizzle/meta/_journal.json');
    expect(inputs.packages.some((p) => p.startsWith('graphile-worker@'))).toBe(true);
    // Not the run's own knobs: changing a setting of the runs must not rebuild 10 M cases.
    expect(paths).not.toContain('bench/settings.ts');
  });
});

describe('a prepared folder', () => {
  it('is built once per key, reused under it, and replaced when the key changes', async () => {
    const root = path.join(scratch, 'prepared');
    let builds = 0;
    const prepare = async (folder: string) => {
      builds += 1;
      await writeFile(path.join(folder, 'data'), `build ${builds}`);
      return { build: builds };
    };
    const first = await ensurePrepared({ root, name: 'bench-1000', key: 'a'.repeat(16), prepare });
    expect(first).toMatchObject({ reused: false, stored: { build: 1 } });
    const again = await ensurePrepared({ root, name: 'bench-1000', key: 'a'.repeat(16), prepare });
    expect(again).toMatchObject({ reused: true, stored: { build: 1 }, folder: first.folder });
    const other = await ensurePrepared({ root, name: 'bench-1000', key: 'b'.repeat(16), prepare });
    expect(other).toMatchObject({ reused: false, stored: { build: 2 } });
    expect(await readFile(path.join(other.folder, 'data'), 'utf8')).toBe('build 2');
    // The other key's folder is gone: 10 GB at 10 M.
    expect(existsSync(first.folder)).toBe(false);
  });

  it('leaves nothing a run would take for ready when the build fails', async () => {
    const root = path.join(scratch, 'failing');
    await expect(
      ensurePrepared({
        root,
        name: 'bench-1000',
        key: 'c'.repeat(16),
        prepare: async () => {
          throw new Error('the load failed');
        },
      }),
    ).rejects.toThrow('the load failed');
    expect(existsSync(path.join(root, `bench-1000-${'c'.repeat(16)}`))).toBe(false);
  });
});
