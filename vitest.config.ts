import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Three on two cores: a server file waits on PostgreSQL and on timers much of its time, and
    // with two workers the cores were 18 % idle (decision 0137). The server's timing-sensitive
    // files run alone afterwards, one at a time (`server-serial`, decision 0072).
    maxWorkers: 3,
    projects: [
      'packages/domain',
      'apps/server/vitest.config.ts',
      'apps/server/vitest.serial.config.ts',
      'apps/web',
      {
        // The repository's own scripts: the decision index, the docs' links, the slowest files.
        test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' },
      },
    ],
  },
});
