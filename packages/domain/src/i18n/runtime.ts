// The lookup of a compiled text (src/messages/compiled, built by scripts/compile-messages.ts
// from src/messages/catalogue) in the current locale; plurals, numbers and dates are intl.ts's.
// No ICU parser runs here: the messages were parsed at build time (docs/decisions/0082).

import { currentLocale, type Language, type Locale, PSEUDO_LOCALE } from './locale.js';

// biome-ignore lint/suspicious/noExplicitAny: a compiled message takes its own argument object.
export type CompiledMessage = (args: any) => string;
export type CompiledModule = Record<string, CompiledMessage>;

// A language's modules: texts, and the parts of rich messages (richOf).
// biome-ignore lint/suspicious/noExplicitAny: each compiled message takes its own arguments.
type AnyModule = Record<string, (args: any) => unknown>;
const translations: Partial<Record<Language, Record<string, AnyModule>>> = {};

/** A language's compiled modules, from its lazily loaded chunk. */
export function registerTranslations(locale: Language, modules: Record<string, AnyModule>) {
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
    return ((translations[locale]?.[name]?.[key] as CompiledMessage | undefined) ?? english)(
      args[0],
    );
  };
}

/**
 * `rest` with a getter for each of `keys`, reading that text in the current locale when read:
 * the texts without arguments of a message module, written once each instead of as a getter
 * each (the first visit's budget, DESIGN.md §6).
 */
export function withTexts<K extends string, T extends object>(
  t: (key: K) => string,
  keys: readonly K[],
  rest: T,
): T & { readonly [P in K]: string } {
  for (const key of keys) Object.defineProperty(rest, key, { get: () => t(key), enumerable: true });
  return rest as T & { readonly [P in K]: string };
}

/** A rich message's tag (`<link>…</link>`): what the caller makes of the chunks inside it. */
// biome-ignore lint/suspicious/noExplicitAny: the chunks are texts and what nested tags made.
export type Tag = (chunks: any[]) => unknown;
// biome-ignore lint/suspicious/noExplicitAny: a compiled rich message takes its own arguments.
type RichModule = Record<string, (args: any) => unknown[]>;

/**
 * The lookup of a rich catalogue (texts around links, <strong> and other elements): a message's
 * parts in the current locale, the texts and what its tags' functions made. Apart from
 * messagesOf so that only the screens with such texts carry it.
 */
export function richOf<T extends RichModule>(name: string, en: T) {
  return <K extends keyof T & string>(key: K, args: Parameters<T[K]>[0]): unknown[] => {
    const locale = currentLocale();
    const own = locale === 'en' || locale === PSEUDO_LOCALE ? undefined : translations[locale];
    const message = (own?.[name]?.[key] as T[K] | undefined) ?? en[key];
    const parts = message(args);
    return locale === PSEUDO_LOCALE ? ['⟦', ...parts, '⟧'] : parts;
  };
}
