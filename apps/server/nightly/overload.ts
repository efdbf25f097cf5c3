import autocannon from 'autocannon';
import { percentile, randomClientAddress, sleep, someCase, verifiedAccounts } from './clients.js';
import { record } from './report.js';
import {
  alive,
  connectToServerDatabase,
  removeDataDir,
  startServer,
  stopServer,
  throwawayDataDir,
  waitForHealth,
} from './server-process.js';

// Issue 12: load shedding. 1,500 connections ask for searches and case pages as fast as they
// are answered, each request from an address of its own (so the per-client limits do not
// answer for the load shedding), for 20 s: past saturation. Budget: some answers are 503 with
// Retry-After, no request waits 10 s (autocannon's time-out), the server does not crash, and
// /api/health, asked every 250 ms from the side, answers all along.

const SCENARIO = 'overload';
const CONNECTIONS = Number(process.env.NIGHTLY_OVERLOAD_CONNECTIONS ?? 1500);
const SECONDS = Number(process.env.NIGHTLY_OVERLOAD_SECONDS ?? 20);
const TIMEOUT_S = 10;

export async function overload(): Promise<void> {
  const dataDir = await throwawayDataDir('overload');
  const server = await startServer(dataDir);
  try {
    await waitForHealth(server);
    const database = await connectToServerDatabase(dataDir);
    const [owner] = await verifiedAccounts(database, 1);
    const caseIds: string[] = [];
    for (let i = 0; i < 50; i++) caseIds.push(await someCase(database, owner?.id ?? ''));
    await database.close();

    const paths = [
      () => `/api/cases/search?country=AU&q=${encodeURIComponent('0412 345 678')}`,
      () => `/api/cases/${caseIds[Math.floor(Math.random() * caseIds.length)]}`,
      () => '/api/cases/recent?country=AU',
    ];
    let shed = 0;
    let shedWithoutRetryAfter = 0;
    const health: { ms: number; ok: boolean }[] = [];
    let storming = true;
    const healthLoop = async () => {
      while (storming) {
        const started = performance.now();
        let ok = false;
        try {
          const res = await fetch(`${server.url}/api/health`, {
            signal: AbortSignal.timeout(TIMEOUT_S * 1000),
          });
          await res.arrayBuffer();
          ok = res.status === 200;
        } catch {
          ok = false;
        }
        health.push({ ms: performance.now() - started, ok });
        await sleep(250);
      }
    };
    const healthDone = healthLoop();
    let turn = 0;
    const result = await autocannon({
      url: server.url,
      connections: CONNECTIONS,
      duration: SECONDS,
      timeout: TIMEOUT_S,
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            path: (paths[turn++ % paths.length] as () => string)(),
            headers: { ...request.headers, 'x-forwarded-for': randomClientAddress() },
          }),
          onResponse: (status, _body, _context, headers) => {
            if (status !== 503) return;
            shed += 1;
            const names = Object.keys(headers ?? {}).map((h) => h.toLowerCase());
            if (!names.includes('retry-after')) shedWithoutRetryAfter += 1;
          },
        },
      ],
    });
    storming = false;
    await healthDone;

    const statuses = Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count ?? 0]),
    );
    const otherFailures = Object.entries(statuses)
      .filter(([code]) => Number(code) >= 500 && code !== '503')
      .reduce((n, [, count]) => n + count, 0);
    const healthTimes = health.map((h) => h.ms);
    console.log(
      `  ${result.requests.total} requests, ${Math.round(result.requests.average)} req/s; statuses ${JSON.stringify(statuses)}; p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms; errors ${result.errors}, time-outs ${result.timeouts}`,
    );
    console.log(
      `  health: ${health.length} asked, ${health.filter((h) => !h.ok).length} failed, p99 ${percentile(healthTimes, 99).toFixed(0)} ms, max ${Math.max(...healthTimes).toFixed(0)} ms`,
    );
    record(SCENARIO, '503 answers (shed)', String(shed), '> 0', shed > 0);
    record(
      SCENARIO,
      '503 answers without Retry-After',
      String(shedWithoutRetryAfter),
      '0',
      shedWithoutRetryAfter === 0,
    );
    record(SCENARIO, 'other 5xx answers', String(otherFailures), '0', otherFailures === 0);
    record(
      SCENARIO,
      'requests waiting past 10 s (time-outs)',
      String(result.timeouts),
      '0',
      result.timeouts === 0 && result.latency.max < TIMEOUT_S * 1000,
    );
    record(
      SCENARIO,
      'health checks unanswered',
      `${health.filter((h) => !h.ok).length} of ${health.length}`,
      '0',
      health.length > 0 && health.every((h) => h.ok),
    );
    record(SCENARIO, 'server still up', alive(server) ? 'yes' : 'no', 'yes', alive(server));
  } finally {
    await stopServer(server);
    await removeDataDir(dataDir);
  }
}
