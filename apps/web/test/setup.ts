import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

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
  if (errors.length > 0) {
    throw new Error(
      `Unexpected console.error:\n${errors.map((a) => a.map(String).join(' ')).join('\n')}`,
    );
  }
});
