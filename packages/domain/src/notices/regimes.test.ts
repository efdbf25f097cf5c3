import { describe, expect, it } from 'vitest';
import { easterSunday, englandHolidays } from './england-holidays.js';
import {
  addMonths,
  addUkOperatorHours,
  endOfNthDayAfter,
  nextDeadline,
  noticeDeadlines,
  regimeOfCountry,
} from './regimes.js';

// The one deadline function (issue 48): instants over time zones, daylight-saving changes,
// month and year ends, weekends and England and Wales holidays.

const at = (iso: string) => new Date(iso);
const iso = (date: Date | null) => date?.toISOString() ?? null;

describe('England and Wales holidays', () => {
  it('finds Easter by the Gregorian rule', () => {
    expect(easterSunday(2026)).toEqual({ year: 2026, month: 4, day: 5 });
    expect(easterSunday(2027)).toEqual({ year: 2027, month: 3, day: 28 });
    expect(easterSunday(2028)).toEqual({ year: 2028, month: 4, day: 16 });
  });

  it.each([
    [
      2026,
      [
        '2026-01-01',
        '2026-04-03',
        '2026-04-06',
        '2026-05-04',
        '2026-05-25',
        '2026-08-31',
        '2026-12-25',
        '2026-12-26',
        '2026-12-28',
      ],
    ],
    [
      2027,
      [
        '2027-01-01',
        '2027-03-26',
        '2027-03-29',
        '2027-05-03',
        '2027-05-31',
        '2027-08-30',
        '2027-12-25',
        '2027-12-26',
        '2027-12-27',
        '2027-12-28',
      ],
    ],
    [
      2022,
      [
        '2022-01-03',
        '2022-04-15',
        '2022-04-18',
        '2022-05-02',
        '2022-06-02',
        '2022-06-03',
        '2022-08-29',
        '2022-09-19',
        '2022-12-25',
        '2022-12-26',
        '2022-12-27',
      ],
    ],
  ])('%i: substitutes for weekend days and proclaimed days', (year, days) => {
    expect([...englandHolidays(year)].sort()).toEqual(days);
  });
});

describe('UK: 48 hours, weekends and holidays disregarded', () => {
  it.each([
    ['a Monday morning: two days later', '2026-11-30T10:00:00Z', '2026-12-02T10:00:00Z'],
    ['a Friday afternoon: the weekend skipped', '2026-11-27T15:00:00Z', '2026-12-01T15:00:00Z'],
    ['a Saturday: counted from Monday', '2026-11-28T12:00:00Z', '2026-12-02T00:00:00Z'],
    [
      'Christmas Eve: Christmas, the weekend and the substitute day skipped',
      '2026-12-24T12:00:00Z',
      '2026-12-30T12:00:00Z',
    ],
    [
      'before Easter (BST): Good Friday to Easter Monday skipped, days in UK time',
      '2026-04-02T11:00:00Z',
      '2026-04-08T11:00:00Z',
    ],
    [
      'across the clocks going back (a 25-hour Sunday, skipped)',
      '2026-10-23T11:00:00Z',
      '2026-10-27T12:00:00Z',
    ],
    ['across a year end', '2026-12-31T18:00:00Z', '2027-01-05T18:00:00Z'],
  ])('%s', (_name, start, due) => {
    expect(iso(addUkOperatorHours(at(start), 48))).toBe(at(due).toISOString());
  });

  it('counts a late-evening notice by the UK date, not the UTC date', () => {
    // 23:30 BST on Friday 12 June is 22:30 UTC: half an hour of Friday, then Monday, Tuesday.
    expect(iso(addUkOperatorHours(at('2026-06-12T22:30:00Z'), 48))).toBe(
      '2026-06-16T22:30:00.000Z',
    );
  });
});

