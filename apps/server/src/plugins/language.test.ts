import { randomUUID } from 'node:crypto';
import type { NotificationPayload } from '@forewarn/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { makeCase, makeUser, sessionCookie } from '../../test/factories.js';
import { users } from '../db/schema/index.js';
import { pushNotification } from '../modules/notifications/delivery.js';
import { notificationMail } from '../modules/notifications/notification-mail.js';
import { insertNotifications } from '../modules/notifications/repository.js';
import { pushNewMessage } from '../modules/push/message-push.js';
import type { PushNotice } from '../modules/push/push-sender.js';

// The API answers in its reader's language (issue 49): French for Accept-Language fr*, the
// `lang` cookie or a member's saved French; English for anything else. Codes never change.
// Emails and push built by jobs are in the member's saved language, whoever triggered them.

const { app, database } = await buildTestApp({}, { mail: { send: async () => undefined } });
const { db } = database;

const unreadable = (headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/cases/%E0%A4%A', headers });

describe('the API’s language', () => {
  it('answers in French for Accept-Language fr-CA, with the same code', async () => {
    const french = await unreadable({ 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' });
    const english = await unreadable({ 'accept-language': 'en-CA' });
    expect(french.statusCode).toBe(english.statusCode);
    expect(french.json().error.code).toBe(english.json().error.code);
    expect(french.json().error.message).toBe('Cette adresse n’a pas pu être lue.');
    expect(english.json().error.message).toBe('That address could not be read.');
  });

  it('answers in English for any other language, and for none', async () => {
    for (const accept of ['de-DE', 'es;q=0.9, fr;q=0', 'en', '*', '']) {
      const response = await unreadable(accept ? { 'accept-language': accept } : {});
      expect(response.json().error.message, accept).toBe('That address could not be read.');
    }
  });

  it('answers a route’s refusal in French too, and says so in Content-Language', async () => {
    const response = await app.inject({
      method: 'DELETE',
      url: '/api/health',
      headers: { 'accept-language': 'fr' },
    });
    expect(response.statusCode).toBe(405);
    expect(response.json().error.message).toBe(
      'Cette adresse n’accepte pas cette méthode (voir l’en-tête Allow).',
    );
    expect(response.headers['content-language']).toBe('fr-CA');
  });

  it('reads an API path written with escapes as the API: no cookie for ?lang=, Content-Language set', async () => {
    // The router serves /%61pi/health as /api/health; a prefix test on the raw URL did not.
    const response = await app.inject({
      method: 'GET',
      url: '/%61pi/health?lang=fr-CA',
      headers: { 'accept-language': 'fr' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['content-language']).toBe('fr-CA');
  });

  it('follows the lang cookie over Accept-Language', async () => {
    const response = await unreadable({ 'accept-language': 'en-US', cookie: 'lang=fr-CA' });
    expect(response.json().error.message).toBe('Cette adresse n’a pas pu être lue.');
  });

  it('ignores a lang cookie it cannot decode, on every URL, as if there were none', async () => {
    for (const value of ['%', '%ZZ', '%E0%A4%A', 'fr-CA%']) {
      for (const url of ['/api/health', '/api/ready']) {
        const response = await app.inject({
          method: 'GET',
          url,
          headers: { cookie: `lang=${value}`, 'accept-language': 'fr' },
        });
        expect(response.statusCode, `${url} lang=${value}`).toBe(200);
        expect(response.headers['content-language']).toBe('fr-CA');
      }
      const refused = await unreadable({ cookie: `lang=${value}`, 'accept-language': 'en' });
      expect(refused.json().error.message).toBe('That address could not be read.');
    }
  });

  it('saves a member’s language, and then answers them in it whatever the browser sends', async () => {
    const member = await makeUser(db);
    const cookie = await sessionCookie(db, member.id);
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/account/language',
      headers: { cookie },
      payload: { language: 'fr-CA' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().user.language).toBe('fr-CA');
    const session = await app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie, 'accept-language': 'en-US' },
    });
    expect(session.json().user.language).toBe('fr-CA');
    expect(session.headers['content-language']).toBe('fr-CA');
    const refused = await app.inject({
      method: 'PUT',
      url: '/api/account/language',
      headers: { cookie },
      payload: { language: 'de' },
    });
    expect(refused.statusCode).toBe(400);
    const [row] = await db.select().from(users).where(eq(users.id, member.id));
    expect(row?.language).toBe('fr-CA');
  });

  it('marks a member’s texts in the pseudo-locale, over their saved language (the crawl’s, decision 0082)', async () => {
    const member = await makeUser(db, { language: 'fr-CA' });
    const session = await sessionCookie(db, member.id);
    // A refusal written once the session is read: another member's (here no one's) watch.
    const refusal = (lang: string) =>
      app.inject({
        method: 'DELETE',
        url: `/api/watches/${randomUUID()}`,
        headers: { cookie: `${session}; lang=${lang}` },
      });
    const french = await refusal('en');
    expect(french.statusCode).toBe(404);
    expect(french.json().error.message).not.toMatch(/^⟦/);
    const marked = await refusal('en-XA');
    expect(marked.statusCode).toBe(404);
    expect(marked.json().error.code).toBe(french.json().error.code);
    expect(marked.json().error.message).toMatch(/^⟦.*⟧$/);
  });

  it('lets nobody but a member save a language', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/account/language',
      payload: { language: 'fr-CA' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('the refusals no route words, in the reader’s language with Fastify’s status and code', () => {
  const login = (payload: string, contentType: string, accept: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': contentType, 'accept-language': accept },
      payload,
    });
  const refusals = [
    {
      what: 'a body over the limit',
      send: (accept: string) =>
        login(JSON.stringify({ email: 'x'.repeat(1024 * 1024) }), 'application/json', accept),
      status: 413,
      code: 'too_large',
      en: 'What you sent is too large.',
      fr: 'Ce que vous avez envoyé est trop volumineux.',
    },
    {
      what: 'a body that is not JSON',
      send: (accept: string) => login('{not json', 'application/json', accept),
      status: 400,
      code: 'invalid_input',
      en: 'Some of what you sent could not be read. Please check it and try again.',
      fr: 'Une partie de ce que vous avez envoyé n’a pas pu être lue. Veuillez vérifier et réessayer.',
    },
    {
      what: 'an empty JSON body',
      send: (accept: string) => login('', 'application/json', accept),
      status: 400,
      code: 'invalid_input',
      en: 'Some of what you sent could not be read. Please check it and try again.',
      fr: 'Une partie de ce que vous avez envoyé n’a pas pu être lue. Veuillez vérifier et réessayer.',
    },
    {
      what: 'a type no parser takes',
      send: (accept: string) => login('email=a', 'application/x-www-form-urlencoded', accept),
      status: 415,
      code: 'unsupported_media_type',
      en: 'This address does not take that kind of content (see Content-Type).',
      fr: 'Cette adresse n’accepte pas ce type de contenu (voir l’en-tête Content-Type).',
    },
    {
      what: 'a NUL character',
      send: (accept: string) =>
        app.inject({
          method: 'GET',
          url: '/api/cases/search?country=AU&q=12%0034',
          headers: { 'accept-language': accept },
        }),
      status: 400,
      code: 'invalid_input',
      en: 'Text may not contain control characters.',
      fr: 'Le texte ne peut pas contenir de caractères de contrôle.',
    },
  ];
  for (const refusal of refusals) {
    it(`answers ${refusal.what}`, async () => {
      const french = await refusal.send('fr-CA');
      const english = await refusal.send('en');
      expect(french.statusCode).toBe(refusal.status);
      expect(english.statusCode).toBe(refusal.status);
      expect(french.json()).toEqual({ error: { code: refusal.code, message: refusal.fr } });
      expect(english.json()).toEqual({ error: { code: refusal.code, message: refusal.en } });
    });
  }
});

const creator = await makeUser(db);
const someCase = await makeCase(db, { creatorId: creator.id });
const watchAlert: NotificationPayload = {
  event: 'case_matches_watch',
  caseId: someCase.id,
  threadId: null,
  title: 'Took a deposit and vanished',
  maskedName: 'Jo******',
  maskedIdentifiers: ['0412 345 6**'],
  country: 'AU',
};
const namesYou: NotificationPayload = { ...watchAlert, event: 'case_names_you' };

describe('a notification email, in its member’s language', () => {
  const mailFor = async (language: 'en' | 'fr-CA', digest: boolean) => {
    const member = await makeUser(db, { language });
    return notificationMail(app.deps, member.id, member.email, 'watch_alert', [watchAlert], {
      idempotencyKey: `language-${member.id}`,
      digest,
      overCap: digest,
    });
  };

  it('is in English for a member who reads English', async () => {
    const mail = await mailFor('en', false);
    expect(mail.subject).toBe(
      'A case matches something you watch: Took a deposit and vanished (Jo******)',
    );
    expect(mail.text).toContain('Hello,');
    expect(mail.text).toContain('Matched: 0412 345 6**');
    expect(mail.text).toContain(
      'To stop emails about “Cases matching my watches”, unsubscribe here:',
    );
  });

  it('is in French for a member who reads French, even built by an English request', async () => {
    const mail = await mailFor('fr-CA', false);
    expect(mail.subject).toBe(
      'Un dossier correspond à l’une de vos veilles\u00a0: Took a deposit and vanished (Jo******)',
    );
    expect(mail.text).toContain('Bonjour,');
    expect(mail.text).toContain('Correspondances\u00a0: 0412 345 6**');
    expect(mail.text).toContain(
      'Pour ne plus recevoir de courriels au sujet de «\u00a0Dossiers correspondant à mes veilles\u00a0», désabonnez-vous ici\u00a0:',
    );
    expect(mail.text).not.toMatch(/Hello|Matched|unsubscribe here|My Account/);
  });

  it('makes a French digest, its over-cap note included', async () => {
    const mail = await mailFor('fr-CA', true);
    expect(mail.subject).toBe('Vos notifications Forewarn d’aujourd’hui');
    expect(mail.text).toContain('Vos notifications sur Forewarn aujourd’hui\u00a0:');
    expect(mail.text).toContain('ils ont donc attendu ce résumé.');
    const english = await mailFor('en', true);
    expect(english.subject).toBe('Your Forewarn notifications today');
    expect(english.text).toContain('Your notifications on Forewarn today:');
  });

  it('tells the person named what they can do, in French', async () => {
    const member = await makeUser(db, { language: 'fr-CA' });
    const mail = await notificationMail(
      app.deps,
      member.id,
      member.email,
      'named_party',
      [namesYou],
      {
        idempotencyKey: `language-named-${member.id}`,
      },
    );
    expect(mail.subject).toContain('Un dossier sur Forewarn vous vise\u00a0:');
    expect(mail.text).toContain('Vos coordonnées dans ce dossier\u00a0: 0412 345 6**');
  });
});

describe('a push, in its member’s language', () => {
  const pushed: PushNotice[] = [];
  const deps = {
    ...app.deps,
    push: {
      sendPush: async (_userId: string, notice: PushNotice) => {
        pushed.push(notice);
        return { sent: 1, removed: 0, failed: 0 };
      },
    },
  };
  const push = async (language: 'en' | 'fr-CA', kind: 'watch_alert' | 'named_party') => {
    const member = await makeUser(db, { language });
    const [row] = await insertNotifications(db, [
      { userId: member.id, kind, payload: watchAlert, dedupeKey: `push-${member.id}` },
    ]);
    if (!row) throw new Error('not inserted');
    pushed.length = 0;
    await pushNotification(deps, row.id);
    return pushed.map((notice) => notice.title);
  };

  it('titles each kind in French or English, naming nobody in either', async () => {
    expect(await push('fr-CA', 'watch_alert')).toEqual(['Nouvelle alerte sur Forewarn']);
    expect(await push('fr-CA', 'named_party')).toEqual(['Nouvel avis sur Forewarn']);
    expect(await push('en', 'watch_alert')).toEqual(['New alert on Forewarn']);
    expect(await push('en', 'named_party')).toEqual(['New notice on Forewarn']);
  });

  it('titles a new message’s push in its recipient’s language, not its sender’s', async () => {
    const french = await makeUser(db, { language: 'fr-CA' });
    const english = await makeUser(db, { language: 'en' });
    pushed.length = 0;
    await pushNewMessage(deps, app.log, french.id, 'a-thread');
    await pushNewMessage(deps, app.log, english.id, 'a-thread');
    expect(pushed.map((notice) => notice.title)).toEqual([
      'Nouveau message sur Forewarn',
      'New message on Forewarn',
    ]);
  });
});
