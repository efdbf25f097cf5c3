import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/db/embedded-postgres.js';
import { SERVER_ROOT } from '../src/lib/server-root.js';

// The start log of a fresh server (issue 36): the built server (dist/main.js, what `npm start`
// runs) on an empty DATA_DIR, so it makes its own PostgreSQL cluster, migrates it and starts
// its job queue. Nothing is printed but the log's own lines, and none of them is a warning:
// graphile-worker printed "Your pool doesn't have all of the error handlers!" on every start.

const dataDir = await mkdtemp(path.join(tmpdir(), 'forewarn-start-log-'));
// The embedded cluster runs as `postgres` when the tests run as root: it must enter the dir.
await chmod(dataDir, 0o755);
let child: ChildProcess | undefined;

afterAll(async () => {
  if (child?.pid && child.exitCode === null && child.signalCode === null) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  await rm(dataDir, { recursive: true, force: true });
}, 60_000);

describe('a fresh server’s start', () => {
  it('prints no warning lines', async () => {
    execFileSync(process.execPath, ['build.mjs'], { cwd: SERVER_ROOT, stdio: 'ignore' });
    const port = await freePort();
    const { DATABASE_URL: _url, DATABASE_OWNER_URL: _owner, ...env } = process.env;
    child = spawn(process.execPath, [path.join(SERVER_ROOT, 'dist/main.js')], {
      cwd: SERVER_ROOT,
      detached: true,
      env: { ...env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const end = Date.now() + 120_000;
    while (!output.includes('Forewarn is running') && Date.now() < end) {
      if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(output).toContain('Forewarn is running');
    // The job queue starts as the app becomes ready; give its first statements time to run.
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBeLessThan(500);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    process.kill(-(child.pid ?? 0), 'SIGTERM');
    await exited;

    const lines = output.split('\n').filter((line) => line.trim() !== '');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      let entry: { level?: number; msg?: string };
      try {
        entry = JSON.parse(line);
      } catch {
        throw new Error(`a line that is not the log's own: ${line}`);
      }
      expect(entry.level, line).toBeLessThan(40);
    }
  }, 240_000);
});
