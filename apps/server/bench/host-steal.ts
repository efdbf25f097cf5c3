import { readFileSync } from 'node:fs';

// The share of the machine's CPU time its host took for other guests (steal), from /proc/stat's
// first line: a virtual machine's neighbours make every process dearer alike, which CPU per
// request does not show by itself (docs/performance-log/2026-12-02.md, the 04:14 run).

export type CpuTicks = { steal: number; total: number };

/** Steal and all ticks from /proc/stat's text (the `cpu` line), or undefined if it has none. */
export function cpuTicksOf(procStat: string): CpuTicks | undefined {
  const line = procStat.split('\n').find((l) => l.startsWith('cpu '));
  if (!line) return undefined;
  // user nice system idle iowait irq softirq steal [guest guest_nice, already in user and nice]
  const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
  if (ticks.length < 8 || ticks.some((t) => !Number.isFinite(t))) return undefined;
  return { steal: ticks[7] ?? 0, total: ticks.reduce((sum, t) => sum + t, 0) };
}

/** The steal's share of the CPU time between two readings, in percent. */
export function stealPercent(before: CpuTicks, after: CpuTicks): number | undefined {
  const total = after.total - before.total;
  return total > 0 ? ((after.steal - before.steal) / total) * 100 : undefined;
}

function readTicks(): CpuTicks | undefined {
  try {
    return cpuTicksOf(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return undefined;
  }
}

const atStart = readTicks();

/** The host's steal since the bench started (this module is loaded with it), or undefined. */
export function stealSinceStart(): number | undefined {
  const now = readTicks();
  return atStart && now ? stealPercent(atStart, now) : undefined;
}
