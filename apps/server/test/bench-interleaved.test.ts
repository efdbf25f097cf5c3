import { describe, expect, it } from 'vitest';
import { interleavedPhase, type ReadPlan, type Side } from '../bench/interleaved.js';
import { judgeKept } from '../bench/judging.js';
import { roundOrder, tradedIn } from '../bench/round-windows.js';
import { stubMeasured } from '../bench/stub-run.js';
import { hereServersLean, keptParts, keptReadsOf, serversLean } from '../bench/twins-lean.js';

// Decision 0073: the one interleaved paired phase. Each round runs a read on every side in an
// order that rotates round by round; "kept", the busy day and A/A come from the same rounds;
// reads go look by look and stop once decided; a noisy A/A at the first look stops the run. The
// bench's own runs are replaced by a record of what was sent where.

const measured = stubMeasured;

/**
 * A fake run of the bench: each run's CPU per request comes from `costOf(read, side, round)`,
 * where round counts that read's runs on that side; every call is recorded.
 */
function fakeRuns(costOf: (read: string, side: string, round: number) => number) {
  const calls: string[] = [];
  const counts = new Map<string, number>();
  return {
    calls,
    run: {
      measure: async (name: string) => {
        calls.push(name);
        return measured(name);
      },
      measureCost: async (name: string) => {
        calls.push(name);
        const [, read = '', side = ''] = /^(.*) \[(.*)\]$/.exec(name) ?? [];
        const n = counts.get(name) ?? 0;
        counts.set(name, n + 1);
        return { measured: measured(name), cpuMs: costOf(read, side, n), pgCpuMs: 0.1 };
      },
    },
  };
}

/** A fake run of the bench whose CPU per request follows the server (`base`) that served it. */
function runsByServer(costOf: (base: string) => number) {
  const calls: string[] = [];
  return {
    calls,
    run: {
      measure: async (name: string) => measured(name),
      measureCost: async (name: string, base: string) => {
        calls.push(name);
        return { measured: measured(name), cpuMs: costOf(base), pgCpuMs: 0.1 };
      },
    },
  };
}

const side = (name: string, calls?: string[]): Side => ({
  base: name,
  next: () => ({ path: '/' }),
  cpu: async () => ({ serverMs: 0, pgMs: 0 }),
  reset: async () => {
    calls?.push(`reset ${name}`);
  },
});

const plan = (name: string, calls?: string[], sides = ['here', 'twin A', 'busy day', 'twin B']) =>
  ({
    name,
    sides: Object.fromEntries(sides.map((s) => [s, side(s, calls)])),
  }) as ReadPlan;

const options = { connections: 1, warmup: 1, duration: 1, looks: [8, 12, 16, 25], log: () => {} };

