import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { makeUser, sessionCookie } from '../../test/factories.js';
import { tempDirForFile } from '../../test/temp-dir.js';

// The pages search engines index say which language they are in and where the other is
// (issue 49): `<html lang>` and hreflang links to `?lang=en`, `?lang=fr-CA` and the default.
// `?lang=` chooses the page's language and keeps it in the cookie, as the switch does.

const webDist = await tempDirForFile('forewarn-web-lang-');
await writeFile(
  path.join(webDist, 'index.html'),
  [
    '<!doctype html>',
    '<html lang="en">',
    '  <head>',
    '    <meta name="description" content="Forewarn: a public registry where people warn each other about dishonest or difficult customers and traders." />',
    '    <title>Forewarn</title>',
    '    <link rel="manifest" href="/manifest.webmanifest">',
    '  </head>',
    '  <body><nav aria-label="Main"><a href="/" class="a">Home</a><a href="/About" class="a">About</a><a href="/ReportFeedbackPage" class="a">Report &amp; Feedback</a></nav></body>',
    '</html>',
  ].join('\n'),
);
// As the web build writes them (apps/web/vite.config.ts): the French a copy with its own texts.
const shareTarget = { action: '/share', method: 'GET', params: { text: 'text' } };
await writeFile(
  path.join(webDist, 'manifest.webmanifest'),
  JSON.stringify({ id: '/', name: 'Forewarn', lang: 'en', share_target: shareTarget }),
);
await writeFile(
  path.join(webDist, 'manifest.fr-CA.webmanifest'),
  JSON.stringify({ id: '/', name: 'Forewarn', lang: 'fr-CA', share_target: shareTarget }),
);

const { app, database } = await buildTestApp({
  WEB_DIST: webDist,
  PUBLIC_URL: 'https://forewarn.example',
});

const page = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

