import { describe, expect, it } from 'vitest';
import { formatMessageTime, formatZonedDateTime, knownTimeZone } from './zoned-time.js';

const instant = Date.UTC(2026, 10, 24, 8, 20); // 24 Nov 2026 08:20 UTC

describe('zoned times (DESIGN.md §1)', () => {
  it('names the zone and shows the local date and time', () => {
    expect(formatZonedDateTime(instant, 'Australia/Perth')).toBe(
      '24 Nov 2026, 4:20 pm (Australia/Perth)',
    );
    expect(formatZonedDateTime(instant, 'America/New_York')).toBe(
      '24 Nov 2026, 3:20 am (America/New_York)',
    );
  });

  it('falls back to UTC for a missing or unknown zone', () => {
    expect(knownTimeZone('Mars/Olympus')).toBe('UTC');
    expect(knownTimeZone(undefined)).toBe('UTC');
    expect(formatZonedDateTime(instant, 'Mars/Olympus')).toBe('24 Nov 2026, 8:20 am (UTC)');
  });

  it('shows only the time for a message of the same local day', () => {
    expect(formatMessageTime(instant, 'Australia/Perth', instant + 60_000)).toBe('4:20 pm');
    expect(formatMessageTime(instant, 'Australia/Perth', instant + 86_400_000)).toBe(
      '24 Nov, 4:20 pm',
    );
  });
});
