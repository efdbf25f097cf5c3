// A paging cursor carries its last row's time as the server printed it, and the next page casts
// it back with ::timestamptz. A text that only looks like a time (an offset of +16 or +99:99, a
// year past 9999, a day 31 of April) is one PostgreSQL refuses, and that was a 500; so a cursor's
// time is taken only when it is exactly a time the server could have written.

/** No row the server pages through predates 1970, and nothing after it has an offset past ±14 h. */
const FIRST_YEAR = 1970;
const LAST_YEAR = 9999;
const MAX_OFFSET_HOURS = 14;

const UTC_MICROS = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.\d{6}Z$/;

// timestamptz::text in the ISO DateStyle: trailing zeros of the fraction are dropped, and the
// offset is the session's time zone's, down to the second only for local mean times.
const TIMESTAMPTZ_TEXT =
  /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?[+-](\d{2})(?::(\d{2})(?::(\d{2}))?)?$/;

/** Whether the fields name a real moment: a date the calendar has, a time of day under 24:00. */
function isRealDateTime(fields: string[]): boolean {
  const [year, month, day, hour, minute, second] = fields.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (year < FIRST_YEAR || year > LAST_YEAR) return false;
  const at = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    at.getUTCFullYear() === year &&
    at.getUTCMonth() === month - 1 &&
    at.getUTCDate() === day &&
    at.getUTCHours() === hour &&
    at.getUTCMinutes() === minute &&
    at.getUTCSeconds() === second
  );
}

/** 'YYYY-MM-DDTHH:MM:SS.ffffffZ', as to_char(t AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') writes it. */
export function isUtcMicrosText(text: string): boolean {
  const match = UTC_MICROS.exec(text);
  return match !== null && isRealDateTime(match.slice(1, 7));
}

/** '2026-01-01 10:00:00.5+00' (or -05, +05:30): a timestamptz as PostgreSQL's ::text prints it. */
export function isTimestamptzText(text: string): boolean {
  const match = TIMESTAMPTZ_TEXT.exec(text);
  if (match === null || !isRealDateTime(match.slice(1, 7))) return false;
  const [hours = 0, minutes = 0, seconds = 0] = match.slice(7).map((part) => Number(part ?? 0));
  return hours <= MAX_OFFSET_HOURS && minutes < 60 && seconds < 60;
}
