import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The server package's folder, found by walking up from this module: the same answer from
 * src/ under tsx and from the bundled dist/main.js.
 */
function findServerRoot(start: string): string {
  let dir = start;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@forewarn/server') return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`@forewarn/server not found above ${start}`);
    dir = parent;
  }
}

export const SERVER_ROOT = findServerRoot(import.meta.dirname);
