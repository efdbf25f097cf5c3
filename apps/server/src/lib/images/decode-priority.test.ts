import { readdir, readFile } from 'node:fs/promises';
import { getPriority } from 'node:os';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DECODE_NICE } from './decode-priority.js';
import { processImage } from './process-image.js';

// libvips's threads decode at a lower priority than the rest of the server (decode-priority.ts):
// after a decode, every one of them has the decode nice value, and the thread running this
// test, like the rest of the process, keeps its own.

async function libvipsThreads(): Promise<number[]> {
  const tids: number[] = [];
  for (const entry of await readdir('/proc/self/task')) {
    const name = await readFile(`/proc/self/task/${entry}/comm`, 'utf8').catch(() => '');
    if (name.startsWith('libvips')) tids.push(Number(entry));
  }
  return tids;
}

describe.skipIf(process.platform !== 'linux')('decode priority', () => {
  it('runs libvips threads at the decode nice value, and nothing else', async () => {
    const mainBefore = getPriority();
    const png = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: { r: 9, g: 99, b: 199 } },
    })
      .png()
      .toBuffer();
    await processImage(png, { tooLarge: 'too large', wrongType: 'wrong type' });
    const threads = await libvipsThreads();
    expect(threads.length).toBeGreaterThan(0);
    expect(threads.map((tid) => getPriority(tid))).toEqual(threads.map(() => DECODE_NICE));
    expect(getPriority()).toBe(mainBefore);
  });
});
