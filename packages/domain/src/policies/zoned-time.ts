import { type Instant, toMs } from './instant.js';

// Times are shown in the viewer's own time zone, with the zone named (DESIGN.md §1): users are
// in six countries. A zone the runtime does not know falls back to UTC, never to a throw.

/** The zone if this runtime knows it, else 'UTC'. */
export function knownTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** '24 Nov 2026, 4:20 pm (Australia/Perth)': date and time in the zone, the zone named. */
export function formatZonedDateTime(
  instant: Instant,
  timeZone: string | null | undefined,
  locale = 'en-AU',
): string {
  const zone = knownTimeZone(timeZone);
  const text = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: zone,
  }).format(new Date(toMs(instant)));
  return `${text} (${zone})`;
}

/** A message's time: '4:20 pm' today, else '23 Nov, 4:20 pm', in the zone (not named). */
export function formatMessageTime(
  instant: Instant,
  timeZone: string | null | undefined,
  now: Instant = Date.now(),
  locale = 'en-AU',
): string {
  const zone = knownTimeZone(timeZone);
  const day = (ms: number) =>
    new Intl.DateTimeFormat('en-CA', { dateStyle: 'short', timeZone: zone }).format(new Date(ms));
  const sameDay = day(toMs(instant)) === day(toMs(now));
  return new Intl.DateTimeFormat(locale, {
    ...(sameDay ? {} : { day: 'numeric', month: 'short' }),
    hour: 'numeric',
    minute: '2-digit',
    timeZone: zone,
  }).format(new Date(toMs(instant)));
}
