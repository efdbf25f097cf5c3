import { type Comparison, interleavedPhase, type ReadPlan, type SideName } from './interleaved.js';
import { judgeKept, KEPT_LINE } from './judging.js';
import { stubMeasured } from './stub-run.js';

// What each reference does to the sequential rule's error rates (decision 0127), on simulated
// rounds driven through the real phase (interleaved.ts) and the real rule (sequential.ts): every
// run costs its side's true cost × (1 + drift) × (1 + noise), the noise independent per run, the
// drift a random walk over the runs (a bigger step between blocks, when other reads ran), and
// each twin's server its own lean. Run: `npx tsx bench/simulate-references.ts [reads]`.

/** A seeded generator (mulberry32) and a normal draw from it: the same figures every run. */
function random(seed: number) {
  let state = seed >>> 0;
  const uniform = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return () => Math.sqrt(-2 * Math.log(1 - uniform())) * Math.cos(2 * Math.PI * uniform());
}

type Machine = { noise: number; walk: number; lean: number };

const measured = stubMeasured;

const SIDES: SideName[] = ['here', 'twin A', 'busy day', 'twin B'];

/** One simulated read: the verdict of `comparison` when the measured side's true figure is `kept`. */
async function oneRead(
  comparison: Comparison,
  kept: number,
  machine: Machine,
  normal: () => number,
): Promise<string> {
  let drift = 0;
  let lastBlockCall = '';
  const lean = { 'twin A': machine.lean * normal(), 'twin B': machine.lean * normal() };
  const run = {
    measure: async (name: string) => {
      // A warm-up opens each block: other reads ran since the last one.
      if (name.includes('warm-up') && lastBlockCall !== 'warm-up')
        drift += 5 * machine.walk * normal();
      lastBlockCall = 'warm-up';
      return measured(name);
    },
    measureCost: async (name: string, base: string) => {
      lastBlockCall = 'run';
      drift += machine.walk * normal();
      const side = /\[([^,\]]*)/.exec(name)?.[1] as SideName;
      const truth = side === comparison.measured ? 1 / kept : 1;
      const server = base in lean ? lean[base as keyof typeof lean] : 0;
      const cpuMs = truth * (1 + server) * (1 + drift) * (1 + machine.noise * normal());
      return { measured: measured(name), cpuMs, pgCpuMs: cpuMs / 2 };
    },
  };
  const side = (base: string) => ({
    base,
    next: () => ({ path: '/' }),
    cpu: async () => ({ serverMs: 0, pgMs: 0 }),
  });
  const plan = { name: 'read', sides: Object.fromEntries(SIDES.map((s) => [s, side(s)])) };
  const { reads } = await interleavedPhase(
    [plan as ReadPlan],
    {
      connections: 1,
      warmup: 0,
      duration: 0,
      looks: [8, 12, 16, 25],
      comparisons: [comparison],
      trade: ['twin A', 'twin B'],
      log: () => {},
    },
    run,
  );
  const paired = reads[0]?.paired[comparison.label];
  return (paired && judgeKept(paired)?.verdict) ?? 'none';
}

const KEPT_BEFORE: Comparison = {
  label: 'kept',
  measured: 'here',
  reference: 'twin A',
  judged: true,
};
const KEPT_AFTER: Comparison = {
  label: 'kept',
  measured: 'here',
  reference: { mean: ['twin A', 'twin B'] },
  judged: true,
};
const BUSY_BEFORE: Comparison = {
  label: 'busy day',
  measured: 'busy day',
  reference: 'here',
  judged: true,
};
const BUSY_AFTER: Comparison = {
  label: 'busy day',
  measured: 'busy day',
  reference: { around: 'here' },
  judged: true,
};

async function main() {
  const reads = Number(process.argv[2] ?? 1000);
  const machines: Machine[] = [
    // No lean: the rule's own error, whatever the reference.
    { noise: 0.05, walk: 0, lean: 0 },
    { noise: 0.04, walk: 0.01, lean: 0 },
    { noise: 0.03, walk: 0.02, lean: 0 },
    // The twins' servers leaning 2 % (sd): at the line, a lean is a real difference.
    { noise: 0.04, walk: 0.01, lean: 0.02 },
  ];
  const pairs: [string, Comparison, Comparison][] = [
    ['kept', KEPT_BEFORE, KEPT_AFTER],
    ['busy day', BUSY_BEFORE, BUSY_AFTER],
  ];
  console.log(`${reads} simulated reads a cell: met / OVER / inconclusive, %`);
  console.log('| figure | machine (noise, drift step, lean) | true | before | after |');
  console.log('|---|---|---|---|---|');
  for (const [label, before, after] of pairs) {
    for (const machine of machines) {
      for (const kept of [0.88, KEPT_LINE, 0.97]) {
        const cells: string[] = [];
        for (const comparison of [before, after]) {
          const normal = random(51);
          const counts = { met: 0, over: 0, inconclusive: 0 } as Record<string, number>;
          for (let i = 0; i < reads; i++) {
            const verdict = await oneRead(comparison, kept, machine, normal);
            counts[verdict] = (counts[verdict] ?? 0) + 1;
          }
          const share = (n = 0) => ((100 * n) / reads).toFixed(1);
          cells.push(
            `${share(counts.met)} / ${share(counts.over)} / ${share(counts.inconclusive)}`,
          );
        }
        const machineText = `${machine.noise * 100} %, ${machine.walk * 100} %, ${machine.lean * 100} %`;
        console.log(
          `| ${label} | ${machineText} | ${(kept * 100).toFixed(1)} % | ${cells.join(' | ')} |`,
        );
      }
    }
  }
}

await main();
