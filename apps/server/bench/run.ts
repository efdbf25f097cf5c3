// `npm run bench`: measures the standing budgets of DESIGN.md §6 on this machine.
//   - loading BENCH_CASES (default 1,000,000) fictional cases: <= 2 minutes
//   - search, recent cases and case detail at 50 connections: p99 <= 50 ms, no errors
//   - server memory under that load: <= 250 MB RSS
//   - JavaScript a first visit to / loads: <= 110 KB gzip
// Everything runs on loopback: a throwaway embedded PostgreSQL, the built server, autocannon.
// Exits 1 when a budget is missed. Never part of `npm test`.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { normalizePhone } from '@forewarn/domain';
import autocannon from 'autocannon';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { freePort, startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { runMigrations } from '../src/db/migrate.js';
import { SERVER_ROOT } from '../src/lib/server-root.js';
import { BENCH_COUNTRIES, countryOf, loadCases, PHONE_SHAPES } from './load-cases.js';

const CASES = Number(process.env.BENCH_CASES ?? 1_000_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROOT = path.resolve(SERVER_ROOT, '../..');

type Result = { name: string; value: string; budget: string; ok: boolean };
const results: Result[] = [];
const record = (name: string, value: string, budget: string, ok: boolean) => {
  results.push({ name, value, budget, ok });
  console.log(`${ok ? '✓' : '✗'} ${name}: ${value} (budget ${budget})`);
};

const randomIndex = () => 1 + Math.floor(Math.random() * CASES);

async function waitForHealth(url: string, child: ChildProcess) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy');
}

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** A random address in 10.0.0.0/8. */
function randomClientAddress(): string {
  const n = Math.floor(Math.random() * 2 ** 24);
  return `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`;
}

async function load(
  name: string,
  base: string,
  pathFor: () => string,
): Promise<{ p99: number; errors: number; rps: number }> {
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [
      {
        // Each request from its own client address (through TRUST_PROXY below): the benchmark
        // measures search, not the per-client limits and near-miss guard that refuse one
        // client walking through numbers (docs/decisions/0014).
        setupRequest: (request) => ({
          ...request,
          path: pathFor(),
          headers: { ...request.headers, 'x-forwarded-for': randomClientAddress() },
        }),
      },
    ],
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  console.log(
    `  ${name}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${errors}`,
  );
  return { p99: result.latency.p99, errors, rps: result.requests.average };
}

async function firstVisitJsKb(base: string): Promise<number> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const context = await browser.newContext();
    await context.addInitScript("localStorage.setItem('hideWelcomePopup', 'true')");
    const page = await context.newPage();
    const scripts = new Map<string, Buffer>();
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.set(response.url(), await response.body().catch(() => Buffer.alloc(0)));
      }
    });
    await page.goto(base, { waitUntil: 'networkidle' });
    let total = 0;
    for (const [url, body] of scripts) {
      const gz = gzipSync(body, { level: 9 }).length;
      total += gz;
      console.log(`  ${path.basename(new URL(url).pathname)}: ${(gz / 1024).toFixed(1)} KB gzip`);
    }
    return total / 1024;
  } finally {
    await browser.close();
  }
}

async function main() {
  if (
    !existsSync(path.join(ROOT, 'apps/web/dist/index.html')) ||
    !existsSync(path.join(SERVER_ROOT, 'dist/main.js'))
  ) {
    console.log('Building first (npm run build)…');
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  }

  // The benchmark's phone numbers must be what the server's normalization makes of them.
  for (const country of BENCH_COUNTRIES) {
    const shape = PHONE_SHAPES[country];
    const normalized = normalizePhone(shape.national(123457), country);
    if (normalized !== shape.e164(123457)) {
      throw new Error(
        `bench phone shape for ${country} normalizes to ${normalized}, not ${shape.e164(123457)}`,
      );
    }
  }

  const dir = await mkdtemp(path.join(tmpdir(), 'forewarn-bench-'));
  await chmod(dir, 0o755);
  const db = await startEmbeddedPostgres({
    dataDir: path.join(dir, 'pg'),
    database: 'forewarn_bench',
    durable: false,
    log: () => undefined,
  });
  let server: ChildProcess | undefined;
  try {
    const pool = new pg.Pool({ connectionString: db.connectionString, max: 2 });
    await runMigrations(pool);
    console.log(`Loading ${CASES.toLocaleString('en')} cases…`);
    const started = performance.now();
    await loadCases(pool, CASES);
    const seconds = (performance.now() - started) / 1000;
    record(
      `load ${CASES.toLocaleString('en')} cases`,
      `${seconds.toFixed(1)} s`,
      '120 s',
      seconds <= 120,
    );
    await pool.end();

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    // BENCH_NODE_ARGS passes flags to the server's node, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof'.
    const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
    server = spawn(process.execPath, [...nodeArgs, path.join(SERVER_ROOT, 'dist/main.js')], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: db.connectionString,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(dir, 'data'),
        LOG_LEVEL: 'warn',
        // The benchmark is one client hammering search on purpose; each request names its own
        // client address in X-Forwarded-For, which one trusted proxy hop makes the client.
        SEARCH_RATE_LIMIT_PER_MINUTE: '100000',
        SEARCH_DAILY_LIMIT: '10000000',
        TRUST_PROXY: 'true',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    await waitForHealth(base, server);
    const pid = server.pid ?? 0;

    let peakRss = 0;
    const sampler = setInterval(async () => {
      peakRss = Math.max(peakRss, await rssMb(pid));
    }, 200);

    const scenarios: [string, () => string][] = [
      [
        'search',
        () => {
          const i = randomIndex();
          const country = countryOf(i);
          return `/api/cases/search?country=${country}&q=${encodeURIComponent(PHONE_SHAPES[country].national(i))}`;
        },
      ],
      ['recent cases', () => `/api/cases/recent?country=${countryOf(randomIndex())}`],
      ['case detail', () => `/api/cases/bench${String(randomIndex()).padStart(11, '0')}`],
    ];
    console.log(`Load: ${CONNECTIONS} connections, ${DURATION} s per scenario`);
    for (const [name, pathFor] of scenarios) {
      await load(`${name} (warm-up)`, base, pathFor);
      const { p99, errors } = await load(name, base, pathFor);
      record(`${name} p99`, `${p99} ms`, '50 ms', p99 <= 50);
      record(`${name} errors`, String(errors), '0', errors === 0);
    }
    clearInterval(sampler);
    record('server RSS under load', `${peakRss.toFixed(0)} MB`, '250 MB', peakRss <= 250);

    const kb = await firstVisitJsKb(base);
    record('JavaScript for a first visit to /', `${kb.toFixed(1)} KB gzip`, '110 KB', kb <= 110);
  } finally {
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server?.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    await db.stop();
    await rm(dir, { recursive: true, force: true });
  }

  console.log('\n| measure | value | budget | |\n|---|---|---|---|');
  for (const r of results)
    console.log(`| ${r.name} | ${r.value} | ${r.budget} | ${r.ok ? 'ok' : 'OVER'} |`);
  process.exitCode = results.every((r) => r.ok) ? 0 : 1;
}

await main();
