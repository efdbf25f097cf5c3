import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Measured } from '../bench/load.js';
import { NOT_A_MEASUREMENT, report } from '../bench/report.js';
import { SERVER_ROOT } from '../src/lib/server-root.js';

// Decision 0073: a smoke run's tables are printed headed "not a measurement" and never kept in
// bench/results/, so a run on small data cannot be read, or cited, as a result.

const health: Measured = { name: '/api/health', rps: 1, p50: 1, p99: 1, errors: 0, statuses: {} };

describe("the smoke profile's report", () => {
  it('is printed as not a measurement and written nowhere', async () => {
    const printed: string[] = [];
    const log = console.log;
    console.log = (line: string) => printed.push(line);
    const startedAt = new Date('2031-01-02T03:04:05Z');
    let file: string | undefined;
    try {
      file = await report(
        {
          startedAt,
          profile: 'smoke',
          prepared: 'bench built in 30 s, copied in 1 s',
          minutes: 4,
          postgres: '17',
          storage: 'packed',
          cases: 40_000,
          sharedBuffers: '128MB',
          connections: 50,
          duration: 1,
          warmup: 1,
          pacedSeconds: 1,
          twin: { cases: 25_000, looks: [2, 3], seconds: 1 },
          loadAverage: { start: 1, end: 1 },
          stealPercent: 12.34,
        },
        health,
        [],
        [{ name: 'a row', value: '1', budget: '≤ 2', ok: true }],
      );
    } finally {
      console.log = log;
    }
    expect(file).toBeUndefined();
    const text = printed.join('\n');
    expect(text).toContain(NOT_A_MEASUREMENT);
    expect(text).toContain('prepared databases: bench built in 30 s, copied in 1 s');
    expect(text).toContain('judged at 2, 3 rounds');
    expect(text).toContain("the host's steal 12.3 % of the CPU");
    // Nothing in bench/results/ for the day the run ended.
    const today = new Date().toISOString().slice(0, 10);
    const results = path.join(SERVER_ROOT, 'bench/results', `${today}.md`);
    const kept = existsSync(results) ? readFileSync(results, 'utf8') : '';
    expect(kept).not.toContain(NOT_A_MEASUREMENT);
  });
});
