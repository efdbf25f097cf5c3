#!/usr/bin/env node
// `npm run docs:index`: writes docs/decisions/README.md from the records; `--check` only says
// whether it is current (scripts/docs.test.mjs runs the same check in `npm test`).
import { readFileSync, writeFileSync } from 'node:fs';
import { checkDecisions, INDEX_FILE, readDecisions, renderIndex } from './decisions.mjs';

const records = readDecisions();
const problems = checkDecisions(undefined, records);
for (const problem of problems) console.error(problem);
const index = renderIndex(records);
if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(INDEX_FILE, 'utf8');
  } catch {}
  if (current !== index) console.error('docs/decisions/README.md is stale: run npm run docs:index');
  process.exitCode = problems.length > 0 || current !== index ? 1 : 0;
} else {
  writeFileSync(INDEX_FILE, index);
  console.log(`docs/decisions/README.md: ${records.length} records`);
  process.exitCode = problems.length > 0 ? 1 : 0;
}
