import { defineProject } from 'vitest/config';
import { SERIAL_FILES, serverTestFiles } from './test-groups.js';
import { serverTest } from './vitest.config.js';

// The timing-sensitive server files (test-groups.ts): one worker, after every other project
// has finished (a later groupOrder), so no other test file runs beside them (decision 0072).
export default defineProject({
  test: {
    ...serverTest,
    globalSetup: [...serverTest.globalSetup],
    setupFiles: [...serverTest.setupFiles],
    name: 'server-serial',
    include: serverTestFiles(SERIAL_FILES),
    maxWorkers: 1,
    sequence: { groupOrder: 1 },
  },
});
