// `npm run backup [-- <folder>]` and `npm run restore -- <folder>`: the same configuration as
// the server (DATA_DIR, DATABASE_URL, S3_*). A backup may be taken while the server runs (one
// consistent snapshot). A restore needs an empty database: point DATA_DIR (or DATABASE_URL)
// at a fresh one, restore, then start the server on it.

import path from 'node:path';
import { createStorage } from '../adapters/storage/create-storage.js';
import { ConfigError, loadConfig } from '../config.js';
import { runMigrations } from '../db/migrate.js';
import { backup, RestoreRefused, restore } from './backup.js';
import { openScriptDatabase } from './script-database.js';

async function main(): Promise<void> {
  const [command, folderArg] = process.argv.slice(2);
  if (command !== 'backup' && command !== 'restore') {
    throw new ConfigError('Usage: backup-cli.ts backup [folder] | restore <folder>');
  }
  if (command === 'restore' && !folderArg) {
    throw new ConfigError('Say which backup to restore: npm run restore -- <folder>');
  }
  const config = loadConfig();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const folder = path.resolve(folderArg ?? path.join('backups', `forewarn-${stamp}`));
  const database = await openScriptDatabase(
    config,
    command === 'backup' ? 'backing it up' : 'restoring into it',
  );
  const storage = createStorage(config);
  try {
    if (command === 'backup') {
      const manifest = await backup(database.pool, storage, folder);
      const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
      console.log(`Backed up ${rows} rows and ${manifest.files} files to ${folder}`);
    } else {
      await runMigrations(database.pool);
      const manifest = await restore(database.pool, storage, folder);
      const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
      console.log(`Restored ${rows} rows and ${manifest.files} files from ${folder}`);
    }
  } finally {
    storage.close?.();
    await database.close();
  }
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof RestoreRefused;
  console.error(known ? (error as Error).message : error);
  process.exitCode = 1;
});
