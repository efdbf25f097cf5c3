import { formatZonedDateTime, setLocale } from '@forewarn/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { dateLocale, formatLongDay } from './date-locale.js';
import { formatUtc } from './suspension.js';

// Dates inside a French text are French, on the 24-hour clock; English is unchanged (issue 49).
describe('dates the server writes into a text', () => {
  afterEach(() => setLocale('en'));
  const when = new Date(Date.UTC(2026, 11, 4, 16, 20));

  it('follow the language of the text', () => {
    setLocale('fr-CA');
    expect(formatZonedDateTime(when, 'UTC', dateLocale())).toMatch(
      /^4\sdéc\. 2026.*16\sh\s20 \(UTC\)$/,
    );
    expect(formatUtc(when)).toMatch(/^4 décembre 2026.*16\sh\s20 UTC$/);
    setLocale('en');
    expect(formatZonedDateTime(when, 'UTC', dateLocale())).toBe('4 Dec 2026, 4:20 pm (UTC)');
    expect(formatUtc(when)).toBe('4 December 2026 at 16:20 UTC');
  });

  it('write a day in full in the language of the text, never as 2026-12-04', () => {
    setLocale('fr-CA');
    expect(formatLongDay(when)).toBe('4 décembre 2026');
    setLocale('en');
    expect(formatLongDay(when)).toBe('4 December 2026');
  });

  it("take the day in the reader's zone, and UTC's when the zone is unknown", () => {
    // 03:00 UTC on 5 December is the evening of the 4th in Los Angeles, midday in Auckland.
    const early = new Date(Date.UTC(2026, 11, 5, 3));
    expect(formatLongDay(early, 'America/Los_Angeles')).toBe('4 December 2026');
    expect(formatLongDay(early, 'Pacific/Auckland')).toBe('5 December 2026');
    expect(formatLongDay(early, null)).toBe('5 December 2026');
    expect(formatLongDay(early, 'Mars/Olympus_Mons')).toBe('5 December 2026');
  });
});
