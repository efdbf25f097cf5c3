import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { reportReachable } from '../src/lib/connectivity';

// As the server's suite: an unexpected console.error (React's act() and key warnings among
// them) fails the test that caused it.
let errors: unknown[][] = [];

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
