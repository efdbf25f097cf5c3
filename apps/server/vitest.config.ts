import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Files share a worker's modules instead of each importing the whole server again: the
    // suite took 453 s with isolation, 190 s of it importing, and 270 s without. Every file
    // builds its own app on its own database, and no test mocks a module (buildApp's onRoute
    // option replaced the two that mocked fastify).
    isolate: false,
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup-test-env.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
