import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { probeThroughOutage } from '../../nightly/outage-probe.js';
import { SERVER_ROOT } from '../lib/server-root.js';
import { type EmbeddedPostgres, freePort, startEmbeddedPostgres } from './embedded-postgres.js';

// Issue 39: a real server, in a process of its own, lives through its PostgreSQL going away:
// the embedded postmaster killed with SIGKILL (the server starts it again), and an external
// PostgreSQL shut down and started again by its administrator. Meanwhile 503 with Retry-After,
// never a 500; then service, from the same server process, with its job worker running again.

const children: ChildProcess[] = [];
const dirs: string[] = [];
const clusters: EmbeddedPostgres[] = [];

afterAll(async () => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      process.kill(-child.pid, 'SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }
  for (const cluster of clusters) await cluster.stop().catch(() => undefined);
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
}, 60_000);

async function throwawayDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'forewarn-outage-'));
  // As root the cluster belongs to the unprivileged postgres user, who must reach into it.
  await chmod(dir, 0o755);
  dirs.push(dir);
  return dir;
}

type Server = { child: ChildProcess; url: string; output: () => string };

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_ROOT,
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      TRUST_PROXY: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const server = { child, url: `http://127.0.0.1:${port}`, output: () => output };
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
    const up = await fetch(`${server.url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const alive = (server: Server) =>
  server.child.exitCode === null && server.child.signalCode === null;

async function processGone(pid: number): Promise<void> {
  for (;;) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    if (stat === '' || /\) [ZX] /.test(stat)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const postmasterOf = async (dataDir: string) =>
  Number((await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);

const READS = ['/api/cases/recent', '/api/cases/search?q=0412345678'];
/** Each read from an address of its own (TRUST_PROXY below), past the per-address limits. */
const clientAddress = () => ({
  'x-forwarded-for': `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`,
});

describe.skipIf(process.platform !== 'linux')('the server through a database outage', () => {
  it('starts its embedded PostgreSQL again after kill -9 of the postmaster', async () => {
    const dataDir = await throwawayDir();
    const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
    const result = await probeThroughOutage({
      url: server.url,
      paths: READS,
      headers: clientAddress,
      readers: 2,
      warmMs: 500,
      patienceMs: 45_000,
      settledAfter: 5,
      cause: async () => {
        process.kill(await postmasterOf(path.join(dataDir, 'pg')), 'SIGKILL');
      },
    });
    expect(result.readsBackMs, server.output().slice(-3000)).toBeDefined();
    expect(result.faults).toBe(0);
    expect(result.statuses['503']).toBeGreaterThan(0);
    expect(result.without_retry_after).toBe(0);
    expect(alive(server)).toBe(true);
    const metrics = await (await fetch(`${server.url}/metrics`)).text();
    expect(metrics).toMatch(/^forewarn_embedded_postgres_restarts 1$/m);
  }, 90_000);

  it('carries on after its external PostgreSQL is shut down and started again', async () => {
    const dir = await throwawayDir();
    const pgDir = path.join(dir, 'pg');
    const cluster = await startEmbeddedPostgres({
      dataDir: pgDir,
      database: 'forewarn',
      durable: false,
      log: () => undefined,
    });
    clusters.push(cluster);
    const server = await startServer({
      DATA_DIR: path.join(dir, 'app'),
      DATABASE_URL: cluster.connectionString,
      ALLOW_SUPERUSER: '1',
    });
    const result = await probeThroughOutage({
      url: server.url,
      paths: READS,
      headers: clientAddress,
      readers: 2,
      warmMs: 500,
      patienceMs: 45_000,
      settledAfter: 5,
      cause: async () => {
        // A fast shutdown, as `systemctl restart postgresql` does: sessions are ended
        // (admin_shutdown), new connections refused, then it is back on the same port.
        const pid = await postmasterOf(pgDir);
        process.kill(pid, 'SIGINT');
        await processGone(pid);
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await cluster.restart();
      },
    });
    expect(result.readsBackMs, server.output().slice(-3000)).toBeDefined();
    expect(result.faults).toBe(0);
    expect(result.statuses['503']).toBeGreaterThan(0);
    expect(result.without_retry_after).toBe(0);
    expect(alive(server)).toBe(true);
    await expect
      .poll(() => server.output(), { timeout: 20_000 })
      .toContain('job queue: worker running again');
  }, 90_000);
});