const alternates = (body: string) =>
  [...body.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(
    ([, lang, href]) => `${lang} ${href}`,
  );

describe('hreflang on the pages search engines index', () => {
  it('names both languages and the default on Home, About, FAQ, a case page and transparency', async () => {
    for (const pathname of ['/', '/About', '/FAQ', '/case/abc123', '/transparency']) {
      const response = await page(pathname);
      expect(response.statusCode, pathname).toBe(200);
      expect(alternates(response.body), pathname).toEqual([
        `en https://forewarn.example${pathname}?lang=en`,
        `fr-CA https://forewarn.example${pathname}?lang=fr-CA`,
        `x-default https://forewarn.example${pathname}`,
      ]);
    }
  });

  it("writes a path's quotes and its $' as text in the links, never as markup or a pattern", async () => {
    const response = await page(`/case/x"><b>y$'`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('"><b>');
    // The double quote arrives percent-encoded; the single one is escaped here, and `$'` would
    // have pasted the rest of the page into a replacement string.
    expect(response.body).toContain(
      'hreflang="x-default" href="https://forewarn.example/case/x%22%3E%3Cb%3Ey$&#39;">',
    );
  });

  it('leaves them off pages no search engine indexes', async () => {
    for (const pathname of ['/MyAccount', '/login', '/moderation']) {
      const response = await page(pathname);
      expect(response.statusCode, pathname).toBe(200);
      expect(alternates(response.body), pathname).toEqual([]);
    }
  });

  it('says the page’s language in <html lang>: Accept-Language, the cookie, then ?lang=', async () => {
    expect((await page('/About')).body).toContain('<html lang="en">');
    expect((await page('/About', { 'accept-language': 'fr-CA,fr;q=0.9' })).body).toContain(
      '<html lang="fr-CA">',
    );
    expect((await page('/About', { cookie: 'lang=fr-CA' })).body).toContain('<html lang="fr-CA">');
    expect((await page('/About?lang=en', { cookie: 'lang=fr-CA' })).body).toContain(
      '<html lang="en">',
    );
    expect((await page('/About?lang=fr-CA')).body).toContain('<html lang="fr-CA">');
    // The page depends on who asks: no shared cache may hand one reader's to another.
    const varied = await page('/About');
    expect(varied.headers.vary).toContain('Cookie');
    expect(varied.headers.vary).toContain('Accept-Language');
  });
});

describe('the installed app and the page’s description in the reader’s language', () => {
  it('links a French reader to the French manifest and describes the page in French', async () => {
    const french = await page('/', { 'accept-language': 'fr-CA' });
    expect(french.body).toContain('<link rel="manifest" href="/manifest.fr-CA.webmanifest">');
    expect(french.body).toContain(
      '<meta name="description" content="Forewarn\u00a0: un registre public où les gens s’avertissent les uns les autres au sujet de clients et de gens de métier malhonnêtes ou difficiles."',
    );
    const english = await page('/', { 'accept-language': 'en-CA' });
    expect(english.body).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(english.body).toContain(
      '<meta name="description" content="Forewarn: a public registry where people warn each other about dishonest or difficult customers and traders."',
    );
  });

  it('serves the French manifest as a manifest, checked on every load, with its share target', async () => {
    const manifest = await page('/manifest.fr-CA.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toMatchObject({ id: '/', lang: 'fr-CA', share_target: shareTarget });
  });
});

describe('?lang= chooses the language as the switch does', () => {
  it('keeps the choice in the lang cookie for a year, on the whole site', async () => {
    const response = await page('/FAQ?lang=fr-CA', { 'accept-language': 'en-CA' });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toContain('lang=fr-CA');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('SameSite=Lax');
    const back = await page('/FAQ?lang=en', { cookie: 'lang=fr-CA' });
    expect(String(back.headers['set-cookie'])).toContain('lang=en;');
  });

  it('ignores any other value: no cookie, the reader’s own language', async () => {
    for (const value of ['de', 'fr', 'en-XA', 'FR-ca', '', 'fr-CA,en']) {
      const response = await page(`/About?lang=${value}`, { 'accept-language': 'fr-CA' });
      expect(response.statusCode, value).toBe(200);
      expect(response.headers['set-cookie'], value).toBeUndefined();
      expect(response.body, value).toContain('<html lang="fr-CA">');
    }
  });

  it('answers the API in the language asked for, without setting the cookie', async () => {
    const response = await page('/api/cases/%E0%A4%A?lang=fr-CA');
    expect(response.json().error.message).toBe('Cette adresse n’a pas pu être lue.');
    expect(response.headers['set-cookie']).toBeUndefined();
    const refused = await app.inject({ method: 'DELETE', url: '/api/health?lang=fr-CA' });
    expect(refused.statusCode).toBe(405);
    expect(refused.headers['content-language']).toBe('fr-CA');
    const english = await page('/api/cases/%E0%A4%A?lang=en', { 'accept-language': 'fr' });
    expect(english.json().error.message).toBe('That address could not be read.');
  });

  it('wins over a member’s saved language for the page asked for', async () => {
    const member = await makeUser(database.db);
    const cookie = await sessionCookie(database.db, member.id);
    const response = await page('/About?lang=fr-CA', { cookie });
    expect(response.body).toContain('<html lang="fr-CA">');
    expect(String(response.headers['set-cookie'])).toContain('lang=fr-CA');
  });

  it('answers an unchanged page with 304 to its own ETag', async () => {
    const first = await page('/About', { cookie: 'lang=fr-CA' });
    const tag = String(first.headers.etag);
    const again = await page('/About', { cookie: 'lang=fr-CA', 'if-none-match': tag });
    expect(again.statusCode).toBe(304);
    const english = await page('/About', { 'if-none-match': tag });
    expect(english.statusCode).toBe(200);
  });
});

describe('the static shell’s nav, painted before the app runs', () => {
  it('reads French for a French reader and the spec’s English for others', async () => {
    const french = (await page('/About', { 'accept-language': 'fr-CA' })).body;
    expect(french).toContain('<a href="/" class="a">Accueil</a>');
    expect(french).toContain('<a href="/About" class="a">À propos</a>');
    expect(french).toContain(
      '<a href="/ReportFeedbackPage" class="a">Signalement et commentaires</a>',
    );
    const english = (await page('/About', { 'accept-language': 'en-CA' })).body;
    expect(english).toContain('<a href="/" class="a">Home</a>');
    expect(english).toContain('<a href="/ReportFeedbackPage" class="a">Report &amp; Feedback</a>');
  });
});
