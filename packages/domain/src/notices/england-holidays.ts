import { addDays, dateKey, type LocalDate, weekday } from './zoned-clock.js';

// The days the UK regulations disregard (Defamation (Operators of Websites) Regulations 2013,
// reg. 1(3)): Saturday, Sunday, Good Friday, Christmas Day, and the bank holidays of England and
// Wales under the Banking and Financial Dealings Act 1971. The usual ones follow rules; the
// one-off days a proclamation adds or moves are listed and must be added when announced
// (docs/decisions/0069).

/** Proclaimed one-off bank holidays in England and Wales. */
const PROCLAIMED: readonly string[] = [
  '2020-05-08', // VE Day 75 (in place of 4 May)
  '2022-06-02', // Platinum Jubilee (in place of 30 May)
  '2022-06-03',
  '2022-09-19', // State funeral of Queen Elizabeth II
  '2023-05-08', // Coronation of King Charles III
];
/** Rule days a proclamation moved away (the day it moved to is in PROCLAIMED). */
const MOVED_AWAY: readonly string[] = ['2020-05-04', '2022-05-30'];

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm). */
export function easterSunday(year: number): LocalDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { year, month, day };
}

const isWeekend = (date: LocalDate) => weekday(date) === 0 || weekday(date) === 6;

/** The first Monday of a month, or (last) the last Monday. */
function monday(year: number, month: number, which: 'first' | 'last'): LocalDate {
  if (which === 'first') {
    let date = { year, month, day: 1 };
    while (weekday(date) !== 1) date = addDays(date, 1);
    return date;
  }
  let date = addDays({ year, month: month + 1, day: 1 }, -1);
  while (weekday(date) !== 1) date = addDays(date, -1);
  return date;
}

const cache = new Map<number, Set<string>>();

/** Good Friday, Christmas Day and the bank holidays of England and Wales in a year. */
export function englandHolidays(year: number): ReadonlySet<string> {
  const known = cache.get(year);
  if (known) return known;
  const days: LocalDate[] = [];
  let newYear: LocalDate = { year, month: 1, day: 1 };
  while (isWeekend(newYear)) newYear = addDays(newYear, 1);
  days.push(newYear);
  const easter = easterSunday(year);
  days.push(addDays(easter, -2), addDays(easter, 1));
  days.push(monday(year, 5, 'first'), monday(year, 5, 'last'), monday(year, 8, 'last'));
  // Christmas Day and Boxing Day; each on a weekend gives the next free weekday instead.
  const christmas: LocalDate = { year, month: 12, day: 25 };
  const boxing: LocalDate = { year, month: 12, day: 26 };
  days.push(christmas, boxing);
  let owed = [christmas, boxing].filter(isWeekend).length;
  let next: LocalDate = { year, month: 12, day: 27 };
  while (owed > 0) {
    if (!isWeekend(next)) {
      days.push(next);
      owed--;
    }
    next = addDays(next, 1);
  }
  const set = new Set(days.map(dateKey));
  for (const moved of MOVED_AWAY) if (moved.startsWith(`${year}-`)) set.delete(moved);
  for (const added of PROCLAIMED) if (added.startsWith(`${year}-`)) set.add(added);
  cache.set(year, set);
  return set;
}

/** Whether the UK regulations disregard this day (weekend or holiday in England and Wales). */
export function isEnglandNonBusinessDay(date: LocalDate): boolean {
  return isWeekend(date) || englandHolidays(date.year).has(dateKey(date));
}
