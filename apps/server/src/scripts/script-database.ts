// The database of a command-line script (`npm run demo`, `npm run admin`): the same configuration
// as the server (DATA_DIR, DATABASE_URL). With the server stopped the script starts the embedded
// PostgreSQL itself; while the server runs it joins the server's embedded PostgreSQL instead of
// starting a second one on the same files.

import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.js';
import { connect, type Database, openDatabase } from '../db/client.js';

/**
 * The connection string of an embedded PostgreSQL already running on DATA_DIR (a Forewarn
 * server is up): the demo joins it rather than starting a second one on the same files.
 */
async function runningEmbedded(dataDir: string): Promise<string | null> {
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  const passwordFile = path.join(dataDir, 'pg.password');
  if (!existsSync(pidFile) || !existsSync(passwordFile)) return null;
  const lines = (await readFile(pidFile, 'utf8')).split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port) || port <= 0) return null;
  try {
    process.kill(pid, 0);
  } catch {
    return null; // A stale pid file: nothing is running.
  }
  const password = (await readFile(passwordFile, 'utf8')).trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/forewarn`;
}

export async function openScriptDatabase(config: Config, doing: string): Promise<Database> {
  if (!config.databaseUrl) {
    const running = await runningEmbedded(config.dataDir);
    if (running) {
      console.log(`A Forewarn server is running on ${config.dataDir}: ${doing}.`);
      return connect(running, 'external');
    }
  }
  return openDatabase({
    databaseUrl: config.databaseUrl,
    databaseOwnerUrl: config.databaseOwnerUrl,
    // Scripts migrate, restore and grant roles: they work as the schema's owner.
    as: 'owner',
    dataDir: config.dataDir,
    log: (message) => console.log(message),
  });
}
