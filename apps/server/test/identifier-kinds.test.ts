import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { IDENTIFIER_KINDS, type IdentifierKindSpec } from '@forewarn/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../src/lib/server-root.js';
import { buildTestApp } from './build-test-app.js';

// The identifier-kind registry (packages/domain/src/identifiers/identifier-kinds.ts, issue 47):
// adding a kind is its entry, a migration and tests (docs/architecture.md, "Adding an
// identifier kind"). These tests hold both halves: no other source file names a kind, so
// nothing else needs the change; and the migrated database has what each entry says, so a
// kind added without its migration fails here.

const REPO = path.join(SERVER_ROOT, '..', '..');
const SOURCE_ROOTS = ['apps/server/src', 'apps/web/src', 'packages/domain/src'];
const REGISTRY = 'packages/domain/src/identifiers/identifier-kinds.ts';
/** The registry's shown part, which the case page loads without the validators (decision 0099). */
const REGISTRY_FORMS = 'packages/domain/src/identifiers/identifier-kind-forms.ts';
/**
 * Source files that may name a kind: the registry (both its files), its labels in the message
 * catalogue (each kind's label is a text, in English and French: issue 49) and their compiled
 * modules, the generated API types, and the demo's cases, which are data like a test's (a kind
 * left out of them is simply empty).
 */
const MAY_NAME_KINDS = new Set([
  REGISTRY,
  REGISTRY_FORMS,
  'packages/domain/src/messages/catalogue/field-labels.ts',
  'packages/domain/src/messages/compiled/en/fieldLabels.gen.ts',
  'packages/domain/src/messages/compiled/fr-CA/fieldLabels.gen.ts',
  'apps/web/src/lib/api/schema.gen.ts',
  'apps/server/src/scripts/demo-cases-au-us-ca.ts',
  'apps/server/src/scripts/demo-cases-gb-nz-ie.ts',
]);
/** The kinds' names that no ordinary word shares ('number', 'email', 'postcode' do). */
const DISTINCT_NAMES = IDENTIFIER_KINDS.flatMap((kind) => [kind.field, kind.column]).filter(
  (name) => !['number', 'email', 'postcode'].includes(name),
);

async function sourceFiles(): Promise<string[]> {
  const files: string[] = [];
  for (const root of SOURCE_ROOTS) {
    const entries = await readdir(path.join(REPO, root), { recursive: true, withFileTypes: true });
    for (const e of entries) {
      if (!e.isFile() || !/\.tsx?$/.test(e.name) || /\.test\.tsx?$/.test(e.name)) continue;
      files.push(path.relative(REPO, path.join(e.parentPath, e.name)));
    }
  }
  return files;
}

describe('the identifier kinds in the source', () => {
  it('are named by the registry alone', async () => {
    expect(DISTINCT_NAMES).toContain('businessIdentificationNumber');
    const word = new RegExp(`\\b(${DISTINCT_NAMES.join('|')})\\b`);
    const files = await sourceFiles();
    expect(files).toContain(REGISTRY);
    const offenders: string[] = [];
    for (const file of files) {
      if (MAY_NAME_KINDS.has(file)) continue;
      const match = word.exec(await readFile(path.join(REPO, file), 'utf8'));
      if (match) offenders.push(`${file}: ${match[0]}`);
    }
    expect(offenders).toEqual([]);
  });
});

const { database } = await buildTestApp();

describe('the identifier kinds in the migrated database', () => {
  it('have a column each in cases, with the length check the registry gives', async () => {
    const columns = await database.db.execute<{ column_name: string; is_nullable: string }>(sql`
      SELECT column_name, is_nullable FROM information_schema.columns WHERE table_name = 'cases'`);
    const checks = await database.db.execute<{ name: string; def: string }>(sql`
      SELECT conname AS name, pg_get_constraintdef(oid) AS def FROM pg_constraint
      WHERE conrelid = 'cases'::regclass AND contype = 'c'`);
    const defs = new Map(checks.rows.map((row) => [row.name, row.def]));
    for (const kind of IDENTIFIER_KINDS as readonly IdentifierKindSpec[]) {
      expect(columns.rows).toContainEqual({ column_name: kind.column, is_nullable: 'NO' });
      const check = defs.get(kind.lengthCheck ?? `cases_${kind.column}_length`);
      expect(check, kind.field).toBe(`CHECK ((char_length(${kind.column}) <= ${kind.max}))`);
    }
  });

  it('are exactly the kinds case_identifiers accepts', async () => {
    const [row] = (
      await database.db.execute<{ def: string }>(sql`
        SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint
        WHERE conname = 'case_identifiers_kind_check'`)
    ).rows;
    const accepted = [...(row?.def ?? '').matchAll(/'([A-Za-z]+)'::text/g)].map((m) => m[1]);
    expect(accepted).toEqual(IDENTIFIER_KINDS.map((kind) => kind.field));
  });
});
