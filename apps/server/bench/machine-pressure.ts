import { readFile } from 'node:fs/promises';

// How long the machine's tasks waited on I/O and on memory during a paced run, from the kernel's
// pressure stall information (/proc/pressure). The paced runs' stalls (a second or more with 96
// requests in flight and the server's event loop free) are not the server's own doing
// (docs/performance-log/2026-12-07.md, the 17:38 run); this says whether the disk or reclaim
// was behind one. A diagnosis only: without PSI it reads as nothing.

export type Pressure = { ioMs: number; memoryMs: number };

/** The `some` line's total (microseconds) of a /proc/pressure file's text, or undefined. */
export function someTotalOf(text: string): number | undefined {
  const match = /^some .*\btotal=(\d+)/m.exec(text);
  return match ? Number(match[1]) : undefined;
}

async function totalOf(file: 'io' | 'memory'): Promise<number | undefined> {
  try {
    return someTotalOf(await readFile(`/proc/pressure/${file}`, 'utf8'));
  } catch {
    return undefined;
  }
}

async function readPressure(): Promise<{ io?: number; memory?: number }> {
  const [io, memory] = await Promise.all([totalOf('io'), totalOf('memory')]);
  return { io, memory };
}

/** Starts a window; its `end()` answers the stall time since, or undefined without PSI. */
export async function watchMachinePressure(): Promise<{
  end: () => Promise<Pressure | undefined>;
}> {
  const before = await readPressure();
  return {
    async end() {
      const after = await readPressure();
      if (before.io === undefined || after.io === undefined) return undefined;
      if (before.memory === undefined || after.memory === undefined) return undefined;
      return {
        ioMs: (after.io - before.io) / 1000,
        memoryMs: (after.memory - before.memory) / 1000,
      };
    },
  };
}

/** "the machine's tasks waited 0 ms on I/O, 0 ms on memory", or '' without PSI. */
export function describePressure(pressure: Pressure | undefined): string {
  if (!pressure) return '';
  return `the machine's tasks waited ${pressure.ioMs.toFixed(0)} ms on I/O, ${pressure.memoryMs.toFixed(0)} ms on memory`;
}
