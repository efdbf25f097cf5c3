// The language a text is written in (issue 49, docs/decisions/0082). Ambient, never an argument:
// the message functions keep the signatures every caller already uses. The browser sets it when
// the person chooses (the language provider); the server reads it from the request's or the
// job's AsyncLocalStorage through the source it installs here.

/** English (the spec's exact strings) and Canadian French; 'en-XA' marks every catalogue text. */
export const LOCALES = ['en', 'fr-CA'] as const;
export type Language = (typeof LOCALES)[number];
/** The pseudo-locale of the crawl that finds text outside the catalogue: English, marked. */
export const PSEUDO_LOCALE = 'en-XA';
export type Locale = Language | typeof PSEUDO_LOCALE;

/** The cookie a visitor's choice is kept in (a member's is saved on the account too). */
export const LANGUAGE_COOKIE = 'lang';

let chosen: Locale = 'en';
let source: (() => Locale | undefined) | null = null;

/** The language texts are written in now: the installed source's (a server request's), else the chosen one. */
export function currentLocale(): Locale {
  return source?.() ?? chosen;
}

/** Where a browser tab says which language the person chose. */
export function setLocale(locale: Locale): void {
  chosen = locale;
}

/** The server's per-request (and per-job) language, read on every text it builds. */
export function setLocaleSource(read: (() => Locale | undefined) | null): void {
  source = read;
}

/** A stored or sent value as one of ours, or undefined: 'fr', 'fr-CA', 'fr-ca' are French. */
export function asLocale(value: string | null | undefined): Locale | undefined {
  if (!value) return undefined;
  const tag = value.trim().toLowerCase();
  if (tag === 'en-xa') return PSEUDO_LOCALE;
  if (tag === 'fr' || tag.startsWith('fr-')) return 'fr-CA';
  if (tag === 'en' || tag.startsWith('en-')) return 'en';
  return undefined;
}

/**
 * The language an Accept-Language header asks for: French for the first of its tags we have
 * when that is French (fr, fr-CA, fr-FR: a French reader in Ireland reads French too), else
 * English. Weights order the tags; a tag weighted 0 is refused.
 */
export function negotiateLanguage(acceptLanguage: string | null | undefined): Language {
  if (!acceptLanguage) return 'en';
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const locale = asLocale(tag);
    if (locale === 'fr-CA' || locale === 'en') return locale;
  }
  return 'en';
}
