import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect, type Database } from '../src/db/client.js';
import { SERVER_ROOT } from '../src/lib/server-root.js';

// The nightly scenarios test the server as it is deployed: the built dist/main.js, as a child
// process in a process group of its own (as a supervisor runs it), with its own DATA_DIR and
// so its own embedded PostgreSQL. Everything is measured from outside, over HTTP.

export const ROOT = path.resolve(SERVER_ROOT, '../..');

/** Builds the web app and the server unless both builds exist (as `npm run bench` does). */
export function ensureBuilt(): void {
  if (
    existsSync(path.join(ROOT, 'apps/web/dist/index.html')) &&
    existsSync(path.join(SERVER_ROOT, 'dist/main.js'))
  ) {
    return;
  }
  console.log('Building first (npm run build)…');
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
}

/** A throwaway folder for one scenario's DATA_DIR, reachable by the cluster's user as root. */
export async function throwawayDataDir(name: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), `forewarn-nightly-${name}-`));
  await chmod(dir, 0o755);
  return dir;
}

export type ServerProcess = {
  child: ChildProcess;
  url: string;
  pid: number;
  /** Everything the server wrote to stdout and stderr (its log). */
  output: () => string;
};

/** Servers started and not yet exited, stopped if the run itself is interrupted. */
const running = new Set<ServerProcess>();

/** On Ctrl-C or SIGTERM, stops the servers this run started (each stops its PostgreSQL). */
export function stopServersOnInterrupt(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, async () => {
      await Promise.all([...running].map(stopServer));
      process.exit(130);
    });
  }
}

/**
 * A free port below the kernel's ephemeral range. A port from that range (what `freePort`
 * finds) may be handed to the server's own PostgreSQL, which picks its port the same way
 * before the server listens: both then want it, and the server fails with EADDRINUSE. A
 * deployment's fixed PORT (3000) is never in that range.
 */
async function serverPort(): Promise<number> {
  const range = await readFile('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').catch(() => '');
  const low = Number(range.trim().split(/\s+/)[0]) || 32768;
  for (;;) {
    const port = 10_000 + Math.floor(Math.random() * (low - 10_000));
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

export async function startServer(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await serverPort();
  const child = spawn(process.execPath, [path.join(SERVER_ROOT, 'dist/main.js')], {
    cwd: ROOT,
    detached: true,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // Clients name their own address in X-Forwarded-For, as behind one proxy: a scenario
      // plays many clients (a botnet, a bystander) from this one machine.
      TRUST_PROXY: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const server = {
    child,
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    output: () => output,
  };
  running.add(server);
  child.once('exit', () => running.delete(server));
  return server;
}

export const alive = (server: ServerProcess) =>
  server.child.exitCode === null && server.child.signalCode === null;

/** Waits until /api/health answers 200; throws (with the server's log) if it exits or never does. */
export async function waitForHealth(server: ServerProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive(server)) {
      throw new Error(
        `server exited (${server.child.exitCode ?? server.child.signalCode}):\n${server.output()}`,
      );
    }
    try {
      if ((await fetch(`${server.url}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not become healthy in ${timeoutMs} ms:\n${server.output()}`);
}

/** Stops the server as a supervisor would (SIGTERM to its group), waiting for it to exit. */
export async function stopServer(server: ServerProcess): Promise<void> {
  if (!alive(server)) return;
  const done = exited(server);
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
  await done;
}

/** The server's resident memory in MiB, from /proc (0 once it is gone). */
export async function rssMib(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/**
 * The embedded cluster's running postmaster, from its pid file: undefined when there is none,
 * or when the pid now names some other process (a stale file after a kill -9), which must
 * never be signalled.
 */
export async function postmasterPid(dataDir: string): Promise<number | undefined> {
  const text = await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').catch(() => '');
  const pid = Number(text.split('\n')[0]);
  if (!(pid > 0)) return undefined;
  const commandLine = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  return commandLine.includes(path.join(dataDir, 'pg')) ? pid : undefined;
}

/** Resolves once the server process has exited (at once if it already has). */
export function exited(server: ServerProcess): Promise<void> {
  if (!alive(server)) return Promise.resolve();
  return new Promise((resolve) => server.child.once('exit', () => resolve()));
}

/**
 * A connection of our own to the server's embedded PostgreSQL (its port from the pid file, its
 * password from the file beside the cluster), for setting up users and checking what was written.
 */
export async function connectToServerDatabase(dataDir: string): Promise<Database> {
  const pidFile = (await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n');
  const port = Number(pidFile[3]);
  const password = (await readFile(path.join(dataDir, 'pg.password'), 'utf8')).trim();
  return connect(
    `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/forewarn`,
    'external',
  );
}

export async function removeDataDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}
