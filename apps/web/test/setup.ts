import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { reportReachable } from '../src/lib/connectivity';

// As the server's suite: an unexpected console.error (React's act() and key warnings among
// them) fails the test that caused it.
let errors: unknown[][] = [];

// A screen's lazy chunk is transformed on first import, which under CI's full load (three
// workers on two cores) took past the one-second default: CI on c61669f5 failed a findByText
// that waited on the language switch's lazy snackbar. Waits that succeed are no slower.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  // Files share a worker's modules and its happy-dom window (decision 0125): what one test
  // leaves in them must not reach the next file's.
  reportReachable(true);
  // (A file in Node's environment has neither.)
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
  if (errors.length > 0) {
    throw new Error(
      `Unexpected console.error:\n${errors.map((a) => a.map(String).join(' ')).join('\n')}`,
    );
  }
});
