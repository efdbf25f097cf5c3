import { type Instant, toMs } from '../policies/instant.js';

// Calendar arithmetic in an IANA zone, from Intl alone (no library): the local date of an
// instant, and the instant a local midnight begins. Daylight-saving days are 23 or 25 hours
// long; both functions hold on them because they ask the zone for its offset at the moment.

export type LocalDate = { year: number; month: number; day: number };

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(zone: string): Intl.DateTimeFormat {
  let made = formatters.get(zone);
  if (!made) {
    made = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, made);
  }
  return made;
}

function wallClock(ms: number, zone: string) {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter(zone).formatToParts(new Date(ms))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** The zone's offset from UTC at `ms`, in milliseconds (+01:00 is 3,600,000). */
function offsetAt(ms: number, zone: string): number {
  const w = wallClock(ms, zone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/** The local calendar date of an instant in a zone. */
export function localDateOf(instant: Instant, zone: string): LocalDate {
  const w = wallClock(toMs(instant), zone);
  return { year: w.year, month: w.month, day: w.day };
}

/** The date `days` after `date` (negative: before), month and year ends included. */
export function addDays(date: LocalDate, days: number): LocalDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** The instant local midnight begins `date` in `zone` (no zone skips midnight in our six). */
export function startOfLocalDay(date: LocalDate, zone: string): Date {
  const guess = Date.UTC(date.year, date.month - 1, date.day);
  // Two rounds settle it: the offset at the first guess may be the other side of a change.
  let ms = guess - offsetAt(guess, zone);
  ms = guess - offsetAt(ms, zone);
  return new Date(ms);
}

/** Day of the week of a calendar date: 0 Sunday to 6 Saturday. */
export const weekday = (date: LocalDate): number =>
  new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();

export const dateKey = (date: LocalDate): string =>
  `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
