// ICU's plural categories, numbers and dates through Intl (CLDR), for the compiled catalogue
// (src/messages/compiled). Apart from the lookup (runtime.ts), which every page needs: only the
// modules whose texts count or date something bring these.

import type { Language } from './locale.js';

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The CLDR plural category of `n` in `locale`: 'one', 'other', 'many'… */
export function pluralOf(locale: Language, n: number, ordinal?: boolean): string {
  const key = `${locale}${ordinal ? 'o' : 'c'}`;
  let rules = pluralRules.get(key);
  if (!rules) {
    rules = new Intl.PluralRules(locale, { type: ordinal ? 'ordinal' : 'cardinal' });
    pluralRules.set(key, rules);
  }
  return rules.select(n);
}

const NUMBER_STYLES: Record<string, Intl.NumberFormatOptions> = {
  '': {},
  integer: { maximumFractionDigits: 0 },
  percent: { style: 'percent' },
};

/** A number as `locale` writes it: "1,234.5" in English, "1 234,5" in Canadian French. */
export function numberOf(locale: Language, n: number, style = ''): string {
  const key = `${locale}|${style}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, NUMBER_STYLES[style]);
    numberFormats.set(key, format);
  }
  return format.format(n);
}

// ICU's date and time styles, as intl-messageformat defines them.
const DATE_STYLES: Record<string, Intl.DateTimeFormatOptions> = {
  dshort: { month: 'numeric', day: 'numeric', year: '2-digit' },
  dmedium: { month: 'short', day: 'numeric', year: 'numeric' },
  dlong: { month: 'long', day: 'numeric', year: 'numeric' },
  dfull: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  tshort: { hour: 'numeric', minute: 'numeric' },
  tmedium: { hour: 'numeric', minute: 'numeric', second: 'numeric' },
  tlong: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
  tfull: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
};

/** A date ('d') or time ('t') in one of ICU's styles, as `locale` writes it. */
export function dateOf(locale: Language, value: Date | number, style: string): string {
  const key = `${locale}|${style}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, DATE_STYLES[style]);
    dateFormats.set(key, format);
  }
  return format.format(value);
}
