import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { processAlive } from '../src/lib/process-alive.js';
import { SERVER_ROOT } from '../src/lib/server-root.js';

// A bench run stopped by SIGTERM stops what it started (bench/interrupted.ts, decision 0147):
// the 15:51 run of 2026-12-05 left its servers and PostgreSQL running.

const dir = await mkdtemp(path.join(tmpdir(), 'forewarn-interrupted-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

async function linesOf(file: string): Promise<string[]> {
  return (await readFile(file, 'utf8').catch(() => '')).split('\n').filter(Boolean);
}

describe('a bench run interrupted', () => {
  it('undoes what it started, newest first, through a failure and its own error, then exits 143', async () => {
    const record = path.join(dir, 'record');
    const run = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(SERVER_ROOT, 'test/interrupted-run-child.ts'), record],
      { cwd: SERVER_ROOT, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    run.stderr.on('data', (chunk) => {
      stderr += String(chunk);
    });
    const exited = new Promise<number | null>((resolve) => run.once('exit', resolve));
    for (let i = 0; i < 200 && !(await linesOf(record)).includes('ready'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const started = await linesOf(record);
    expect(started).toContain('ready');
    const child = Number(started[0]?.split(' ')[1]);
    expect(processAlive(child)).toBe(true);

    run.kill('SIGTERM');
    expect(await exited).toBe(143);

    expect((await linesOf(record)).slice(2)).toEqual(['child stopped', 'failing', 'host memory']);
    // Reaped by init once the run is gone, a moment after.
    for (let i = 0; i < 100 && processAlive(child); i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(processAlive(child)).toBe(false);
    expect(stderr).toContain(
      'a server that will not stop was not undone: Error: it would not stop',
    );
    expect(stderr).toContain('while undoing: the run failed under the undoing');
  });
});
