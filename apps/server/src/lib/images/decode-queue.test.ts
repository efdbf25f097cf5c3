import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../app-error.js';
import { createDecodeQueue, imageDecodes } from './decode-queue.js';
import { processImage } from './process-image.js';

/** A task that runs until `finish()` is called, and says when it started. */
function blocker() {
  let finish: () => void = () => undefined;
  let started = false;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    task: async () => {
      started = true;
      await done;
    },
    finish: () => finish(),
    get started() {
      return started;
    },
  };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('createDecodeQueue', () => {
  it('runs at most `concurrency` tasks at a time; the rest wait their turn', async () => {
    const queue = createDecodeQueue({ concurrency: 2, maxWaiting: 10 });
    const tasks = Array.from({ length: 5 }, blocker);
    const runs = tasks.map((t) => queue.run(t.task));
    await tick();
    expect(tasks.map((t) => t.started)).toEqual([true, true, false, false, false]);
    expect(queue.load).toEqual({ running: 2, waiting: 3 });
    tasks[0]?.finish();
    await tick();
    await tick();
    expect(tasks.map((t) => t.started)).toEqual([true, true, true, false, false]);
    for (const t of tasks) t.finish();
    await Promise.all(runs);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it('answers 503 with Retry-After at once past the queue length', async () => {
    const queue = createDecodeQueue({ concurrency: 1, maxWaiting: 2 });
    const tasks = Array.from({ length: 3 }, blocker);
    const runs = tasks.map((t) => queue.run(t.task));
    const refused = await queue.run(async () => 'never').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(503);
    expect((refused as AppError).retryAfterSeconds).toBeGreaterThan(0);
    expect((refused as AppError).message).toBe(
      'The server is busy processing images. Please try again in a moment.',
    );
    for (const t of tasks) t.finish();
    await Promise.all(runs);
  });

  it('frees the slot of a task that fails', async () => {
    const queue = createDecodeQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(queue.run(async () => 'ok')).resolves.toBe('ok');
  });
});

describe('processImage and the process-wide queue', () => {
  it('waits for the queue, and is refused with 503 when the queue is full', async () => {
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#336699' },
    })
      .png()
      .toBuffer();
    const messages = { tooLarge: 'too large', wrongType: 'wrong type' };
    // The queue is the process's, and test files share a process (decision 0055): wait for
    // any decode an earlier file left under way.
    await vi.waitFor(() => {
      const { running, waiting } = imageDecodes.load;
      expect({ running, waiting }).toEqual({ running: 0, waiting: 0 });
    });
    // Two decodes running and the queue full.
    const holders = Array.from({ length: 22 }, blocker);
    const held = holders.map((h) => imageDecodes.run(h.task));
    const refused = await processImage(png, messages).catch((e: unknown) => e);
    expect((refused as AppError).status).toBe(503);
    // One finishes: a place in the queue is free again, and the image is decoded in turn.
    holders[0]?.finish();
    await tick();
    const accepted = processImage(png, messages);
    for (const h of holders) h.finish();
    await Promise.all(held);
    expect((await accepted).width).toBe(8);
  });
});
