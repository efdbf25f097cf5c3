import { describe, expect, it } from 'vitest';
import { bytesOf, hugePagesNeeded } from '../bench/huge-pages.js';

describe('the bench’s huge pages (decision 0055)', () => {
  it('reads PostgreSQL memory sizes', () => {
    expect(bytesOf('2GB')).toBe(2 * 2 ** 30);
    expect(bytesOf('512MB')).toBe(512 * 2 ** 20);
    expect(() => bytesOf('2 gigs')).toThrow(/not a PostgreSQL memory size/);
  });

  it('sets aside the buffers and a tenth more for each server', () => {
    const page = 2 * 2 ** 20;
    // PostgreSQL 17 mapped 1,064 pages for 2 GB of buffers: 1,127 covers it.
    expect(hugePagesNeeded(1, '2GB', page)).toBe(1127);
    expect(hugePagesNeeded(2, '2GB', page)).toBe(2254);
    expect(hugePagesNeeded(1, '2GB', page)).toBeGreaterThan(1064);
  });
});
