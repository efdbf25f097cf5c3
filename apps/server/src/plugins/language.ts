import { asLocale, LANGUAGE_COOKIE, type Language, negotiateLanguage } from '@forewarn/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isApiRequest } from '../lib/api-path.js';
import { inRequestLanguage, type LanguageStore, readerLocale } from '../lib/language.js';

// Each request answers in its reader's language (issue 49): the member's saved one, else the
// `lang` cookie, else Accept-Language (French for any fr tag, English for anything else). The
// `code` of an error never changes; its `message` is in this language. A page asked for with
// `?lang=en` or `?lang=fr-CA` (the hreflang links, plugins/static-web.ts) is in that language and
// keeps it as the switch does, in the cookie; any other value of `lang` is ignored.

const COOKIE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`);

/** The cookie the language switch writes (language-switch.tsx): a year, the whole site, Lax. */
export function languageCookie(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** `?lang=` when it names one of the two languages exactly ('en', 'fr-CA'); else undefined. */
export function askedLanguage(url: string): Language | undefined {
  const query = url.indexOf('?');
  if (query < 0) return undefined;
  const value = new URLSearchParams(url.slice(query + 1)).get('lang');
  return value === 'en' || value === 'fr-CA' ? value : undefined;
}

/** The cookie's value decoded, or undefined when its %-escapes are broken (as if it were absent). */
function cookieValue(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    // This runs for every request, so a throw here would make every URL a 500 for that browser.
    return undefined;
  }
}

/** The language a request asks for by `?lang=`, its cookie and Accept-Language (the member's comes later). */
export function languageStoreOf(request: FastifyRequest): LanguageStore {
  const chosen = asLocale(cookieValue(request.headers.cookie?.match(COOKIE)?.[1]));
  const asked = askedLanguage(request.url);
  return {
    header: negotiateLanguage(request.headers['accept-language']),
    ...(chosen ? { cookie: chosen } : {}),
    ...(asked ? { asked } : {}),
  };
}

export function registerLanguage(app: FastifyInstance): void {
  app.decorateRequest('languageStore', null as unknown as LanguageStore);
  // Fastify runs each hook from the one before, but a body's parsing starts in the socket's
  // stream events: the store is entered again before validation and before the handler, so
  // the validator's messages and the route's are in the request's language.
  app.addHook('onRequest', (request, reply, done) => {
    request.languageStore = languageStoreOf(request);
    const { asked, cookie } = request.languageStore;
    // A page's `?lang=` is the person's choice, kept as the switch keeps it (the API's is not).
    if (asked && asked !== cookie && !isApiRequest(request)) {
      reply.header('Set-Cookie', languageCookie(asked));
    }
    inRequestLanguage(request.languageStore, done);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    inRequestLanguage(request.languageStore, done);
  });
  app.addHook('preHandler', (request, _reply, done) => {
    inRequestLanguage(request.languageStore, done);
  });
  app.addHook('onSend', async (request, reply) => {
    const store = request.languageStore;
    if (store && isApiRequest(request)) {
      reply.header('Content-Language', readerLocale(store) === 'fr-CA' ? 'fr-CA' : 'en');
    }
  });
}
