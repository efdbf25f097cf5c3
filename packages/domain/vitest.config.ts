import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    // The property tests run thousands of cases; on 2 cores shared with the server suite a
    // file can wait seconds for CPU. A time-out here says nothing of speed (benchmarks do).
    testTimeout: 30_000,
    // Pure functions: files share their worker's modules (decision 0125), as the server's do.
    isolate: false,
  },
});