describe('the interleaved paired phase', () => {
  it('rotates the order of the sides round by round', () => {
    const sides = ['here', 'twin A', 'busy day', 'twin B'];
    expect(roundOrder(0, sides)).toEqual(['here', 'twin A', 'busy day', 'twin B']);
    expect(roundOrder(1, sides)).toEqual(['twin A', 'busy day', 'twin B', 'here']);
    expect(roundOrder(4, sides)).toEqual(sides);
    expect(roundOrder(3, ['twin A', 'twin B'])).toEqual(['twin B', 'twin A']);
  });

  it('empties counters and warms every side up, then runs the rounds in rotating order', async () => {
    const { calls, run } = fakeRuns(() => 0.8);
    const resets: string[] = [];
    await interleavedPhase([plan('read', resets)], options, run);
    // Every side's counters emptied once before the first look's block (the busy day's too:
    // here its side is a plain fake); every figure equal, so all is decided at 8 rounds.
    expect(resets).toEqual(['reset here', 'reset twin A', 'reset busy day', 'reset twin B']);
    expect(calls.slice(0, 4)).toEqual([
      'read [here, warm-up]',
      'read [twin A, warm-up]',
      'read [busy day, warm-up]',
      'read [twin B, warm-up]',
    ]);
    expect(calls.slice(4, 12)).toEqual([
      'read [here]',
      'read [twin A]',
      'read [busy day]',
      'read [twin B]',
      'read [twin A]',
      'read [busy day]',
      'read [twin B]',
      'read [here]',
    ]);
    expect(calls.filter((c) => !c.includes('warm-up'))).toHaveLength(8 * 4);
  });

  it('settles every side after its before and just before each measured run (decision 0139)', async () => {
    const { calls, run } = fakeRuns(() => 0.8);
    const withBefore = (name: string): Side => ({
      ...side(name),
      before: async () => {
        calls.push(`before ${name}`);
      },
    });
    const read: ReadPlan = {
      name: 'read',
      sides: {
        here: withBefore('here'),
        'twin A': side('twin A'),
        'busy day': withBefore('busy day'),
        'twin B': side('twin B'),
      },
    };
    await interleavedPhase([read], { ...options, settle: 500 }, run);
    const rounds = calls.slice(calls.indexOf('read [here, settle]') - 1);
    expect(rounds.slice(0, 8)).toEqual([
      'before here',
      'read [here, settle]',
      'read [here]',
      'read [twin A, settle]',
      'read [twin A]',
      'before busy day',
      'read [busy day, settle]',
      'read [busy day]',
    ]);
    // The twins, which swap nothing, settle as the measured server's sides do: no side comes
    // to its measured run from idle while another comes from its settle.
    const measuredRuns = calls.filter((c) => /^read \[[^,\]]*\]$/.test(c));
    const settles = calls.filter((c) => c.endsWith(', settle]'));
    expect(measuredRuns).toHaveLength(8 * 4);
    expect(settles).toHaveLength(8 * 4);
  });

  it('sends no settle when the phase has none', async () => {
    const { calls, run } = fakeRuns(() => 0.8);
    await interleavedPhase([plan('read')], options, run);
    expect(calls.filter((c) => c.includes('settle'))).toEqual([]);
  });

  it('with a warm pass, runs every read on every side once before any round (decision 0101)', async () => {
    const { calls, run } = fakeRuns(() => 0.8);
    await interleavedPhase(
      [
        plan('first', undefined, ['twin A', 'twin B']),
        plan('second', undefined, ['twin A', 'twin B']),
      ],
      { ...options, warmPass: 2 },
      run,
    );
    expect(calls.slice(0, 4)).toEqual([
      'first [twin A, warm pass]',
      'first [twin B, warm pass]',
      'second [twin A, warm pass]',
      'second [twin B, warm pass]',
    ]);
    expect(calls[4]).toBe('first [twin A, warm-up]');
    expect(calls.filter((c) => c.includes('warm pass'))).toHaveLength(4);
  });

  it('draws kept, the busy day and A/A from the same rounds', async () => {
    const cost = { here: 0.8, 'twin A': 0.72, 'busy day': 1.0, 'twin B': 0.72 };
    const { run } = fakeRuns((_read, s) => cost[s as keyof typeof cost]);
    const { reads } = await interleavedPhase([plan('read')], options, run);
    const [read] = reads;
    expect(read?.rounds).toBe(8);
    const first = (label: string) => read?.paired[label]?.rounds[0];
    expect(first('kept')).toMatchObject({ cpuMs: 0.8, referenceCpuMs: 0.72 });
    expect(first('busy day')).toMatchObject({ cpuMs: 1.0, referenceCpuMs: 0.8 });
    expect(first('A/A')).toMatchObject({ cpuMs: 0.72, referenceCpuMs: 0.72 });
    // 90 % and 80 %, every round: both OVER at the first look.
    expect(judgeKept(read?.paired.kept as never)?.verdict).toBe('over');
    expect(judgeKept(read?.paired['busy day'] as never)?.verdict).toBe('over');
  });

  it('sets "kept" against the mean of both twins in each round (decision 0127)', async () => {
    // Twin A 10 % cheaper than here, twin B 10 % dearer: against twin A alone "here" would be
    // OVER; against the two, it kept its cost.
    const cost = { here: 0.8, 'twin A': 0.72, 'busy day': 0.8, 'twin B': 0.88 };
    const { run } = fakeRuns((_read, s) => cost[s as keyof typeof cost]);
    const { reads } = await interleavedPhase([plan('read')], options, run);
    const kept = reads[0]?.paired.kept;
    expect(kept?.rounds[0]).toMatchObject({ cpuMs: 0.8, referenceCpuMs: expect.closeTo(0.8, 9) });
    expect(judgeKept(kept as never)?.verdict).toBe('met');
  });

  it("sets the busy day against the empty day's cost at its own moment (decision 0127)", async () => {
    // The machine gets 1 % dearer with every run, on every side alike; the busy day costs what
    // the empty day does. Against the empty day's run of the same round, two runs away, it
    // would read 2 % either way; between the empty day's runs before and after it, 100 %.
    let slot = 0;
    const run = {
      measure: async (name: string) => measured(name),
      measureCost: async (name: string) => ({
        measured: measured(name),
        cpuMs: 0.8 * (1 + 0.01 * slot++),
        pgCpuMs: 0.1,
      }),
    };
    const { reads } = await interleavedPhase([plan('read')], options, run);
    const ratios = reads[0]?.paired['busy day']?.rounds.map(
      (r) => (r.referenceCpuMs ?? 0) / (r.cpuMs ?? 1),
    );
    expect(ratios).toHaveLength(8);
    // Rounds 1 to 7 have an empty-day run after the busy day's in their block: exactly 100 %.
    expect(ratios?.slice(0, 7).every((r) => Math.abs(r - 1) < 1e-9)).toBe(true);
    // The block's last round has none after it: its own round's run, two places earlier.
    expect(ratios?.[7]).toBeCloseTo((1 + 0.01 * 29) / (1 + 0.01 * 31), 9);
  });

  it('stops a decided read at its look and takes an undecided one on to the last', async () => {
    // "unclear": here alternates between 1.0 and 0.85 of twin A's cost, never decided.
    const { run } = fakeRuns((read, s, round) =>
      read === 'unclear' && s === 'here' ? (round % 2 === 0 ? 0.8 : 0.8 / 0.85) : 0.8,
    );
    const { reads } = await interleavedPhase([plan('clear'), plan('unclear')], options, run);
    expect(reads.map((r) => [r.name, r.rounds])).toEqual([
      ['clear', 8],
      ['unclear', 25],
    ]);
    expect(judgeKept(reads[1]?.paired.kept as never)?.verdict).toBe('inconclusive');
  });

  it('takes an undecided read through its later looks in one block (decision 0128)', async () => {
    // As above: "unclear" is never decided. One warm-up of each side for its first look, one
    // for all its later looks together (not one a look); its rounds numbered on across both.
    const { calls, run } = fakeRuns((read, s, round) =>
      read === 'unclear' && s === 'here' ? (round % 2 === 0 ? 0.8 : 0.8 / 0.85) : 0.8,
    );
    const resets: string[] = [];
    await interleavedPhase([plan('clear'), plan('unclear', resets)], options, run);
    const warmUps = (read: string) =>
      calls.filter((c) => c.startsWith(`${read} [`) && c.endsWith(', warm-up]'));
    expect(warmUps('clear')).toHaveLength(4);
    // Its busy day, steady against "here"'s moments, is decided at the first look: the second
    // block warms up and runs the three sides "kept" and A/A draw on (decision 0140).
    expect(warmUps('unclear')).toHaveLength(4 + 3);
    expect(resets).toHaveLength(8);
    // The second block's warm-up comes after the first look's 8 rounds, then 17 rounds.
    const unclear = calls.filter((c) => c.startsWith('unclear ['));
    expect(unclear.slice(4 + 8 * 4, 4 + 8 * 4 + 3).every((c) => c.endsWith(', warm-up]'))).toBe(
      true,
    );
    expect(unclear.filter((c) => !c.endsWith(', warm-up]'))).toHaveLength(8 * 4 + 17 * 3);
  });

  it('stops a busy day decided before "kept", its verdict on its own rounds (decision 0140)', async () => {
    // "here" alternates against steady twins, so "kept" is never decided; the busy day costs
    // what "here" costs at its moment, so it is met at the first look.
    const { calls, run } = fakeRuns((_read, s, round) =>
      s === 'here' ? (round % 2 === 0 ? 0.8 : 0.8 / 0.85) : s === 'busy day' ? 0.85 : 0.8,
    );
    const { reads } = await interleavedPhase([plan('read')], options, run);
    const [read] = reads;
    expect(read?.rounds).toBe(25);
    const ran = (s: string) => calls.filter((c) => c === `read [${s}]`).length;
    expect([ran('here'), ran('twin A'), ran('twin B'), ran('busy day')]).toEqual([25, 25, 25, 8]);
    const busy = read?.paired['busy day'];
    expect(busy && judgeKept(busy, options.looks)?.verdict).toBe('met');
    expect(busy && judgeKept(busy, options.looks)?.n).toBe(8);
    // A/A, never judged, keeps every round of the twins.
    expect(read?.paired['A/A']?.rounds.filter((r) => r.cpuMs !== undefined)).toHaveLength(25);
  });

  it('gives a read without a busy-day side no busy-day figure (decision 0106)', async () => {
    const { run } = fakeRuns(() => 0.8);
    const { reads } = await interleavedPhase(
      [plan('with'), plan('without', undefined, ['here', 'twin A', 'twin B'])],
      options,
      run,
    );
    expect(Object.keys(reads[0]?.paired ?? {})).toEqual(['kept', 'busy day', 'A/A']);
    expect(Object.keys(reads[1]?.paired ?? {})).toEqual(['kept', 'A/A']);
  });

  it('takes every look to the last when nothing is judged (A/A only)', async () => {
    const { run } = fakeRuns(() => 0.8);
    const { reads } = await interleavedPhase(
      [plan('read', undefined, ['twin A', 'twin B'])],
      options,
      run,
    );
    expect(reads[0]?.rounds).toBe(25);
    expect(Object.keys(reads[0]?.paired ?? {})).toEqual(['A/A']);
  });

  it('has the twins trade places every other full rotation, from half a rotation in (decisions 0121, 0141)', () => {
    const rounds = (sides: number, count: number) =>
      Array.from({ length: count }, (_, r) => (tradedIn(r, sides) ? 'T' : '-')).join('');
    expect(rounds(4, 14)).toBe('--TTTT----TTTT');
    expect(rounds(2, 8)).toBe('-TT--TT-');
  });

  it('has a read of three sides half traded at the first look (decision 0140)', () => {
    const traded = (sides: number, rounds: number) =>
      Array.from({ length: rounds }, (_, r) => tradedIn(r, sides)).filter(Boolean).length;
    // Every other four rounds, as a read of four sides: 4 of 8; every other three had made it 3.
    expect([2, 3, 4].map((sides) => traded(sides, 8))).toEqual([4, 4, 4]);
    expect([2, 3, 4].map((sides) => traded(sides, 16))).toEqual([8, 8, 8]);
    // And at 12 (decision 0141): trading from round 4 on had made it 4 of 12.
    expect([2, 3, 4].map((sides) => traded(sides, 12))).toEqual([6, 6, 6]);
    expect([2, 3, 4].map((sides) => traded(sides, 25))).toEqual([12, 12, 12]);
  });

  it("reads A/A from the places, and the servers' own lean whatever their places", async () => {
    // Twin A's server (base 'twin A') 4 % dearer than twin B's on every run.
    const { calls, run } = runsByServer((base) => (base === 'twin A' ? 0.832 : 0.8));
    const { reads } = await interleavedPhase(
      [plan('read')],
      { ...options, trade: ['twin A', 'twin B'] },
      run,
    );
    const [read] = reads;
    expect(read?.rounds).toBe(8);
    expect(read?.traded).toEqual([false, false, true, true, true, true, false, false]);
    // Round 3 is the first traded one (it starts two along): each place taken by the other
    // twin's server.
    expect(calls.slice(8, 12)).toEqual([
      'read [busy day]',
      "read [twin B, twin A's server]",
      'read [here]',
      "read [twin A, twin B's server]",
    ]);
    const aa = read?.paired['A/A']?.rounds.map((r) => (r.referenceCpuMs ?? 0) / (r.cpuMs ?? 1));
    const untraded = [...(aa?.slice(0, 2) ?? []), ...(aa?.slice(6) ?? [])];
    expect(untraded.every((ratio) => Math.abs(ratio - 1.04) < 1e-9)).toBe(true);
    expect(aa?.slice(2, 6).every((ratio) => Math.abs(ratio - 1 / 1.04) < 1e-9)).toBe(true);
    // "Kept" is set against both servers every round (decision 0127).
    const kept = read?.paired.kept?.rounds.map((r) => r.referenceCpuMs);
    expect(kept?.every((ms) => Math.abs((ms ?? 0) - 0.816) < 1e-9)).toBe(true);
    expect(
      serversLean([
        { name: 'read', paired: read?.paired['A/A'] as never, traded: read?.traded ?? [] },
      ]),
    ).toEqual([expect.closeTo(1.04, 9)]);
  });

  it("has the measured server's two processes trade here and the busy day (decision 0136)", async () => {
    // The second process (base 'here 2') 5 % dearer than the first on every run.
    const { calls, run } = runsByServer((base) => (base === 'here 2' ? 0.84 : 0.8));
    const on = (base: string, server: string): Side => ({ ...side(base), server });
    const read: ReadPlan = {
      name: 'read',
      sides: {
        here: on('here', 'here'),
        'twin A': side('twin A'),
        'busy day': on('here 2', 'here 2'),
        'twin B': side('twin B'),
      },
      tradedSides: { here: on('here 2', 'here 2'), 'busy day': on('here', 'here') },
    };
    const { reads } = await interleavedPhase(
      [read],
      { ...options, trade: ['twin A', 'twin B'] },
      run,
    );
    // Round 1: the busy day on the second process; round 5, traded: each in the other's place.
    expect(calls.slice(0, 4)).toEqual([
      'read [here]',
      'read [twin A]',
      "read [busy day, here 2's server]",
      'read [twin B]',
    ]);
    expect(calls.slice(16, 20)).toEqual([
      "read [here, here 2's server]",
      "read [twin A, twin B's server]",
      "read [busy day, here's server]",
      "read [twin B, twin A's server]",
    ]);
    // Each process took "here" in half the rounds, so neither's lean is all of "kept"'s.
    const here = reads[0]?.paired.kept?.rounds.map((r) => r.cpuMs);
    expect(here?.filter((ms) => ms === 0.84)).toHaveLength(4);
    expect(hereServersLean(keptReadsOf(reads))).toEqual([expect.closeTo(0.8 / 0.84, 9)]);
  });

  it('stops the run after the first look when the A/A is outside the gate', async () => {
    // Twin B 20 % dearer than twin A on the first read: A/A 83 %.
    const { calls, run } = fakeRuns((_read, s) => (s === 'twin B' ? 0.8 * 1.2 : 0.8));
    const result = await interleavedPhase(
      [plan('first'), plan('second')],
      { ...options, failFast: true },
      run,
    );
    expect(result.aborted).toBe(
      'machine too noisy: A/A of first 83 % after 8 rounds, outside 88 % to 112 %',
    );
    // The second read was never started.
    expect(calls.some((c) => c.startsWith('second'))).toBe(false);
    expect(result.reads.map((r) => r.rounds)).toEqual([8, 0]);
  });
});

