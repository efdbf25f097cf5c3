import type { CountryCode } from '../countries/countries.js';
import { type Instant, toMs } from '../policies/instant.js';
import { HOUR_MS } from '../time.js';
import { isEnglandNonBusinessDay } from './england-holidays.js';
import { addDays, type LocalDate, localDateOf, startOfLocalDay } from './zoned-clock.js';

// The laws a notice of complaint is handled under (issue 48), and their clocks, stated once.
// Every deadline is an instant computed by noticeDeadlines below; the server stores it and
// the desk orders by it. How each period is counted is recorded in docs/decisions/0069. Each
// law's name, as a statement of reasons gives it, is the catalogue's (statement-rules.ts law*),
// read in the reader's language.

export const REGIMES = ['uk', 'au', 'eu', 'other'] as const;
export type Regime = (typeof REGIMES)[number];

/**
 * Each regime's clock:
 * - uk: Defamation (Operators of Websites) Regulations 2013. The poster is told within 48 hours
 *   of the notice, weekends and England and Wales holidays disregarded (reg. 1(3)); the poster
 *   answers before midnight (UK time) at the end of the fifth day after the day they were told
 *   (Schedule, para. 2); silence means removal within 48 hours, counted the same way; an answer
 *   is decided within 48 hours, counted the same way.
 * - au: the Stage 2 defamation reforms: reasonable steps within 7 days of the complaint. The
 *   poster is told within 48 hours and has until 2 days before the decision is due.
 * - eu: the Digital Services Act, Art. 16: "without undue delay", which Forewarn states as 72
 *   hours from the notice; the poster is told within 24 hours and answers within 48.
 * - other (USA, Canada, New Zealand): no statute sets a clock; the strictest of the decision
 *   clocks above (the EU's 72 hours) applies.
 */
export const REGIME_CLOCKS = {
  uk: {
    zone: 'Europe/London',
    tellPosterHours: 48,
    posterAnswerDays: 5,
    removeAfterSilenceHours: 48,
    decideAfterAnswerHours: 48,
    businessHours: true,
  },
  au: {
    zone: 'Australia/Sydney',
    tellPosterHours: 48,
    decideHours: 7 * 24,
    answerBeforeDecisionHours: 48,
    businessHours: false,
  },
  eu: {
    zone: 'Europe/Dublin',
    tellPosterHours: 24,
    decideHours: 72,
    answerBeforeDecisionHours: 24,
    businessHours: false,
  },
  other: {
    zone: 'UTC',
    tellPosterHours: 24,
    decideHours: 72,
    answerBeforeDecisionHours: 24,
    businessHours: false,
  },
} as const;

/** Appeals (DSA Art. 20): open for six months after the statement of reasons. */
export const APPEAL_MONTHS = 6;

/** The regime a notice about a case in this country falls under, if the notifier chose none. */
export function regimeOfCountry(country: CountryCode | string): Regime {
  if (country === 'GB') return 'uk';
  if (country === 'AU') return 'au';
  if (country === 'IE') return 'eu';
  return 'other';
}

/**
 * `hours` of time after `start` that the UK regulations count: time on a Saturday, Sunday, Good
 * Friday, Christmas Day or England and Wales bank holiday (days in UK time) is skipped. Hours
 * are elapsed hours, so a day when the clocks change counts 23 or 25 of them.
 */
export function addUkOperatorHours(start: Instant, hours: number): Date {
  const zone = REGIME_CLOCKS.uk.zone;
  let remaining = hours * HOUR_MS;
  let at = toMs(start);
  for (let guard = 0; guard < 400; guard++) {
    const today = localDateOf(at, zone);
    const nextMidnight = startOfLocalDay(addDays(today, 1), zone).getTime();
    if (!isEnglandNonBusinessDay(today)) {
      if (remaining <= nextMidnight - at) return new Date(at + remaining);
      remaining -= nextMidnight - at;
    }
    at = nextMidnight;
  }
  throw new Error('no business days in 400 days');
}

/** Midnight in `zone` at the end of the `days`th day after the day `start` falls on. */
export function endOfNthDayAfter(start: Instant, days: number, zone: string): Date {
  const day: LocalDate = localDateOf(start, zone);
  return startOfLocalDay(addDays(day, days + 1), zone);
}

/** The same moment `months` calendar months later in UTC (31 Aug + 6 months is 28/29 Feb). */
export function addMonths(start: Instant, months: number): Date {
  const d = new Date(toMs(start));
  const target = new Date(
    Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1, d.getUTCHours(), d.getUTCMinutes()),
  );
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  target.setUTCSeconds(d.getUTCSeconds(), d.getUTCMilliseconds());
  return target;
}

export type NoticeTimeline = {
  receivedAt: Instant;
  /** When the poster was told; null while not yet. */
  posterToldAt?: Instant | null;
  /** When the poster answered; null while not yet. */
  answeredAt?: Instant | null;
};

export type NoticeDeadlines = {
  /** The poster must be told by then. */
  tellPosterBy: Date;
  /** The poster's answer is taken until then; null until the poster is told (uk). */
  answerBy: Date | null;
  /** A decision is due by then; null while the poster's time runs (uk). */
  decideBy: Date | null;
};

/**
 * Every deadline of a notice, as instants, from what has happened so far. The one function the
 * server stores deadlines from and the desk orders by.
 */
export function noticeDeadlines(regime: Regime, timeline: NoticeTimeline): NoticeDeadlines {
  const received = toMs(timeline.receivedAt);
  if (regime === 'uk') {
    const uk = REGIME_CLOCKS.uk;
    const tellPosterBy = addUkOperatorHours(received, uk.tellPosterHours);
    if (!timeline.posterToldAt) return { tellPosterBy, answerBy: null, decideBy: null };
    const answerBy = endOfNthDayAfter(timeline.posterToldAt, uk.posterAnswerDays, uk.zone);
    const decideBy = timeline.answeredAt
      ? addUkOperatorHours(timeline.answeredAt, uk.decideAfterAnswerHours)
      : addUkOperatorHours(answerBy, uk.removeAfterSilenceHours);
    return { tellPosterBy, answerBy, decideBy };
  }
  const clock = REGIME_CLOCKS[regime];
  const decideBy = new Date(received + clock.decideHours * HOUR_MS);
  return {
    tellPosterBy: new Date(received + clock.tellPosterHours * HOUR_MS),
    answerBy: new Date(decideBy.getTime() - clock.answerBeforeDecisionHours * HOUR_MS),
    decideBy,
  };
}

/** The deadline the item is working towards now: telling the poster, else deciding. */
export function nextDeadline(
  regime: Regime,
  timeline: NoticeTimeline & { decidedAt?: Instant | null },
): Date | null {
  if (timeline.decidedAt) return null;
  const d = noticeDeadlines(regime, timeline);
  if (!timeline.posterToldAt) return d.tellPosterBy;
  return d.decideBy ?? d.answerBy;
}
