import { describe, expect, it } from 'vitest';
import { describeScans, type ScanSample } from '../bench/table-scans.js';

const sample = (tables: Record<string, [number, number]>): ScanSample =>
  new Map(
    Object.entries(tables).map(([name, [seqScans, seqRows]]) => [name, { seqScans, seqRows }]),
  );

describe("the bench's whole-table scans per request", () => {
  it('names a table a request read row by row, with its scans and rows per request', () => {
    const before = sample({ search_counters: [10, 1_000], countries: [0, 0] });
    const after = sample({ search_counters: [2_010, 9_001_000], countries: [2_000, 12_000] });
    expect(describeScans(before, after, 2_000)).toBe(
      'scanned whole per request: search_counters 1.00 scans and 4500 rows',
    );
  });

  it('says nothing when every scan read only a few rows a request', () => {
    // The signed-in reads' batched session lookups scan the bench's few thousand users now and
    // then: about 20 rows a request.
    const before = sample({ users: [0, 0] });
    const after = sample({ users: [6, 40_000] });
    expect(describeScans(before, after, 2_000)).toBeUndefined();
    expect(describeScans(before, after, 0)).toBeUndefined();
  });

  it('counts a table that appeared between the samples from zero', () => {
    expect(describeScans(sample({}), sample({ fresh: [1, 5_000] }), 10)).toBe(
      'scanned whole per request: fresh 0.10 scans and 500 rows',
    );
  });
});
