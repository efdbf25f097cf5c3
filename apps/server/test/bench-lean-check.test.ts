import { describe, expect, it } from 'vitest';
import { interleavedPhase, type ReadPlan, type Side } from '../bench/interleaved.js';
import { checkLikePair, dearOf, LEAN_CHECK, leanCheckRow } from '../bench/lean-check.js';
import { stubMeasured } from '../bench/stub-run.js';

// Decision 0148: before a read's rounds, two processes that must cost the same are set against
// each other, and one clearly dearer is replaced by a fresh process.

/**
 * Processes by address: each costs `costs[base]` ms of Node CPU a request; a run of 100 requests
 * adds that to its CPU. `replace` gives the side's process the cost `fresh` has next.
 */
function machine(costs: Record<string, number>, fresh: number[] = []) {
  const used: Record<string, number> = {};
  const runs: string[] = [];
  const replaced: string[] = [];
  const side = (base: string, server = base): Side => ({
    base,
    server,
    next: () => ({ path: '/' }),
    cpu: async () => ({ serverMs: used[base] ?? 0, pgMs: 0 }),
    replace: async () => {
      replaced.push(server);
      costs[base] = fresh.shift() ?? 1;
    },
  });
  const run = {
    measure: async (name: string, base: string) => {
      runs.push(name);
      used[base] = (used[base] ?? 0) + (costs[base] ?? 1) * 100;
      return stubMeasured(name);
    },
    measureCost: async (name: string, base: string) => {
      runs.push(name);
      used[base] = (used[base] ?? 0) + (costs[base] ?? 1) * 100;
      return { measured: stubMeasured(name), cpuMs: costs[base] ?? 1, pgCpuMs: 0 };
    },
  };
  return { side, run, runs, replaced };
}

const quiet = { connections: 1, log: () => {} };

describe('the lean check (decision 0148)', () => {
  it('calls a process dear past 12 % either way, and none within', () => {
    expect(LEAN_CHECK.line).toBe(0.12);
    expect(dearOf(1.13)).toBe(0);
    expect(dearOf(1 / 1.13)).toBe(1);
    expect(dearOf(1.11)).toBeUndefined();
    expect(dearOf(1 / 1.11)).toBeUndefined();
    expect(dearOf(undefined)).toBeUndefined();
  });

  it('leaves two processes alike as they are', async () => {
    const m = machine({ a: 1, b: 1.05 });
    const warmed: string[] = [];
    const replaced = await checkLikePair('read', [m.side('a'), m.side('b')], m.run, {
      ...quiet,
      warm: async (s) => void warmed.push(s.base),
    });
    expect(replaced).toEqual([]);
    expect(m.replaced).toEqual([]);
    expect(warmed).toEqual([]);
    // Three rounds there and back: A, B, B, A, then B, A, A, B, then A, B, B, A.
    expect(m.runs.map((r) => r.slice(6, 7))).toEqual('abbabaababba'.split(''));
  });

  it('replaces the dear one, warms the fresh process and checks again', async () => {
    const m = machine({ a: 1, b: 1.3 }, [1.02]);
    const warmed: string[] = [];
    const replaced = await checkLikePair(
      'read',
      [m.side('a', 'here'), m.side('b', 'here 2')],
      m.run,
      {
        ...quiet,
        warm: async (s) => void warmed.push(s.server ?? ''),
      },
    );
    expect(m.replaced).toEqual(['here 2']);
    expect(warmed).toEqual(['here 2']);
    expect(replaced).toEqual(['here 2 on read (here over here 2 76.9 %)']);
    expect(m.runs).toHaveLength(24);
  });

  it('gives up after two fresh processes, and says so', async () => {
    const m = machine({ a: 1.4, b: 1 }, [1.3, 1.25]);
    const lines: string[] = [];
    const replaced = await checkLikePair('read', [m.side('a'), m.side('b')], m.run, {
      connections: 1,
      log: (line) => lines.push(line),
      warm: async () => {},
    });
    expect(m.replaced).toEqual(['a', 'a']);
    expect(replaced).toHaveLength(2);
    expect(lines.at(-1)).toContain('still apart after 2 fresh processes');
    expect(leanCheckRow(replaced).value).toMatch(/^2 replaced: a on read/);
    expect(leanCheckRow([]).value).toBe('none replaced');
  });

  it('puts in no more fresh processes than it is allowed (the smoke profile: one)', async () => {
    const m = machine({ a: 1.4, b: 1 }, [1.3]);
    const lines: string[] = [];
    const replaced = await checkLikePair('read', [m.side('a'), m.side('b')], m.run, {
      connections: 1,
      log: (line) => lines.push(line),
      warm: async () => {},
      replacements: 1,
    });
    expect(m.replaced).toEqual(['a']);
    expect(replaced).toHaveLength(1);
    expect(lines.at(-1)).toContain('still apart after 1 fresh process:');
  });

  it('runs in the paired phase before a read is first rounded, and warms a fresh process on every read', async () => {
    const m = machine({ here: 1, 'here 2': 1.3, 'twin A': 1, 'twin B': 1 }, [1]);
    const plan = (name: string): ReadPlan => {
      const sides = {
        here: m.side('here'),
        'busy day': m.side('here 2'),
        'twin A': m.side('twin A'),
        'twin B': m.side('twin B'),
      };
      const tradedSides = { here: m.side('here 2'), 'busy day': m.side('here') };
      return {
        name,
        sides,
        tradedSides,
        likes: [
          [sides['twin A'], sides['twin B']],
          [sides.here, tradedSides.here],
        ],
      };
    };
    const phase = await interleavedPhase(
      [plan('first'), plan('second')],
      {
        connections: 1,
        warmup: 1,
        duration: 2,
        looks: [2, 4],
        leanCheck: { rounds: 3, seconds: 1, replacements: 2 },
        log: () => {},
      },
      m.run,
    );
    expect(m.replaced).toEqual(['here 2']);
    expect(phase.replaced).toEqual(['here 2 on first (here over here 2 76.9 %)']);
    // The fresh process warmed on both reads, then the first read checked again; the second
    // read checked once, after its own warm-up.
    const names = m.runs.filter((r) => /warm pass|lean check/.test(r));
    expect(names.filter((r) => r.includes('warm pass'))).toEqual([
      'first [here 2, warm pass]',
      'second [here 2, warm pass]',
    ]);
    expect(names.filter((r) => r.startsWith('second') && r.includes('lean check'))).toHaveLength(
      24,
    );
    expect(names.filter((r) => r.startsWith('first') && r.includes('lean check'))).toHaveLength(36);
  });
});
