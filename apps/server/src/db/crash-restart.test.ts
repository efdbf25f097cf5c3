import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../lib/server-root.js';
import { freePort } from './embedded-postgres.js';

// Crash recovery (issue 12): a process supervisor restarts the server the moment it dies. A
// real server, on its own embedded PostgreSQL, is killed with SIGKILL, process group and
// postmaster both, and started again 0.2 s later; it must come up with the data it had.

const children: ChildProcess[] = [];
const dataDir = await mkdtemp(path.join(tmpdir(), 'forewarn-crash-'));
// As root the cluster belongs to the unprivileged postgres user, who must reach into it.
await chmod(dataDir, 0o755);

afterAll(async () => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }
  await rm(dataDir, { recursive: true, force: true });
}, 60_000);

type Server = { child: ChildProcess; url: string; output: () => string };

/** `node src/main.ts` in a process group of its own, as a supervisor would run it. */
async function startServer(): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_ROOT,
    detached: true,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return { child, url: `http://127.0.0.1:${port}`, output: () => output };
}

/** Resolves with the health answer once the server answers, or with why it never did. */
async function whenUp(server: Server): Promise<{ up: boolean; detail: string }> {
  for (;;) {
    if (server.child.exitCode !== null) {
      return { up: false, detail: `exited ${server.child.exitCode}:\n${server.output()}` };
    }
    try {
      const res = await fetch(`${server.url}/api/health`);
      if (res.ok) return { up: true, detail: '' };
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * A process that stays a zombie until the end of the test: its parent (`sleep`, exec'd in
 * place of the shell that started it) never reaps it. Stands in for a killed postmaster that
 * init has not reaped yet, which the kernel still reports as alive.
 */
async function zombie(): Promise<number> {
  // Owned by the cluster's user, as the postmaster was: PostgreSQL takes a process it may not
  // signal for a dead one.
  const owner =
    process.getuid?.() === 0
      ? {
          uid: Number(execFileSync('id', ['-u', 'postgres']).toString()),
          gid: Number(execFileSync('id', ['-g', 'postgres']).toString()),
        }
      : {};
  // The child outlives the shell's own code by 0.3 s: by then the shell has become `sleep`,
  // which never reaps it, so it stays a zombie. (A child that exits at once can be reaped by
  // the shell before the exec, and then there is no zombie to find.)
  const parent = spawn('sh', ['-c', '(sleep 0.3; exit 0) & echo $!; exec sleep 120'], {
    ...owner,
    detached: true,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  children.push(parent);
  const pid = await new Promise<number>((resolve) => {
    parent.stdout?.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
  });
  for (;;) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    if (stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')) return pid;
    await new Promise((r) => setTimeout(r, 20));
  }
}

const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');

describe.skipIf(process.platform !== 'linux')('restart right after kill -9', () => {
  it('comes up 0.2 s after the whole server was killed, its postmaster a zombie', async () => {
    const first = await startServer();
    expect(await whenUp(first)).toEqual({ up: true, detail: '' });
    const signup = await fetch(`${first.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'crash_survivor',
        email: 'crash-survivor@example.test',
        password: 'correct horse battery',
        country: 'AU',
      }),
    });
    expect(signup.status).toBeLessThan(300);

    const lines = (await readFile(pidFile, 'utf8')).split('\n');
    const postmaster = Number(lines[0]);
    process.kill(-(first.child.pid ?? 0), 'SIGKILL');
    process.kill(postmaster, 'SIGKILL');
    // However fast init reaps the postmaster on this machine, the pid file names a process
    // the kernel still reports as alive, as it does while the killed postmaster is a zombie.
    lines[0] = String(await zombie());
    await writeFile(pidFile, lines.join('\n'));
    await new Promise((r) => setTimeout(r, 200));

    const second = await startServer();
    const started = await whenUp(second);
    expect(started).toEqual({ up: true, detail: '' });
    // The account written before the kill survived.
    const login = await fetch(`${second.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'crash-survivor@example.test',
        password: 'correct horse battery',
      }),
    });
    expect(login.status).toBe(200);
  }, 90_000);
});
