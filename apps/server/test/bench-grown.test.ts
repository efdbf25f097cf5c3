import { describe, expect, it } from 'vitest';
import { describeShapes } from '../bench/grown.js';

describe('the grown report', () => {
  it('says an index with no leaf page is empty instead of printing NaN', () => {
    const text = describeShapes([
      { index: 'cases_pkey', leafDensity: 90.2, fragmentation: 0 },
      { index: 'cases_held_idx', leafDensity: Number.NaN, fragmentation: Number.NaN },
    ]);
    expect(text).toBe('cases_pkey 90 % dense, 0 % fragmented; cases_held_idx empty');
    expect(text).not.toContain('NaN');
  });
});
