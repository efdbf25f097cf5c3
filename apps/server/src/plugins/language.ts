import { asLocale, LANGUAGE_COOKIE, negotiateLanguage } from '@forewarn/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { inRequestLanguage, type LanguageStore } from '../lib/language.js';

// Each request answers in its reader's language (issue 49): the member's saved one, else the
// `lang` cookie, else Accept-Language (French for any fr tag, English for anything else). The
// `code` of an error never changes; its `message` is in this language.

const COOKIE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`);

/** The language a request asks for by its cookie and Accept-Language (the member's comes later). */
export function languageStoreOf(request: FastifyRequest): LanguageStore {
  const cookie = request.headers.cookie?.match(COOKIE)?.[1];
  const chosen = asLocale(cookie ? decodeURIComponent(cookie) : undefined);
  return {
    header: negotiateLanguage(request.headers['accept-language']),
    ...(chosen ? { cookie: chosen } : {}),
  };
}

export function registerLanguage(app: FastifyInstance): void {
  app.decorateRequest('languageStore', null as unknown as LanguageStore);
  // Fastify runs each hook from the one before, but a body's parsing starts in the socket's
  // stream events: the store is entered again before validation and before the handler, so
  // the validator's messages and the route's are in the request's language.
  app.addHook('onRequest', (request, _reply, done) => {
    request.languageStore = languageStoreOf(request);
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
    if (store && request.url.startsWith('/api/')) {
      reply.header(
        'Content-Language',
        (store.member ?? store.cookie ?? store.header) === 'fr-CA' ? 'fr-CA' : 'en',
      );
    }
  });
}
