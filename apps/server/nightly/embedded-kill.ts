import { randomClientAddress } from './clients.js';
import { probeThroughOutage } from './outage-probe.js';
import { record } from './report.js';
import {
  alive,
  postmasterPid,
  removeDataDir,
  startServer,
  stopServer,
  throwawayDataDir,
  waitForHealth,
} from './server-process.js';

// Issue 39: the embedded PostgreSQL alone is killed (kill -9 of its postmaster, the OOM
// killer's usual choice) while clients read, several times over. The server must start it
// again by itself: reads back within 15 s of the kill, meanwhile 503 with Retry-After and
// never a 500, and the server process the same one throughout.

const SCENARIO = 'embedded-kill';
const CYCLES = Number(process.env.NIGHTLY_EMBEDDED_KILL_CYCLES ?? 5);
const READS_BACK_BUDGET_MS = 15_000;

export async function embeddedKill(): Promise<void> {
  const dataDir = await throwawayDataDir('embedded-kill');
  const server = await startServer(dataDir);
  let slowest = 0;
  let faults = 0;
  let without = 0;
  let neverBack = 0;
  let failures = 0;
  try {
    await waitForHealth(server);
    for (let cycle = 1; cycle <= CYCLES; cycle++) {
      const result = await probeThroughOutage({
        url: server.url,
        paths: ['/api/cases/recent', '/api/cases/search?q=0412345678'],
        // Each read from an address of its own: the search limits count per address.
        headers: () => ({ 'x-forwarded-for': randomClientAddress() }),
        warmMs: 1500,
        patienceMs: 30_000,
        cause: async () => {
          const pid = await postmasterPid(dataDir);
          if (!pid) throw new Error('no postmaster to kill');
          process.kill(pid, 'SIGKILL');
        },
      });
      const back = result.readsBackMs;
      console.log(
        `  cycle ${cycle}: reads back in ${back === undefined ? 'never' : `${(back / 1000).toFixed(1)} s`}, answers ${JSON.stringify(result.statuses)}`,
      );
      if (back === undefined) neverBack += 1;
      else slowest = Math.max(slowest, back);
      faults += result.faults;
      without += result.without_retry_after;
      failures += result.statuses['503'] ?? 0;
    }
    record(
      SCENARIO,
      `slowest return of reads after kill -9 of the postmaster (${CYCLES} kills)`,
      neverBack > 0 ? `${neverBack} never` : `${(slowest / 1000).toFixed(1)} s`,
      '≤ 15 s',
      neverBack === 0 && slowest <= READS_BACK_BUDGET_MS,
    );
    record(SCENARIO, 'answers 500 (or 5xx other than 503)', String(faults), '0', faults === 0);
    record(SCENARIO, '503 answers without Retry-After', String(without), '0', without === 0);
    record(SCENARIO, '503 answers while it was down (for the record)', String(failures), '—', true);
    record(
      SCENARIO,
      'server process kept (not restarted)',
      alive(server) ? 'yes' : 'no',
      'yes',
      alive(server),
    );
  } finally {
    await stopServer(server);
    await removeDataDir(dataDir);
  }
}
