import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { QUIET_CLIENT_FLAGS, quietClientNote, SENDER_NICE } from '../bench/quiet-client.js';

// The bench as a quiet client (decision 0114): `npm run bench` starts it with the flags, and
// the paced sender's thread, alone, runs at a higher priority.
describe('the bench as a quiet client', () => {
  it('is started by npm run bench with its flags', () => {
    const scripts = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
      .scripts as Record<string, string>;
    expect(scripts.bench).toBe(`tsx ${QUIET_CLIENT_FLAGS.join(' ')} bench/run.ts`);
  });

  it('says so in the results when started without them', () => {
    expect(quietClientNote([...QUIET_CLIENT_FLAGS, '--require', 'x'])).toBeNull();
    expect(quietClientNote(['--v8-pool-size=1'])).toContain('without --single-threaded-gc');
  });

  it("raises only the calling thread's priority, or says why not", async () => {
    // In a thread of its own, as the paced worker does: the test's thread keeps its nice.
    const before = (await import('node:os')).getPriority();
    const result = await new Promise<{ nice: number; note?: string }>((resolve, reject) => {
      const worker = new Worker(
        `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(
          new URL('../bench/quiet-client.ts', import.meta.url).href,
        )}); }).then((m) => require('node:worker_threads').parentPort.postMessage(m.raiseSenderPriority()))`,
        { eval: true },
      );
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    if (result.note === undefined) expect(result.nice).toBe(SENDER_NICE);
    else expect(result.nice).toBe(before);
    expect((await import('node:os')).getPriority()).toBe(before);
  });
});
