import { describe, expect, it } from 'vitest';
import { createStatementBatcher } from './statement-batcher.js';

/** A run function that records its batches and answers when released. */
function recordingRun() {
  const batches: number[][] = [];
  let release: () => void = () => undefined;
  let gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    batches,
    open: () => release(),
    run: async (items: number[]) => {
      batches.push(items);
      await gate;
      gate = Promise.resolve();
      return items.map((item) => item * 10);
    },
  };
}

describe('createStatementBatcher', () => {
  it('runs the first call at once and the calls made meanwhile as one batch, in order', async () => {
    const recorder = recordingRun();
    const submit = createStatementBatcher(recorder.run, { maxBatch: 100 });
    const answers = [1, 2, 3, 4].map((item) => submit(item));
    expect(recorder.batches).toEqual([[1]]);
    recorder.open();
    expect(await Promise.all(answers)).toEqual([10, 20, 30, 40]);
    expect(recorder.batches).toEqual([[1], [2, 3, 4]]);
  });

  it('runs a lone call alone, and again after the batcher went quiet', async () => {
    const recorder = recordingRun();
    recorder.open();
    const submit = createStatementBatcher(recorder.run, { maxBatch: 100 });
    expect(await submit(7)).toBe(70);
    expect(await submit(8)).toBe(80);
    expect(recorder.batches).toEqual([[7], [8]]);
  });

  it('puts at most maxBatch calls in one batch', async () => {
    const recorder = recordingRun();
    const submit = createStatementBatcher(recorder.run, { maxBatch: 2 });
    const answers = [1, 2, 3, 4, 5, 6].map((item) => submit(item));
    recorder.open();
    await Promise.all(answers);
    expect(recorder.batches).toEqual([[1], [2, 3], [4, 5], [6]]);
  });

  it('fails every call of a failed batch, and carries on with the next', async () => {
    let fail = true;
    const submit = createStatementBatcher(
      async (items: number[]) => {
        await Promise.resolve();
        if (fail) {
          fail = false;
          throw new Error('statement failed');
        }
        return items;
      },
      { maxBatch: 10 },
    );
    const first = submit(1);
    const second = submit(2);
    await expect(first).rejects.toThrow('statement failed');
    await expect(second).resolves.toBe(2);
  });

  it('refuses an answer of the wrong length rather than hand out the wrong results', async () => {
    const submit = createStatementBatcher(async () => [1, 2], { maxBatch: 10 });
    await expect(submit(1)).rejects.toThrow(/answered 2 results/);
  });
});
