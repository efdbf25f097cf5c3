import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cpuTicksOf, stealPercent } from '../bench/host-steal.js';

// The run's header says how much CPU the host took for other guests (steal): a virtual
// machine's neighbours make every read dearer alike, which a run's figures cannot show alone.

const stat = (steal: number, rest: number) =>
  `cpu  ${rest} 0 0 0 0 0 0 ${steal} 0 0\ncpu0 1 2 3 4 5 6 7 8 0 0\nintr 1 2\n`;

describe("the host's steal", () => {
  it('is the steal ticks over all ticks between two readings, guest time not counted twice', () => {
    const before = cpuTicksOf(stat(100, 900));
    const after = cpuTicksOf(`cpu  1800 0 0 0 0 0 0 300 500 0\n`);
    expect(before).toEqual({ steal: 100, total: 1000 });
    expect(after).toEqual({ steal: 300, total: 2100 });
    if (!before || !after) throw new Error('unread');
    expect(stealPercent(before, after)).toBeCloseTo((200 / 1100) * 100, 6);
  });

  it('is unknown without a cpu line, or when no time has passed', () => {
    expect(cpuTicksOf('intr 1 2\n')).toBeUndefined();
    expect(cpuTicksOf('cpu  1 2 3\n')).toBeUndefined();
    const same = { steal: 5, total: 50 };
    expect(stealPercent(same, same)).toBeUndefined();
  });

  it('reads this machine', () => {
    const now = cpuTicksOf(readFileSync('/proc/stat', 'utf8'));
    expect(now?.total).toBeGreaterThan(0);
  });
});