describe('UK: the poster has until midnight at the end of the fifth day', () => {
  it.each([
    ['an ordinary week', '2026-11-30T10:00:00Z', '2026-12-06T00:00:00.000Z'],
    ['across the clocks going forward', '2026-03-24T10:00:00Z', '2026-03-29T23:00:00.000Z'],
    ['across the clocks going back', '2026-10-21T10:00:00Z', '2026-10-27T00:00:00.000Z'],
    ['across February’s end', '2026-02-26T10:00:00Z', '2026-03-04T00:00:00.000Z'],
    ['across a leap day', '2028-02-25T10:00:00Z', '2028-03-02T00:00:00.000Z'],
    ['across a year end', '2026-12-30T10:00:00Z', '2027-01-05T00:00:00.000Z'],
    ['told at 23:30 BST: the UK day counts', '2026-06-10T22:30:00Z', '2026-06-15T23:00:00.000Z'],
    ['told at 00:30 BST the next day', '2026-06-10T23:30:00Z', '2026-06-16T23:00:00.000Z'],
  ])('%s', (_name, told, due) => {
    expect(iso(endOfNthDayAfter(at(told), 5, 'Europe/London'))).toBe(due);
  });
});

describe('noticeDeadlines', () => {
  it('uk: tell by, then the answer window, then removal 48 business hours after silence', () => {
    const receivedAt = at('2026-11-27T15:00:00Z');
    expect(noticeDeadlines('uk', { receivedAt })).toEqual({
      tellPosterBy: at('2026-12-01T15:00:00Z'),
      answerBy: null,
      decideBy: null,
    });
    const told = noticeDeadlines('uk', { receivedAt, posterToldAt: at('2026-11-27T15:05:00Z') });
    // Fifth day after Friday 27 is Wednesday 2 December; its end is midnight into Thursday.
    expect(iso(told.answerBy)).toBe('2026-12-03T00:00:00.000Z');
    expect(iso(told.decideBy)).toBe('2026-12-05T00:00:00.000Z');
    const answered = noticeDeadlines('uk', {
      receivedAt,
      posterToldAt: at('2026-11-27T15:05:00Z'),
      answeredAt: at('2026-11-28T09:00:00Z'),
    });
    expect(iso(answered.decideBy)).toBe('2026-12-02T00:00:00.000Z');
  });

  it('au: a decision within 7 days, elapsed, across Sydney’s clocks going back', () => {
    const d = noticeDeadlines('au', { receivedAt: at('2026-04-01T00:00:00Z') });
    expect(iso(d.decideBy)).toBe('2026-04-08T00:00:00.000Z');
    expect(iso(d.tellPosterBy)).toBe('2026-04-03T00:00:00.000Z');
    expect(iso(d.answerBy)).toBe('2026-04-06T00:00:00.000Z');
  });

  it('eu and elsewhere: 72 hours', () => {
    for (const regime of ['eu', 'other'] as const) {
      const d = noticeDeadlines(regime, { receivedAt: at('2026-01-30T12:00:00Z') });
      expect(iso(d.decideBy)).toBe('2026-02-02T12:00:00.000Z');
      expect(iso(d.tellPosterBy)).toBe('2026-01-31T12:00:00.000Z');
    }
  });

  it('the next deadline is telling the poster, then deciding, then none', () => {
    const receivedAt = at('2026-01-30T12:00:00Z');
    expect(iso(nextDeadline('eu', { receivedAt }))).toBe('2026-01-31T12:00:00.000Z');
    expect(iso(nextDeadline('eu', { receivedAt, posterToldAt: receivedAt }))).toBe(
      '2026-02-02T12:00:00.000Z',
    );
    expect(
      nextDeadline('eu', { receivedAt, posterToldAt: receivedAt, decidedAt: receivedAt }),
    ).toBe(null);
  });
});

describe('regimes and appeal windows', () => {
  it('infers the regime from the case’s country', () => {
    expect(['GB', 'AU', 'IE', 'US', 'CA', 'NZ'].map(regimeOfCountry)).toEqual([
      'uk',
      'au',
      'eu',
      'other',
      'other',
      'other',
    ]);
  });

  it('six months later, clamped to a shorter month', () => {
    expect(iso(addMonths(at('2026-08-31T10:00:00Z'), 6))).toBe('2027-02-28T10:00:00.000Z');
    expect(iso(addMonths(at('2027-08-31T10:00:00Z'), 6))).toBe('2028-02-29T10:00:00.000Z');
    expect(iso(addMonths(at('2026-11-28T09:30:15Z'), 6))).toBe('2027-05-28T09:30:15.000Z');
  });
});
