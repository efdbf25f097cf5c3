import { describe, expect, it } from 'vitest';
import { AMOUNT_SAMPLE_MS, lengthOptions } from '../bench/load.js';

// Decision 0140: autocannon ends a run of a set amount only at its next sample, once a second by
// default, so a settle of 500 requests (a quarter of a second) lasted a whole second.

describe("a bench run's length", () => {
  it('ends a run of a set amount within a few tens of ms of its last answer', () => {
    expect(lengthOptions({ amount: 500 })).toEqual({ amount: 500, sampleInt: AMOUNT_SAMPLE_MS });
    expect(AMOUNT_SAMPLE_MS).toBeLessThanOrEqual(50);
  });

  it("leaves a timed run's sampling as autocannon's own", () => {
    expect(lengthOptions({ duration: 2 })).toEqual({ duration: 2 });
  });
});
