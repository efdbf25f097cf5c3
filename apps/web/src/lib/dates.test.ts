import { setLocale } from '@forewarn/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime, formatShortTime, viewerLocale, viewerTimeZone } from './dates';

// The viewer's zone and locale come from the browser; the tests fix both.
function viewAs(timeZone: string, language: string) {
  const resolved = Intl.DateTimeFormat().resolvedOptions();
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
    ...resolved,
    timeZone,
  });
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(language);
}

const instant = '2026-11-27T17:38:00Z';

describe('the one date formatter', () => {
  afterEach(() => vi.useRealTimers());

  it('shows a moment in the viewer zone and names the zone', () => {
    viewAs('Australia/Sydney', 'en-AU');
    expect(formatDateTime(instant)).toBe('28 Nov 2026, 4:38 am (Australia/Sydney)');
  });

  it('follows the viewer, not the server: the same moment in London', () => {
    viewAs('Europe/London', 'en-GB');
    expect(formatDateTime(instant)).toBe('27 Nov 2026, 17:38 (Europe/London)');
  });

  it('shows a day without the time, on the viewer side of midnight', () => {
    viewAs('Pacific/Auckland', 'en-NZ');
    expect(formatDate(instant)).toBe('28 November 2026');
  });

  it('shows a message time alone today and with its day otherwise', () => {
    viewAs('Australia/Perth', 'en-AU');
    vi.useFakeTimers({ now: new Date('2026-11-28T03:00:00Z'), toFake: ['Date'] });
    expect(formatShortTime('2026-11-28T01:20:00Z')).toBe('9:20 am');
    expect(formatShortTime(instant)).toBe('1:38 am');
    expect(formatShortTime('2026-11-27T10:00:00Z')).toBe('27 Nov, 6:00 pm');
    expect(formatShortTime('2026-11-26T01:20:00Z')).toBe('26 Nov, 9:20 am');
  });

  it('falls back to UTC where the browser names no zone or an unknown one', () => {
    viewAs('', 'en-AU');
    expect(viewerTimeZone()).toBe('UTC');
    viewAs('Mars/Olympus_Mons', 'en-AU');
    expect(formatDateTime(instant)).toBe('27 Nov 2026, 5:38 pm (UTC)');
  });
});

describe('dates in the language the page is read in', () => {
  afterEach(() => setLocale('en'));

  it('writes a French page’s dates in French, in an English browser too', () => {
    viewAs('America/Toronto', 'en-CA');
    setLocale('fr-CA');
    expect(viewerLocale()).toBe('fr-CA');
    expect(formatDate(instant)).toBe('27 novembre 2026');
    expect(formatDateTime(instant)).toMatch(/^27 nov\. 2026, 12 h 38 \(America\/Toronto\)$/);
  });

  it('keeps a French browser’s own French, and an English page in a French browser its region', () => {
    viewAs('Europe/Paris', 'fr-FR');
    setLocale('fr-CA');
    expect(viewerLocale()).toBe('fr-FR');
    viewAs('America/Montreal', 'fr-CA');
    setLocale('en');
    expect(viewerLocale()).toBe('en-CA');
    expect(formatDate(instant)).toBe('November 27, 2026');
  });

  it('falls back to en-AU and fr-CA where the browser says nothing', () => {
    viewAs('UTC', '');
    expect(viewerLocale()).toBe('en-AU');
    setLocale('fr-CA');
    expect(viewerLocale()).toBe('fr-CA');
  });
});
