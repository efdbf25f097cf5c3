import type { Measured } from './load.js';

/**
 * What a stand-in for one of the bench's runs answers: 100 requests, no error, every figure 1.
 * For the simulations (simulate-references.ts) and the tests that drive the paired phase with
 * made-up costs, which set the CPU per request themselves.
 */
export const stubMeasured = (name: string): Measured => ({
  name,
  rps: 1,
  p50: 1,
  p99: 1,
  errors: 0,
  statuses: {},
  requests: 100,
});
