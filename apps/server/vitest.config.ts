import { configDefaults, defineProject } from 'vitest/config';
import { SERIAL_FILES, serverTestFiles } from './test-groups.js';

/** What both server projects share (this one and vitest.serial.config.ts). */
export const serverTest = {
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
} as const;

export default defineProject({
  test: {
    ...serverTest,
    globalSetup: [...serverTest.globalSetup],
    setupFiles: [...serverTest.setupFiles],
    name: 'server',
    // Everything but the timing-sensitive files, two at a time (the root config's maxWorkers);
    // those run alone afterwards in `server-serial` (vitest.serial.config.ts, decision 0072).
    include: serverTestFiles('all'),
    exclude: [...configDefaults.exclude, ...SERIAL_FILES],
  },
});
