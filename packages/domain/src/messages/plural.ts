// Counts and durations in words, one formatter for the whole product (issue 45): "1 minute",
// "7 minutes", never "1 minutes". The words are the catalogue's (catalogue/plural.ts), ICU
// plurals in each language, so French says "0 minute" where English says "0 minutes".

import { messagesOf } from '../i18n/runtime.js';
import {
  DAY_MS as DAY,
  HOUR_MS as HOUR,
  MINUTE_MS as MINUTE,
  SECOND_MS as SECOND,
} from '../time.js';
import { en } from './compiled/en/plural.gen.js';

const t = messagesOf('plural', en);

export type CountedWord = keyof typeof en;

/** "1 minute", "7 minutes", "0 cases": the number and its word in the number's plural form. */
export function countOf(n: number, word: CountedWord): string {
  return t(word, { n });
}

/** The unit a wait is written in: seconds under a minute, minutes under an hour, hours up to a day. */
function unitOf(wait: number): { size: number; word: CountedWord } {
  if (Math.ceil(wait / SECOND) < 60) return { size: SECOND, word: 'second' };
  if (Math.ceil(wait / MINUTE) < 60) return { size: MINUTE, word: 'minute' };
  if (Math.ceil(wait / HOUR) <= 24) return { size: HOUR, word: 'hour' };
  return { size: DAY, word: 'day' };
}

/**
 * A wait in its largest whole unit, rounded up so a wait is never understated: 1 ms is
 * "1 second", 61 s is "2 minutes", 23 h 40 min is "24 hours", 25 h is "2 days". Where the
 * rounding matters, the page writes the exact time instead (see `isRoundDuration`).
 */
export function durationText(ms: number): string {
  const wait = Math.max(0, ms);
  const { size, word } = unitOf(wait);
  return countOf(Math.max(1, Math.ceil(wait / size)), word);
}

/**
 * Whether `durationText(ms)` says the wait truly, to within a minute (to the second under a
 * minute): "in 24 hours" is true of 23 h 59 min 30 s, not of 23 h 40 min. Where it is not, a
 * page writes the exact time instead of the relative phrase.
 */
export function isRoundDuration(ms: number): boolean {
  const wait = Math.max(0, ms);
  const { size } = unitOf(wait);
  if (size === SECOND) return true;
  return Math.ceil(wait / size) * size - wait < MINUTE;
}
