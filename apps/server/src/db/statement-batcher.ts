// Group commit for the statements every hot request makes (docs/decisions/0026): calls that
// arrive while the previous batch is running wait for it, then run together as one statement.
// Under load a batch gathers every request that came in during one round trip; when the server
// is quiet a call runs at once, alone, as it did before. Whatever a batch answers, each call
// gets exactly the answer it would have had on its own (the run function's promise).

type Waiting<In, Out> = {
  item: In;
  resolve: (out: Out) => void;
  reject: (error: unknown) => void;
};

/**
 * `run` gets the items in the order they were submitted and answers one result per item, in the
 * same order. One batch runs at a time; at most `maxBatch` items go in one.
 */
export function createStatementBatcher<In, Out>(
  run: (items: In[]) => Promise<Out[]>,
  options: { maxBatch: number },
): (item: In) => Promise<Out> {
  let queue: Waiting<In, Out>[] = [];
  let running = false;

  async function drain(): Promise<void> {
    running = true;
    try {
      while (queue.length > 0) {
        const batch = queue.slice(0, options.maxBatch);
        queue = queue.slice(batch.length);
        try {
          const outs = await run(batch.map((waiting) => waiting.item));
          if (outs.length !== batch.length) {
            throw new Error(`a batch of ${batch.length} answered ${outs.length} results`);
          }
          for (const [i, waiting] of batch.entries()) waiting.resolve(outs[i] as Out);
        } catch (error) {
          for (const waiting of batch) waiting.reject(error);
        }
      }
    } finally {
      running = false;
    }
  }

  return (item) =>
    new Promise<Out>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!running) void drain();
    });
}
