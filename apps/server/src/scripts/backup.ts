import { createReadStream, createWriteStream } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import type { Storage } from '../adapters/storage/storage.js';
import { makePrivateDir, PRIVATE_FILE_MODE } from '../lib/files/private-files.js';

// A backup is one folder: every table of the public schema as PostgreSQL's own COPY text,
// every stored file a row refers to, and a manifest. It works the same on the embedded and
// on an external PostgreSQL (no pg_dump needed, whose version must match the server's) and
// on local files or a bucket (files are read through the storage adapter, by the keys the
// rows hold, so orphans are left behind).

export const BACKUP_FORMAT = 'forewarn-backup/1';

export type Manifest = {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  /** The migrations applied when it was taken: a restore needs the same. */
  migrations: string[];
  /** Tables in restore order (parents before children), with their row counts. */
  tables: { name: string; rows: number }[];
  files: number;
};

/** Columns that hold a storage key, table by table. */
const FILE_KEYS = `
  SELECT storage_key AS key FROM case_images UNION ALL SELECT thumb_key FROM case_images
  UNION ALL SELECT display_key FROM case_images WHERE display_key IS NOT NULL
  UNION ALL SELECT image_key FROM comments WHERE image_key IS NOT NULL
  UNION ALL SELECT image_thumb_key FROM comments WHERE image_thumb_key IS NOT NULL
  UNION ALL SELECT profile_image_key FROM users WHERE profile_image_key IS NOT NULL
  UNION ALL SELECT photo_key FROM trade_applications WHERE photo_key IS NOT NULL`;

async function appliedMigrations(client: pg.PoolClient): Promise<string[]> {
  const result = await client.query<{ hash: string }>(
    'SELECT hash FROM drizzle.__drizzle_migrations ORDER BY created_at, id',
  );
  return result.rows.map((row) => row.hash);
}

/** The public tables, parents before the tables whose foreign keys point at them. */
async function tablesInOrder(client: pg.PoolClient): Promise<string[]> {
  const tables = (
    await client.query<{ name: string }>(
      // A partitioned table's rows are its partitions' (the counters', by day: decision
      // 0059): it is backed up whole and restored through its parent, which routes each row
      // to the partition of its day in the new database; the partitions are not listed.
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
       ORDER BY c.relname`,
    )
  ).rows.map((row) => row.name);
  const edges = (
    await client.query<{ child: string; parent: string }>(
      `SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent
       FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
       WHERE c.contype = 'f' AND n.nspname = 'public' AND c.conrelid <> c.confrelid`,
    )
  ).rows;
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const next = tables.filter(
      (table) =>
        !placed.has(table) &&
        edges.every((edge) => edge.child !== table || placed.has(edge.parent)),
    );
    if (next.length === 0) throw new Error('The tables’ foreign keys form a circle.');
    for (const table of next) {
      ordered.push(table);
      placed.add(table);
    }
  }
  return ordered;
}

const quoted = (table: string) => `"${table.replaceAll('"', '""')}"`;

/** Writes a backup of the database and its files into `folder` (created; must be new). */
export async function backup(pool: pg.Pool, storage: Storage, folder: string): Promise<Manifest> {
  // Readable by the server's user only: a backup holds every name, number and image.
  await makePrivateDir(folder);
  await makePrivateDir(path.join(folder, 'tables'));
  await makePrivateDir(path.join(folder, 'files'));
  const client = await pool.connect();
  try {
    // One snapshot for every table and the file list: a consistent backup of a running server.
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const migrations = await appliedMigrations(client);
    const tables: Manifest['tables'] = [];
    for (const name of await tablesInOrder(client)) {
      const rows = Number(
        (await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${quoted(name)}`)).rows[0]?.n,
      );
      await pipeline(
        client.query(copyTo(`COPY (SELECT * FROM ${quoted(name)}) TO STDOUT`)),
        createWriteStream(path.join(folder, 'tables', `${name}.copy`), { mode: PRIVATE_FILE_MODE }),
      );
      tables.push({ name, rows });
    }
    const keys = (await client.query<{ key: string }>(FILE_KEYS)).rows.map((row) => row.key);
    await client.query('COMMIT');

    let files = 0;
    for (const key of new Set(keys)) {
      const object = await storage.get(key);
      if (!object) continue; // Already missing: the app shows a placeholder for it.
      const target = path.join(folder, 'files', ...key.split('/'));
      await makePrivateDir(path.dirname(target), folder);
      await pipeline(object.stream, createWriteStream(target, { mode: PRIVATE_FILE_MODE }));
      files += 1;
    }
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      migrations,
      tables,
      files,
    };
    await writeFile(path.join(folder, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`, {
      mode: PRIVATE_FILE_MODE,
    });
    return manifest;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

export class RestoreRefused extends Error {}

/**
 * Restores a backup into a database migrated to the same migrations, holding no rows yet
 * (a fresh one), in one transaction; then puts its files back into storage.
 */
export async function restore(pool: pg.Pool, storage: Storage, folder: string): Promise<Manifest> {
  const manifest = JSON.parse(
    await readFile(path.join(folder, 'manifest.json'), 'utf8'),
  ) as Manifest;
  if (manifest.format !== BACKUP_FORMAT) {
    throw new RestoreRefused(`${folder} is not a Forewarn backup (${BACKUP_FORMAT}).`);
  }
  const client = await pool.connect();
  try {
    const migrations = await appliedMigrations(client);
    if (migrations.join() !== manifest.migrations.join()) {
      throw new RestoreRefused(
        `The backup was taken at migration ${manifest.migrations.length} and this database is at ${migrations.length}: restore it with the release that made it, then start the new one.`,
      );
    }
    await client.query('BEGIN');
    for (const { name } of manifest.tables) {
      const held = await client.query(`SELECT 1 FROM ${quoted(name)} LIMIT 1`);
      if (held.rowCount) {
        throw new RestoreRefused(
          `The database already holds rows (table ${name}): restore into an empty one.`,
        );
      }
    }
    for (const { name } of manifest.tables) {
      await pipeline(
        createReadStream(path.join(folder, 'tables', `${name}.copy`)),
        client.query(copyFrom(`COPY ${quoted(name)} FROM STDIN`)),
      );
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }

  const root = path.join(folder, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  for (const entry of entries.filter((e) => e.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    const key = path.relative(root, file).split(path.sep).join('/');
    await storage.put(key, await buffer(createReadStream(file)));
  }
  return manifest;
}
