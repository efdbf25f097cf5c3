import { randomUUID } from 'node:crypto';
import { DELETED_AUTHOR } from '@forewarn/domain';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { makeUser, sessionCookie } from '../../test/factories.js';

// The API's "Not found." in its reader's language (issue 49): the JSON 404 of an address the
// API does not have, and of the moderation pages a member may not know exist; the code stays
// not_found and the English is unchanged. A deleted author stays the API's stable value, which
// the web shows in the reader's language (CASE_CARD_LABELS.shownAuthor), as it does 'Anonymous'.

const { app, database } = await buildTestApp({}, { mail: { send: async () => undefined } });
const { db } = database;

describe('the API’s 404', () => {
  it('is French for Accept-Language fr-CA and the spec’s English for en, the code the same', async () => {
    const ask = (accept: string) =>
      app.inject({
        method: 'GET',
        url: '/api/no-such-thing',
        headers: { 'accept-language': accept },
      });
    const french = await ask('fr-CA,fr;q=0.9');
    const english = await ask('en-CA');
    expect(french.statusCode).toBe(404);
    expect(french.json().error).toEqual({ code: 'not_found', message: 'Introuvable.' });
    expect(english.json().error).toEqual({ code: 'not_found', message: 'Not found.' });
  });

  it('is in a member’s saved language on the moderation pages they may not see', async () => {
    const ask = async (language: 'en' | 'fr-CA') => {
      const member = await makeUser(db, { language });
      const cookie = await sessionCookie(db, member.id);
      return app.inject({
        method: 'GET',
        url: '/api/moderation/count',
        headers: { cookie, 'accept-language': language === 'en' ? 'fr-CA' : 'en' },
      });
    };
    const french = await ask('fr-CA');
    expect(french.statusCode).toBe(404);
    expect(french.json().error).toEqual({ code: 'not_found', message: 'Introuvable.' });
    expect((await ask('en')).json().error.message).toBe('Not found.');
  });

  it('refuses another site’s request in French for a French reader, in English for others', async () => {
    const ask = (accept: string) =>
      app.inject({
        method: 'POST',
        url: '/api/notifications/read-all',
        headers: { origin: 'https://elsewhere.example', 'accept-language': accept },
      });
    const french = await ask('fr-CA');
    expect(french.statusCode).toBe(403);
    expect(french.json().error.message).toBe(
      'Cette requête venait d’un autre site et a été refusée.',
    );
    expect((await ask('en')).json().error.message).toBe(
      'This request came from another site and was refused.',
    );
  });

  it('says a notification that is not the reader’s is not found, in their language', async () => {
    const member = await makeUser(db, { language: 'fr-CA' });
    const cookie = await sessionCookie(db, member.id);
    const response = await app.inject({
      method: 'POST',
      url: `/api/notifications/${randomUUID()}/read`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Notification introuvable.');
  });

  it('keeps a deleted author as the API’s stable value whatever the language', () => {
    expect(DELETED_AUTHOR).toBe('Deleted user');
  });
});
