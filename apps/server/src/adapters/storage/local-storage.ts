import { constants, createReadStream } from 'node:fs';
import { access, opendir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { makePrivateDir, PRIVATE_FILE_MODE } from '../../lib/files/private-files.js';
import { assertSafeKey, type Storage } from './storage.js';

/**
 * Files under one directory (DATA_DIR/files by default). Writes are atomic: temp file, then
 * rename. Files are 0600 and folders 0700 (lib/files/private-files.ts).
 */
export function createLocalStorage(root: string): Storage {
  const resolve = (key: string) => path.join(root, ...assertSafeKey(key).split('/'));

  return {
    async put(key, body) {
      const file = resolve(key);
      await makePrivateDir(path.dirname(file), path.dirname(root));
      const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temp, body, { mode: PRIVATE_FILE_MODE });
      await rename(temp, file);
    },
    async get(key) {
      const file = resolve(key);
      try {
        const info = await stat(file);
        return { stream: createReadStream(file), size: info.size };
      } catch {
        return null;
      }
    },
    async exists(key) {
      try {
        await stat(resolve(key));
        return true;
      } catch (error) {
        // Only "no such file" means missing; any other failure is not an answer.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
    async check() {
      await makePrivateDir(root);
      await access(root, constants.W_OK);
    },
    async *listOlderThan(before) {
      yield* walk(root, [], before.getTime());
    },
  };
}

async function* walk(dir: string, prefix: string[], beforeMs: number): AsyncGenerator<string> {
  let entries: Awaited<ReturnType<typeof opendir>>;
  try {
    entries = await opendir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for await (const entry of entries) {
    const here = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      yield* walk(here, [...prefix, entry.name], beforeMs);
    } else if (entry.isFile()) {
      // A file removed since the listing began is simply not listed.
      const modified = await stat(here).then(
        (info) => info.mtimeMs,
        () => undefined,
      );
      if (modified !== undefined && modified < beforeMs) yield [...prefix, entry.name].join('/');
    }
  }
}
