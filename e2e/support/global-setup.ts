import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER = path.join(ROOT, 'apps/server/dist/main.js');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited with ${child.exitCode}; see ${logFile}`);
    }
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not become healthy in time; see ${logFile}`);
}

export default async function globalSetup() {
  if (!existsSync(SERVER)) {
    throw new Error('The server is not built: run `npm run build` first (npm test does).');
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'forewarn-e2e-'));
  // As root, the embedded cluster runs as an unprivileged user who must reach this folder.
  await chmod(dataDir, 0o755);
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const logFile = path.join(dataDir, 'server.log');
  const log = createWriteStream(logFile);

  const child = spawn(process.execPath, [SERVER], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'info',
      SMTP_URL: '',
      // Every browser test searches from 127.0.0.1: the per-client search limits (60 a minute,
      // 200 a day) would throttle the suite as a whole. The API tests cover the limits
      // themselves; the near-miss guard stays on (each test searches numbers of its own).
      SEARCH_RATE_LIMIT_PER_MINUTE: '6000',
      SEARCH_DAILY_LIMIT: '100000',
      // Push tests stand a push service of their own on loopback (tests/installable-app.spec.ts).
      PUSH_SERVICE_HOSTS: 'fcm.googleapis.com,127.0.0.1',
      // Sign-up limits count per client address: a test that needs its own address names it
      // in X-Forwarded-For (signup-challenge.spec.ts); the rest come from 127.0.0.1 as before.
      TRUST_PROXY: 'true',
      // No shedding by event-loop delay: two Chromiums, the server and PostgreSQL share two
      // cores, and a server starved of CPU for a whole sample reads the delay as Infinity and
      // sheds every API call for a second (a CI run, 2026-11-26). The API tests do the same
      // (build-test-app.ts); load-shedding.test.ts covers the shedding itself.
      SHED_EVENT_LOOP_DELAY_MS: '0',
      // The suite signs up dozens of accounts in minutes from one machine: above a quiet
      // site's normal, which would hold every new account's case (modules/crowd). The crowd
      // spec starts a server of its own with a low normal.
      SIGNUP_NORMAL_PER_10_MINUTES: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  await waitForHealth(baseUrl, child, logFile);
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATA_DIR = dataDir;
  // Tests make their users and sessions with the server's own factories, straight in the
  // embedded database the server runs (support/database.ts).
  const password = (await readFile(path.join(dataDir, 'pg.password'), 'utf8')).trim();
  const pgPort = (await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split(
    '\n',
  )[3];
  process.env.E2E_DATABASE_URL = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/forewarn`;

  return async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    log.end();
    if (!process.env.E2E_KEEP_DATA) await rm(dataDir, { recursive: true, force: true });
  };
}
