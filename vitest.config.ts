import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two cores here: one worker each (Vitest's default would leave one idle). The server's
    // timing-sensitive files run alone afterwards, one at a time (`server-serial`, decision 0072).
    maxWorkers: 2,
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
