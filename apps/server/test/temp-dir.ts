import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/** A folder under the system's temporary folder, removed after the file's tests. */
export async function tempDirForFile(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  afterAll(() => rm(dir, { recursive: true, force: true }));
  return dir;
}
