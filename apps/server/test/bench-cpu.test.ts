import { describe, expect, it } from 'vitest';
import { samePagesRow } from '../bench/budgets.js';
import { BACKGROUND, describePostgresPerRequest } from '../bench/cpu.js';

describe('the bench’s split of PostgreSQL’s CPU (decision 0056)', () => {
  it('tells PostgreSQL’s helpers from client backends by their process title', () => {
    expect(BACKGROUND.test('postgres: checkpointer ')).toBe(true);
    expect(BACKGROUND.test('postgres: autovacuum worker forewarn_bench')).toBe(true);
    expect(BACKGROUND.test('postgres: bench: walwriter ')).toBe(true);
    expect(BACKGROUND.test('postgres: forewarn forewarn_bench 127.0.0.1(5123) idle')).toBe(false);
    expect(BACKGROUND.test('postgres: forewarn forewarn_bench 127.0.0.1(5123) SELECT')).toBe(false);
  });

  it('gives each part per request between two samples', () => {
    const sample = (scale: number) => ({
      serverMs: 0,
      pgMs: 0,
      pg: {
        backendsUserMs: 300 * scale,
        backendsSysMs: 40 * scale,
        backendsMinorFaults: 2000 * scale,
        otherMs: 10 * scale,
      },
    });
    expect(describePostgresPerRequest(sample(1), sample(2), 1000)).toBe(
      'PostgreSQL per request: backends 0.300 ms user + 0.040 ms system, 2.00 minor faults; helpers and ended 0.010 ms',
    );
    expect(describePostgresPerRequest({ serverMs: 0, pgMs: 0 }, sample(1), 1000)).toBeUndefined();
  });

  it('adds the server’s own user and system time when both samples have them', () => {
    const sample = (scale: number) => ({
      serverMs: 0,
      pgMs: 0,
      pg: { backendsUserMs: 0, backendsSysMs: 0, backendsMinorFaults: 0, otherMs: 0 },
      server: { userMs: 400 * scale, sysMs: 50 * scale, minorFaults: 300 * scale },
    });
    expect(describePostgresPerRequest(sample(1), sample(2), 1000)).toMatch(
      /; the server 0\.400 ms user \+ 0\.050 ms system, 0\.30 minor faults$/,
    );
  });

  it('fails the run when only one side ran on huge pages', () => {
    expect(samePagesRow('on', 'on').ok).toBe(true);
    expect(samePagesRow('on', 'off')).toMatchObject({ ok: false, value: 'on and off' });
  });
});
