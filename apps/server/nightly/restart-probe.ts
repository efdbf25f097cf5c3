// `tsx nightly/restart-probe.ts <server url> <command>`: reads the running server while
// <command> (a shell command that restarts its PostgreSQL) runs, and fails unless the server
// answered 503 with Retry-After meanwhile, never a 500, and served reads again within 60 s.
// CI runs it against Debian's PostgreSQL 15 (.ci/run, issue 39).
import { exec } from 'node:child_process';
import { promisify } from 'node:util';
import { randomClientAddress } from './clients.js';
import { probeThroughOutage } from './outage-probe.js';

const [url, command] = process.argv.slice(2);
if (!url || !command) {
  console.error('usage: restart-probe.ts <server url> <restart command>');
  process.exit(2);
}
const result = await probeThroughOutage({
  url,
  paths: ['/api/cases/recent', '/api/cases/search?q=0412345678'],
  headers: () => ({ 'x-forwarded-for': randomClientAddress() }),
  readers: 2,
  warmMs: 1000,
  patienceMs: 60_000,
  settledAfter: 5,
  // Run aside, so that the reads go on while it does.
  cause: async () => {
    await promisify(exec)(command);
  },
});
console.log(
  `answers ${JSON.stringify(result.statuses)}; reads back ${
    result.readsBackMs === undefined ? 'never' : `${(result.readsBackMs / 1000).toFixed(1)} s`
  } after the restart began; 5xx other than 503: ${result.faults}; 503 without Retry-After: ${result.without_retry_after}`,
);
const ok =
  result.readsBackMs !== undefined &&
  result.faults === 0 &&
  result.without_retry_after === 0 &&
  (result.statuses['503'] ?? 0) > 0;
process.exit(ok ? 0 : 1);
