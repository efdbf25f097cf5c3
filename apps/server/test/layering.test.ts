import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../src/lib/server-root.js';

// The server's layers (docs/architecture.md): routes -> services -> repositories; SQL only in
// repositories (issue 22: moderation's routes read trade_applications themselves) and the
// files architecture.md lists under "SQL outside repositories" (issue 47), and no import
// cycles inside a feature (cases/presenter.ts and cases/repository.ts imported each other's
// types).

const MODULES = path.join(SERVER_ROOT, 'src', 'modules');
const ARCHITECTURE = path.join(SERVER_ROOT, '..', '..', 'docs', 'architecture.md');
/** Hand-written SQL: Drizzle's `sql` template, `sql.raw`, or a statement sent as text. */
const HAND_WRITTEN_SQL = /\bsql`|\bsql\.raw\(|\.query\(|\.execute\(/;

/** The files architecture.md's "SQL outside repositories" names, relative to src/modules. */
async function sqlAllowedOutsideRepositories(): Promise<string[]> {
  const doc = await readFile(ARCHITECTURE, 'utf8');
  const section = doc.split('### SQL outside repositories')[1]?.split(/^#{2,3} /m)[0] ?? '';
  return [...section.matchAll(/`([a-z-]+\/[a-z-]+\.ts)`/g)].map((m) => m[1] ?? '');
}

async function sources(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
    .map((e) => path.join(e.parentPath, e.name));
}

/** The relative imports of a file (type-only ones too), as absolute paths of .ts files. */
async function importsOf(file: string): Promise<{ specifiers: string[]; local: string[] }> {
  const text = await readFile(file, 'utf8');
  const specifiers = [...text.matchAll(/^\s*(?:import|export)\b[^;]*?from\s+'([^']+)'/gms)].map(
    (m) => m[1] ?? '',
  );
  const local = specifiers
    .filter((s) => s.startsWith('.'))
    .map((s) => path.resolve(path.dirname(file), s.replace(/\.js$/, '.ts')));
  return { specifiers, local };
}

describe('server layering', () => {
  it('keeps table access out of route files', async () => {
    const files = (await sources(MODULES)).filter((f) => /(^|[-/])routes\.ts$/.test(f));
    expect(files.length).toBeGreaterThan(10);
    const offenders: string[] = [];
    for (const file of files) {
      const { specifiers } = await importsOf(file);
      if (specifiers.some((s) => s.includes('/db/schema'))) {
        offenders.push(path.relative(MODULES, file));
      }
    }
    expect(offenders).toEqual([]);
  });

  it('keeps hand-written SQL in repositories and the files architecture.md lists', async () => {
    const allowed = await sqlAllowedOutsideRepositories();
    expect(allowed.length).toBeGreaterThan(10);
    const files = await sources(MODULES);
    const offenders: string[] = [];
    for (const file of files) {
      const relative = path.relative(MODULES, file);
      if (/(^|[-/])repository\.ts$/.test(relative) || allowed.includes(relative)) continue;
      if (HAND_WRITTEN_SQL.test(await readFile(file, 'utf8'))) offenders.push(relative);
    }
    expect(offenders).toEqual([]);
    // A listed file that is gone, or holds no SQL any more, leaves the list.
    const stale: string[] = [];
    for (const relative of allowed) {
      const file = path.join(MODULES, relative);
      const text = await readFile(file, 'utf8').catch(() => '');
      if (!HAND_WRITTEN_SQL.test(text)) stale.push(relative);
    }
    expect(stale).toEqual([]);
  });

  it('has no import cycle inside a feature', async () => {
    const files = await sources(MODULES);
    const graph = new Map<string, string[]>();
    for (const file of files) graph.set(file, (await importsOf(file)).local);
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, trail: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        const from = trail.indexOf(file);
        cycles.push(
          [...trail.slice(from), file].map((f) => path.relative(MODULES, f)).join(' -> '),
        );
        return;
      }
      state.set(file, 'open');
      for (const next of graph.get(file) ?? []) {
        // Within one feature folder only.
        if (path.dirname(next) === path.dirname(file)) visit(next, [...trail, file]);
      }
      state.set(file, 'done');
    };
    for (const file of files) visit(file, []);
    expect(cycles).toEqual([]);
  });
});
