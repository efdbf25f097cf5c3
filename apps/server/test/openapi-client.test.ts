import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './build-test-app.js';

// The web app's typed client (issue 41; docs/decisions/0064) is generated from the OpenAPI
// document by openapi-typescript into a committed file. This test generates it again from the
// server as it is and fails on any difference, so the document cannot drift from the server,
// nor the web's calls from the document (the web's typecheck checks them against the file),
// without a failing test. `npm run api:generate` writes the file anew.

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const GENERATED = path.join(REPO_ROOT, 'apps/web/src/lib/api/schema.gen.ts');
const GENERATOR = path.join(REPO_ROOT, 'tools/api-types/node_modules/.bin/openapi-typescript');

const { app } = await buildTestApp();
const dir = mkdtempSync(path.join(tmpdir(), 'forewarn-api-types-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the generated API types', () => {
  it('are what openapi-typescript makes of the document today', () => {
    const documentFile = path.join(dir, 'openapi.json');
    const out = path.join(dir, 'schema.gen.ts');
    writeFileSync(documentFile, JSON.stringify(app.swagger()));
    const run = spawnSync(GENERATOR, [documentFile, '--output', out], { encoding: 'utf8' });
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
    const generated = readFileSync(out, 'utf8');
    if (process.env.UPDATE_API_TYPES) writeFileSync(GENERATED, generated);
    const committed = readFileSync(GENERATED, 'utf8');
    // Compared whole: a difference means `npm run api:generate`, then fixing the web's calls.
    expect(committed === generated, 'schema.gen.ts is stale: run `npm run api:generate`').toBe(
      true,
    );
    // Generating takes seconds; on a machine busy with the rest of the suite, many more.
  }, 120_000);
});
