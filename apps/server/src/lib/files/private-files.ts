import { mkdir } from 'node:fs/promises';
import path from 'node:path';

// What the server writes to disk (stored images, the outbox's mails, backups, uploads being
// received) is readable by the server's own user only (issue 22): files 0600, folders 0700.
// Node applies the process's umask on top, which can only take bits away.

export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;

/**
 * Creates `dir` (and any missing folders between `base` and it) as private folders. `base`
 * itself (DATA_DIR, the backups' parent) is created with the ordinary mode if missing: the
 * embedded PostgreSQL's user must still be able to enter DATA_DIR.
 */
export async function makePrivateDir(dir: string, base = path.dirname(dir)): Promise<void> {
  await mkdir(base, { recursive: true });
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
}