describe('"kept" in its two parts (decision 0142)', () => {
  it("tells a lean of the twins' servers from a growth of the database", () => {
    // The twins' server part 0.5 ms against 0.4 here; PostgreSQL's 0.3 on both.
    const rounds = [0.99, 1, 1.01].map((jitter) => ({
      cpuMs: (0.4 + 0.3) * jitter,
      pgCpuMs: 0.3 * jitter,
      referenceCpuMs: 0.5 + 0.3,
      referencePgCpuMs: 0.3,
    }));
    const parts = keptParts([
      { name: 'read', paired: { rounds, errors: 0, referenceErrors: 0 }, traded: [] },
    ]);
    expect(parts.server).toEqual([expect.closeTo(0.5 / 0.4, 9)]);
    expect(parts.postgres).toEqual([expect.closeTo(1, 9)]);
  });

  it('leaves out a round a side answered nothing in', () => {
    const rounds = [
      { cpuMs: undefined, pgCpuMs: undefined, referenceCpuMs: 0.8, referencePgCpuMs: 0.3 },
      { cpuMs: 0.8, pgCpuMs: 0.4, referenceCpuMs: 0.8, referencePgCpuMs: 0.4 },
    ];
    expect(
      keptParts([{ name: 'read', paired: { rounds, errors: 0, referenceErrors: 0 }, traded: [] }]),
    ).toEqual({ server: [1], postgres: [1] });
  });
});
