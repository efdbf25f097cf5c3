import { API_TOKEN_EXPIRY_CHOICES, API_TOKEN_MESSAGES, WEBHOOK_MESSAGES } from '@forewarn/domain';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { makeUser, sessionCookie, type TestUser } from '../../../test/factories.js';
import { inLanguage } from '../../lib/language.js';

// API tokens' and webhooks' answers in the request's language (issue 49): the French from the
// catalogue (catalogue/integrations.ts), the English unchanged, the `code` the same in both.
// A member's request is in their saved language (whatever the browser sends), a Bearer
// request's in its Accept-Language.

const { app, database } = await buildTestApp();
const { db } = database;

const FRENCH = { 'accept-language': 'fr-CA' };
const ENGLISH = { 'accept-language': 'en-CA' };

async function post(user: TestUser, url: string, payload: object, headers: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url,
    headers: { cookie: await sessionCookie(db, user.id), ...headers },
    payload,
  });
}

/** Two such members, one saved in French, one in English (each browser asking the other). */
async function members(overrides: { emailVerified?: boolean } = {}) {
  return {
    french: await makeUser(db, { ...overrides, language: 'fr-CA' }),
    english: await makeUser(db, { ...overrides, language: 'en' }),
  };
}

/** The same request in both languages: the same status and code, each its own message. */
async function both(
  pair: { french: TestUser; english: TestUser },
  url: string,
  payload: (user: TestUser) => object,
) {
  const fr = await post(pair.french, url, payload(pair.french), ENGLISH);
  const en = await post(pair.english, url, payload(pair.english), FRENCH);
  expect(fr.statusCode).toBe(en.statusCode);
  expect(fr.json().error.code).toBe(en.json().error.code);
  return { fr: fr.json().error.message as string, en: en.json().error.message as string };
}

describe('API token refusals in the request’s language', () => {
  it('a missing name', async () => {
    const { fr, en } = await both(await members(), '/api/account/api-tokens', (member) => ({
      name: '',
      scopes: ['search'],
      currentPassword: member.password,
    }));
    expect(fr).toBe('Veuillez donner un nom au jeton.');
    expect(en).toBe('Please give the token a name.');
  });

  it('an expiry out of range, with its numbers', async () => {
    const { fr, en } = await both(await members(), '/api/account/api-tokens', (member) => ({
      name: 'Caisse',
      scopes: ['search'],
      currentPassword: member.password,
      expiresInDays: 400,
    }));
    expect(fr).toBe('Choisissez une expiration de 1 à 366\u00a0jours, ou aucune.');
    expect(en).toBe('Choose an expiry of 1 to 366 days, or none.');
  });

  it('an unverified member', async () => {
    const pair = await members({ emailVerified: false });
    const { fr, en } = await both(pair, '/api/account/api-tokens', (member) => ({
      name: 'Caisse',
      scopes: ['search'],
      currentPassword: member.password,
    }));
    expect(fr).toBe('Veuillez vérifier votre courriel avant de créer des jetons d’API.');
    expect(en).toBe('Please verify your email before creating API tokens.');
  });

  it('a token that is not valid', async () => {
    const ask = (headers: Record<string, string>) =>
      app.inject({
        method: 'GET',
        url: '/api/cases/search?country=AU&q=0412345678',
        headers: { authorization: `Bearer fw_${'x'.repeat(40)}`, ...headers },
      });
    const fr = await ask(FRENCH);
    const en = await ask(ENGLISH);
    expect(fr.statusCode).toBe(401);
    expect(fr.json().error.code).toBe(en.json().error.code);
    expect(fr.json().error.message).toBe(
      'Ce jeton d’API n’est pas valide. Il a peut-être été révoqué.',
    );
    expect(en.json().error.message).toBe(API_TOKEN_MESSAGES.invalid);
    expect(en.json().error.message).toBe('This API token is not valid. It may have been revoked.');
  });
});

describe('webhook refusals in the request’s language', () => {
  it('an empty address, and one that is not HTTPS', async () => {
    const pair = await members();
    const empty = await both(pair, '/api/webhooks', () => ({ url: '' }));
    expect(empty.fr).toBe('Entrez l’adresse de votre point de terminaison.');
    expect(empty.en).toBe('Enter the address of your endpoint.');
    const plain = await both(pair, '/api/webhooks', () => ({
      url: 'http://hooks.example.com/in',
    }));
    expect(plain.fr).toBe('L’adresse doit commencer par https:// et utiliser le port 443.');
    expect(plain.en).toBe('The address must start with https:// and use port 443.');
  });

  it('an address on a private network', async () => {
    const { fr, en } = await both(await members(), '/api/webhooks', () => ({
      url: 'https://10.1.2.3/in',
    }));
    expect(fr).toContain('joignable dans Internet public\u00a0:');
    expect(en).toBe(
      'The address must be reachable on the public internet: private, local and reserved addresses are refused.',
    );
  });

  it('an unverified member', async () => {
    const pair = await members({ emailVerified: false });
    const { fr, en } = await both(pair, '/api/webhooks', () => ({
      url: 'https://hooks.example.com/in',
    }));
    expect(fr).toBe('Veuillez vérifier votre courriel avant d’ajouter des webhooks.');
    expect(en).toBe(WEBHOOK_MESSAGES.verifiedEmailNeeded);
  });
});

describe('texts of My Account’s token form', () => {
  it('names the expiries in the reader’s language', () => {
    const labels = () => API_TOKEN_EXPIRY_CHOICES.map((choice) => choice.label);
    expect(inLanguage('en', labels)).toEqual([
      'Never (until revoked)',
      '7 days',
      '30 days',
      '90 days',
      '1 year',
    ]);
    expect(inLanguage('fr-CA', labels)).toEqual([
      'Jamais (jusqu’à sa révocation)',
      '7\u00a0jours',
      '30\u00a0jours',
      '90\u00a0jours',
      '1\u00a0an',
    ]);
    expect(API_TOKEN_EXPIRY_CHOICES.map((choice) => choice.days)).toEqual([null, 7, 30, 90, 366]);
  });

  it('words the limits and a token’s expiry', () => {
    expect(inLanguage('fr-CA', () => API_TOKEN_MESSAGES.tooMany)).toBe(
      'Vous pouvez détenir au plus 10\u00a0jetons d’API. Révoquez-en un d’abord.',
    );
    expect(inLanguage('en', () => API_TOKEN_MESSAGES.tooMany)).toBe(
      'You can hold at most 10 API tokens. Revoke one first.',
    );
    expect(inLanguage('fr-CA', () => WEBHOOK_MESSAGES.tooMany)).toBe(
      'Vous pouvez avoir au plus 5\u00a0webhooks. Retirez-en un d’abord.',
    );
    expect(inLanguage('en', () => API_TOKEN_MESSAGES.missingScope('watches'))).toBe(
      'This API token does not have the watches scope.',
    );
    expect(inLanguage('fr-CA', () => API_TOKEN_MESSAGES.keepLabel('Caisse'))).toBe(
      'Garder «\u00a0Caisse\u00a0»',
    );
  });
});
