import { readdir, readFile } from 'node:fs/promises';
import { getPriority, setPriority } from 'node:os';

// Decoding yields the CPU to everything else the server does. libvips does its pixel work on
// threads of its own ('libvips worker'); on Linux the nice value is a per-thread attribute, so
// those threads alone are given a lower priority (a higher nice value, which needs no
// privilege) and a log-in's password hash, on libuv's threads, and the event loop run first
// when the cores are busy. libvips keeps its threads for reuse and starts more as it needs
// them, so the threads are looked for around every decode; a thread already lowered is skipped.
// Elsewhere (no /proc) this does nothing.

export const DECODE_NICE = 10;
const lowered = new Set<number>();

export async function lowerDecodeThreadPriority(): Promise<void> {
  const tasks = await readdir('/proc/self/task').catch(() => [] as string[]);
  await Promise.all(
    tasks.map(async (entry) => {
      const tid = Number(entry);
      if (lowered.has(tid)) return;
      const name = await readFile(`/proc/self/task/${entry}/comm`, 'utf8').catch(() => '');
      if (!name.startsWith('libvips')) return;
      try {
        if (getPriority(tid) < DECODE_NICE) setPriority(tid, DECODE_NICE);
        lowered.add(tid);
      } catch {
        // The thread has ended.
      }
    }),
  );
}
