import { describe, expect, it } from 'vitest';
import { BUDGETS } from '../bench/budgets.js';
import { isVoid } from '../bench/load.js';

describe("the bench's void paced runs", () => {
  it('voids a run over the p99 budget only when its own sender was held 50 ms or more', () => {
    const over = BUDGETS.readP99Ms + 1;
    expect(isVoid({ p99: over, senderHeldMs: 50 })).toBe(true);
    // The server stalled while the sender ran freely: over, not void.
    expect(isVoid({ p99: over, senderHeldMs: 49 })).toBe(false);
    // Within the budget, held or not: kept as it is.
    expect(isVoid({ p99: BUDGETS.readP99Ms, senderHeldMs: 150 })).toBe(false);
  });
});
