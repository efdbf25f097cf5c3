// What the compiled catalogue (src/messages/compiled, built by scripts/compile-messages.ts from
// src/messages/catalogue) calls at run time: ICU plural categories, numbers and dates through
// Intl (CLDR), and the lookup of a text in the current locale. No ICU parser runs here: the
// messages were parsed at build time, so the first visit carries none (docs/decisions/0082).

import { currentLocale, type Language, type Locale, PSEUDO_LOCALE } from './locale.js';

// biome-ignore lint/suspicious/noExplicitAny: a compiled message takes its own argument object.
export type CompiledMessage = (args: any) => string;
export type CompiledModule = Record<string, CompiledMessage>;

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

const translations: Partial<Record<Language, Record<string, CompiledModule>>> = {};

/** A language's compiled modules, from its lazily loaded chunk. */
export function registerTranslations(locale: Language, modules: Record<string, CompiledModule>) {
  translations[locale] = modules;
}

/** Whether a language's texts are loaded (English always is). */
export function hasTranslations(locale: Locale): boolean {
  return locale === 'en' || locale === PSEUDO_LOCALE || translations[locale] !== undefined;
}

/**
 * The lookup a message module's functions go through: its English (always loaded, in the same
 * chunk as the module) or, in another locale, that locale's compiled text of the same id. In
 * the pseudo-locale the English comes back between ⟦ ⟧, so a crawl finds any text without them.
 */
export function messagesOf<T extends CompiledModule>(name: string, en: T) {
  return <K extends keyof T & string>(key: K, ...args: Parameters<T[K]>): string => {
    const locale = currentLocale();
    const english = en[key] as CompiledMessage;
    if (locale === 'en') return english(args[0]);
    if (locale === PSEUDO_LOCALE) return `⟦${english(args[0])}⟧`;
    return (translations[locale]?.[name]?.[key] ?? english)(args[0]);
  };
}
