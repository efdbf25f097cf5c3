import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { holdHostMemory, hostMemoryNote, putBackHostMemory } from '../bench/host-memory.js';

// The kernel's two settings, as files in a folder of the test's own (sysfs takes the same writes).
async function fakeKernel(order: string | undefined, daemons: string[]) {
  const root = await mkdtemp(path.join(os.tmpdir(), 'forewarn-host-memory-'));
  const files = {
    reportingOrder: path.join(root, 'page_reporting_order'),
    kdamonds: path.join(root, 'kdamonds'),
  };
  if (order !== undefined) await writeFile(files.reportingOrder, `${order}\n`);
  for (const [index, state] of daemons.entries()) {
    await mkdir(path.join(files.kdamonds, String(index)), { recursive: true });
    await writeFile(path.join(files.kdamonds, String(index), 'state'), `${state}\n`);
  }
  const read = async () => ({
    order: (await readFile(files.reportingOrder, 'utf8').catch(() => '')).trim(),
    states: await Promise.all(
      daemons.map(async (_, index) =>
        (await readFile(path.join(files.kdamonds, String(index), 'state'), 'utf8')).trim(),
      ),
    ),
  });
  return { root, files, read };
}

const roots: string[] = [];
afterEach(async () => {
  putBackHostMemory();
  for (const root of roots.splice(0)) await rm(root, { recursive: true, force: true });
});

describe('the host’s memory held for a bench run (decision 0108)', () => {
  it('pauses free-page reporting and every running DAMON, and puts back what it changed', async () => {
    const kernel = await fakeKernel('9', ['on', 'off']);
    roots.push(kernel.root);

    const line = await holdHostMemory(kernel.files, 4 * 1024 ** 2);
    expect(await kernel.read()).toEqual({ order: '11', states: ['off', 'off'] });
    expect(line).toMatch(/page_reporting_order 9 → 11, DAMON kdamond 0 on → off for the run/);
    expect(line).toMatch(/0\.0 GB taken back in \d+ s/);
    expect(hostMemoryNote()).toBe(line);

    putBackHostMemory();
    // The daemon that was off stays off; the rest is as it was.
    expect(await kernel.read()).toEqual({ order: '9', states: ['on', 'off'] });
    expect(hostMemoryNote()).toBeUndefined();
  });

  it('changes nothing on a kernel that gives nothing back', async () => {
    const kernel = await fakeKernel(undefined, []);
    roots.push(kernel.root);
    expect(await holdHostMemory(kernel.files, 0)).toBe(
      'host memory: nothing given back to a host on this kernel',
    );
  });

  it('takes the memory back when reporting is paused already, and leaves the settings alone', async () => {
    // Memory reported before the pause is still the host's until touched (decision 0142).
    const kernel = await fakeKernel('11', ['off']);
    roots.push(kernel.root);
    const line = await holdHostMemory(kernel.files, 4 * 1024 ** 2);
    expect(line).toMatch(
      /^host memory: reporting found paused already; 0\.0 GB taken back in \d+ s/,
    );
    expect(await kernel.read()).toEqual({ order: '11', states: ['off'] });
    putBackHostMemory();
    expect(await kernel.read()).toEqual({ order: '11', states: ['off'] });
  });

  it('takes nothing back when asked for none, as CI holds it', async () => {
    const kernel = await fakeKernel('9', ['on']);
    roots.push(kernel.root);
    expect(await holdHostMemory(kernel.files, 0)).toBe(
      'host memory: page_reporting_order 9 → 11, DAMON kdamond 0 on → off for the run; nothing taken back (decision 0108)',
    );
  });
});
