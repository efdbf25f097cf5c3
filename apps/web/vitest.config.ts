import path from 'node:path';
import { defineProject } from 'vitest/config';

// Unit and component tests of the web app: hooks and components with logic, rendered with
// Testing Library in happy-dom (jsdom 31 needs Node 22). The browser journeys stay in e2e/.
export default defineProject({
  resolve: {
    alias: {
      'country-flag-svgs': path.resolve(
        import.meta.dirname,
        '../../node_modules/country-flag-icons/3x2',
      ),
    },
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['test/setup.ts'],
    // Files share their worker's modules, as the server's do (decision 0125): with the domain's,
    // 40 s and 62 s of CPU with isolation, 16 s and 24 s without. Each test renders afresh and
    // test/setup.ts cleans up after it; the files pass in any order (--sequence.shuffle).
    isolate: false,
  },
});
