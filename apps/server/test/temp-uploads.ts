import { readdir } from 'node:fs/promises';
import { TEMP_UPLOAD_DIR } from '../src/lib/uploads/temp-uploads.js';

// The process's folder of temporary uploads, as tests see it. Test files share a process
// (docs/decisions/0055), so a test looks only at the files that appeared while it ran.

/** The temporary uploads the folder holds now. */
export async function tempUploads(): Promise<Set<string>> {
  return new Set(await readdir(TEMP_UPLOAD_DIR).catch(() => [] as string[]));
}

/**
 * The temporary uploads there now that were not in `before`, once removals under way have
 * happened (a request's files go just after inject() resolves): up to 2 s.
 */
export async function tempUploadsLeft(before: ReadonlySet<string>): Promise<string[]> {
  const added = async () => [...(await tempUploads())].filter((file) => !before.has(file));
  for (let i = 0; i < 100; i++) {
    if ((await added()).length === 0) return [];
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return added();
}
