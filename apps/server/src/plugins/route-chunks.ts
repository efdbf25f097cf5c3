import { readFileSync } from 'node:fs';
import path from 'node:path';

// Vite's build manifest (dist/.vite/manifest.json) says which chunks each source module's chunk
// imports. A screen of the web app is a chunk loaded when its route is first shown, after the
// app's own code: a page's HTML that names the screen's chunks up front (modulepreload) saves
// one round trip of the chain HTML, app code, screen code, data (issue #15).

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/** The manifest of the build in `root`, or null when there is none (an older build). */
export function readManifest(root: string): Manifest | null {
  try {
    return JSON.parse(readFileSync(path.join(root, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

/** The chunk of `key` and every chunk it imports statically, as manifest keys. */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, into);
  return into;
}

/**
 * The files (as '/assets/…' paths) the screen `source` (e.g. 'src/app/routes/case-detail.tsx')
 * needs beyond what the entry's HTML already loads; empty when the manifest does not know it.
 */
export function screenChunks(manifest: Manifest, source: string): string[] {
  const loaded = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) closure(manifest, key, loaded);
  }
  return [...closure(manifest, source)]
    .filter((key) => !loaded.has(key))
    .map((key) => `/${manifest[key]?.file}`);
}
