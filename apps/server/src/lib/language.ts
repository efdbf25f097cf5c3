import { AsyncLocalStorage } from 'node:async_hooks';
import { type Language, type Locale, PSEUDO_LOCALE, setLocaleSource } from '@forewarn/domain';
import { eq, sql } from 'drizzle-orm';
import type {} from 'fastify';
import type { DbOrTx } from '../db/client.js';
import { users } from '../db/schema/index.js';

// The language the server writes in, per request and per job (issue 49, decision 0082): the
// domain's message functions read it through the source installed here, so no caller passes it.

type LanguageStore = {
  /** A page's `?lang=` (the hreflang links' and the person's own link): it wins for that request. */
  asked?: Language;
  /** The signed-in member's saved language, once the session is read. */
  member?: Language;
  /** The `lang` cookie: the visitor's choice (the pseudo-locale too, for the crawl). */
  cookie?: Locale;
  /** What Accept-Language asks for, English for anything but French. */
  header: Language;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's language store (plugins/language.ts): read by every text built for it. */
    languageStore: LanguageStore;
  }
}

const storage = new AsyncLocalStorage<LanguageStore>();

setLocaleSource(() => {
  const store = storage.getStore();
  return store && readerLocale(store);
});

/** The language a request's texts are written in: `?lang=`, the member's, the cookie's, the header's. */
export function readerLocale(store: LanguageStore): Locale {
  // The pseudo-locale is the crawl's, chosen by no screen (decision 0082): it wins over a
  // member's saved language, so the crawl reads a member's pages marked too.
  if (store.cookie === PSEUDO_LOCALE) return PSEUDO_LOCALE;
  return store.asked ?? store.member ?? store.cookie ?? store.header;
}

/** Runs `fn` with every text it builds in `language`: a job's email, push or digest. */
export function inLanguage<T>(language: string | null | undefined, fn: () => T): T {
  return storage.run({ header: language === 'fr-CA' ? 'fr-CA' : 'en' }, fn);
}

/** Runs `fn` in a request's language store (the hooks of plugins/language.ts). */
export function inRequestLanguage<T>(store: LanguageStore, fn: () => T): T {
  return storage.run(store, fn);
}

/** The member's saved language now decides the request's (plugins/session.ts, once it knows). */
export function noteMemberLanguage(store: LanguageStore | null, language: string): void {
  if (store && (language === 'en' || language === 'fr-CA')) store.member = language;
}

export type { LanguageStore };

/**
 * The saved language of the account holding `address`, if one does: a one-off mail is written
 * in it whoever's request sends it (a moderator's decision, a stranger's sign-up attempt).
 */
export async function addressLanguage(db: DbOrTx, address: string): Promise<string | undefined> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${address})`)
    .limit(1);
  return row?.language;
}

/** A member's saved language, for a job that writes to them. */
export async function memberLanguage(db: DbOrTx, userId: string): Promise<string> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return row?.language ?? 'en';
}
