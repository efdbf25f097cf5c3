import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from '../adapters/storage/storage.js';

/** Every file under `root`, as storage keys ('AU/{caseId}/main/x.jpg'). */
export async function localKeys(root: string): Promise<string[]> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.tmp'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .map((relative) => relative.split(path.sep).join('/'))
    .sort();
}

/**
 * Copies the files under `root` into `target`, skipping those already there, so it can be run
 * again after an interruption. The local files are left in place.
 */
export async function copyFiles(
  root: string,
  target: Storage,
  onProgress: (key: string, copied: boolean) => void = () => undefined,
): Promise<{ copied: number; skipped: number }> {
  let copied = 0;
  let skipped = 0;
  for (const key of await localKeys(root)) {
    if (await target.exists(key)) {
      skipped += 1;
      onProgress(key, false);
      continue;
    }
    await target.put(key, await readFile(path.join(root, ...key.split('/'))));
    copied += 1;
    onProgress(key, true);
  }
  return { copied, skipped };
}
