import { describe, expect, it } from 'vitest';
import { bytesOf, hugePagesNeeded } from '../bench/huge-pages.js';

describe('the bench’s huge pages (decision 0056)', () => {
  it('reads PostgreSQL memory sizes', () => {
    expect(bytesOf('2GB')).toBe(2 * 2 ** 30);
    expect(bytesOf('512MB')).toBe(512 * 2 ** 20);
    expect(() => bytesOf('2 gigs')).toThrow(/not a PostgreSQL memory size/);
  });

  it('sets aside the buffers, a twentieth more and 128 MB for each server', () => {
    const page = 2 * 2 ** 20;
    // PostgreSQL 17 mapped 1,064 pages for 2 GB of buffers.
    expect(hugePagesNeeded(1, '2GB', page)).toBe(1140);
    expect(hugePagesNeeded(2, '2GB', page)).toBe(2280);
    // Small buffers still leave room for the part of shared memory that does not shrink.
    expect(hugePagesNeeded(1, '128MB', page)).toBe(132);
  });
});
