import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { roundsOf } from '../bench/aa-calibration.js';

// Decision 0101: the A/A gate is calibrated from runs' printed rounds; decision 0121: a round
// with the twins in each other's places is still a round, read by its places.
describe('the A/A calibration tool', () => {
  it("stops at a full run's controls: their dosed rounds are not A/A (decision 0150)", () => {
    const rounds = roundsOf(
      [
        '  search miss, visitor, round 1: here 1.2, twin A 1.000, busy day 1.3, twin B 1.000 ms a request',
        'Positive control: search miss, visitor with 0.119 ms added on twin B…',
        '  search miss, visitor, round 1: twin A 1.000, twin B 1.250 ms a request',
      ].join('\n'),
    );
    expect(rounds.get('search miss, visitor')).toEqual([1]);
  });

  it('reads traded rounds as well as plain ones', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'forewarn-aa-'));
    const log = path.join(dir, 'run.log');
    writeFileSync(
      log,
      [
        '  search, visitor, round 1: twin A 1.100, twin B 1.000 ms a request',
        "  search, visitor, round 2: twin A 0.900, twin B 1.000 ms a request (the twins in each other's places)",
        '',
      ].join('\n'),
    );
    const out = execFileSync('npx', ['tsx', 'bench/aa-calibration.ts', log], {
      cwd: path.join(import.meta.dirname, '..'),
      encoding: 'utf8',
    });
    expect(out).toContain('| search, visitor | 2 | 100.0 % |');
    // The fail-fast's early band (decision 0131) reads the first five reads; here there is one.
    expect(out).toContain(
      "the first 1 reads at the first look (the early band's figure): median 100.0 %",
    );
    rmSync(dir, { recursive: true });
  });
});
