// The nightly run's results: one line per measure as it is taken, a table at the end, and the
// exit code (1 when any measure missed its budget or a scenario failed outright).

export type Measure = {
  scenario: string;
  name: string;
  value: string;
  budget: string;
  ok: boolean;
};

const measures: Measure[] = [];

export function record(scenario: string, name: string, value: string, budget: string, ok: boolean) {
  measures.push({ scenario, name, value, budget, ok });
  console.log(`${ok ? '✓' : '✗'} [${scenario}] ${name}: ${value} (budget ${budget})`);
}

export function printTable(): void {
  console.log('\n| scenario | measure | value | budget | |\n|---|---|---|---|---|');
  for (const m of measures) {
    console.log(
      `| ${m.scenario} | ${m.name} | ${m.value} | ${m.budget} | ${m.ok ? 'ok' : 'MISSED'} |`,
    );
  }
}

export const allOk = () => measures.length > 0 && measures.every((m) => m.ok);
