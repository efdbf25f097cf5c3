// `node --import tsx bench/hold-host-memory.ts`: holds the host's memory (host-memory.ts:
// free-page reporting and DAMON paused, nothing taken back) until SIGTERM or SIGINT, then puts
// it back. CI runs under it (decision 0134): the same work took 10 % less wall time so.
import { holdHostMemory, putBackHostMemory } from './host-memory.js';

console.log(await holdHostMemory(undefined, 0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    putBackHostMemory();
    console.log('host memory: put back');
    process.exit(0);
  });
}
// Keeps the process alive until a signal comes.
setInterval(() => undefined, 2 ** 30);
