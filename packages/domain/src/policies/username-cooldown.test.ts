import { describe, expect, it } from 'vitest';
import { canChangeUsername } from './username-cooldown.js';

const NOW = Date.UTC(2025, 5, 1);
const DAY = 86_400_000;

describe('canChangeUsername (spec §5, Profile: once every 100 days)', () => {
  it.each<[string, number | Date | null | undefined, boolean]>([
    ['never changed (null)', null, true],
    ['never changed (undefined)', undefined, true],
    ['changed just now', NOW, false],
    ['changed 99 days ago', NOW - 99 * DAY, false],
    ['changed a millisecond short of 100 days ago', NOW - 100 * DAY + 1, false],
    ['changed 100 days ago', NOW - 100 * DAY, true],
    ['changed a year ago (Date)', new Date(NOW - 365 * DAY), true],
  ])('%s: %s', (_name, lastChanged, allowed) => {
    expect(canChangeUsername(lastChanged, NOW)).toBe(allowed);
  });
});
