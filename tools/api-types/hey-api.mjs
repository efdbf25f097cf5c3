#!/usr/bin/env node
// Generates a TypeScript SDK with @hey-api/openapi-ts, a generator the project does not use for
// its own web client: `node hey-api.mjs <document.json or URL> <output dir>`. Its output is used
// unedited by apps/server/test/openapi-second-client.test.ts (issue 50, decision 0084).
import { register } from 'node:module';

register('./typescript-5.mjs', import.meta.url);
const [input, output] = process.argv.slice(2);
if (!input || !output) {
  console.error('usage: node hey-api.mjs <document.json or URL> <output dir>');
  process.exit(2);
}
const { createClient } = await import('@hey-api/openapi-ts');
await createClient({ input, output, logs: { level: 'silent' } });
