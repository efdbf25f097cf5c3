import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { slowestLines } from './slowest.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');

describe('the slowest test files', () => {
  it('ranks Vitest files by their own time and Playwright files by the sum of their tests', () => {
    const vitest = {
      testResults: [
        { name: path.join(ROOT, 'apps/server/a.test.ts'), startTime: 1_000, endTime: 4_000 },
        { name: path.join(ROOT, 'apps/web/b.test.ts'), startTime: 0, endTime: 500 },
      ],
    };
    const playwright = {
      suites: [
        {
          file: 'c.spec.ts',
          specs: [{ tests: [{ results: [{ duration: 1_500 }] }] }],
          suites: [{ specs: [{ tests: [{ results: [{ duration: 1_000 }] }] }] }],
        },
      ],
    };
    expect(slowestLines(vitest, playwright, 2)).toEqual([
      '    3.0 s  vitest     apps/server/a.test.ts',
      '    2.5 s  playwright e2e/tests/c.spec.ts',
    ]);
  });

  it('prints nothing without reports', () => {
    expect(slowestLines(undefined, undefined)).toEqual([]);
  });
});
