import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { mainImageAlt } from '@forewarn/domain';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { caseForm, image, upload, VALID_CASE } from '../../../test/case-form.js';
import { makeUser, sessionCookie } from '../../../test/factories.js';
import { tempDirForFile } from '../../../test/temp-dir.js';
import { casePageId } from './page-hints.js';
import { PREVIEW_CLASSES } from './page-preview.js';

// The case page's HTML names the case's data, its main image and the page's chunks up front
// (issue #15), but only for a reader who may see the case: otherwise it gives nothing away.

const webDist = await tempDirForFile('forewarn-web-');
await mkdir(path.join(webDist, '.vite'), { recursive: true });
await writeFile(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><title>Forewarn</title><script type="module" src="/assets/index-a.js"></script></head><body><div id="root"><div><header>Nav</header></div></div></body></html>',
);
await writeFile(
  path.join(webDist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared-b.js' },
    'src/app/routes/case-detail.tsx': {
      file: 'assets/case-detail-c.js',
      isDynamicEntry: true,
      imports: ['_shared.js', '_card.js'],
    },
    '_card.js': { file: 'assets/card-d.js', imports: ['_shared.js'] },
    'src/app/routes/home.tsx': {
      file: 'assets/home-e.js',
      isDynamicEntry: true,
      imports: ['_shared.js', '_home-shared.js'],
    },
    '_home-shared.js': { file: 'assets/home-shared-f.js' },
  }),
);

const { app, database } = await buildTestApp({ WEB_DIST: webDist });
const { db } = database;

async function lodge(fields: Record<string, unknown>) {
  const user = await makeUser(db);
  const cookie = await sessionCookie(db, user.id);
  const res = await app.inject({
    method: 'POST',
    url: '/api/cases',
    headers: { cookie },
    payload: caseForm({ ...VALID_CASE, ...fields }, { main: [upload(await image())] }),
  });
  expect(res.statusCode).toBe(201);
  return { cookie, detail: res.json().case };
}

const page = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

const open = await lodge({});
// Electricians only: a visitor may not see it.
const restricted = await lodge({});
await database.pool.query('UPDATE cases SET visible_to_electricians = true WHERE id = $1', [
  restricted.detail.id,
]);

describe('the case page HTML', () => {
  it("preloads a visible case's data, its main image and the page's own chunks", async () => {
    const res = await page(`/case/${open.detail.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.body).toContain(
      `<link rel="preload" href="/api/cases/${open.detail.id}" as="fetch" crossorigin>`,
    );
    expect(res.body).toContain(
      `<link rel="preload" href="${open.detail.mainImage.displayUrl}" as="image" fetchpriority="high">`,
    );
    expect(res.body).toContain(
      '<link rel="modulepreload" href="/assets/case-detail-c.js" fetchpriority="low">',
    );
    expect(res.body).toContain(
      '<link rel="modulepreload" href="/assets/card-d.js" fetchpriority="low">',
    );
    // Already loaded by index.html itself.
    expect(res.body).not.toContain('href="/assets/shared-b.js"');
    expect(res.body.indexOf('<link')).toBeLessThan(res.body.indexOf('</head>'));
  });

  it('names nothing of a case the reader may not see, and the same for a missing one', async () => {
    for (const url of [`/case/${restricted.detail.id}`, '/case/no-such-case']) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('/api/cases/');
      expect(res.body).not.toContain(restricted.detail.mainImage.url);
      // The page's code is the same for everyone.
      expect(res.body).toContain(
        '<link rel="modulepreload" href="/assets/case-detail-c.js" fetchpriority="low">',
      );
    }
    const creator = await page(`/case/${restricted.detail.id}`, restricted.cookie);
    expect(creator.body).toContain(restricted.detail.mainImage.displayUrl);
  });

  it("names Home's chunks in the HTML of /, so they do not wait for Home's own (decision 0099)", async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<link rel="modulepreload" href="/assets/home-e.js" fetchpriority="low">',
    );
    expect(res.body).toContain(
      '<link rel="modulepreload" href="/assets/home-shared-f.js" fetchpriority="low">',
    );
    expect(res.body).not.toContain('href="/assets/shared-b.js"');
    expect(res.body).not.toContain('case-detail-c.js');
  });

  it('leaves other pages without preloads', async () => {
    const res = await page('/About');
    expect(res.statusCode).toBe(200);
    // Its only links are the hreflang alternates (plugins/static-web.ts).
    expect(res.body).not.toContain('preload');
    expect(res.body.replaceAll(/<link rel="alternate" hreflang=[^>]*>/g, '')).not.toContain(
      '<link',
    );
  });

  it("shows the case's title and photo after the static nav bar, as the API shows them to the reader", async () => {
    // A phone number in the title: masked for a visitor, whole for its creator.
    const titled = await lodge({ title: 'Took a deposit, call 0412 345 678' });
    const visitorView = (
      await app.inject({ method: 'GET', url: `/api/cases/${titled.detail.id}` })
    ).json();
    expect(visitorView.title).not.toBe(titled.detail.title);
    const photo = titled.detail.mainImage;
    for (const [cookie, title] of [
      [undefined, visitorView.title],
      [titled.cookie, titled.detail.title],
    ]) {
      const res = await page(`/case/${titled.detail.id}`, cookie);
      const preview = /<header>Nav<\/header>(<main[\s\S]*?<\/main>)/.exec(res.body)?.[1] ?? '';
      // The creator's page shows the case whole: stored nowhere, as the API's answer to them.
      expect(res.headers['cache-control']).toBe(cookie ? 'private, no-store' : 'private, no-cache');
      expect(preview).toContain(`data-case-preview="${titled.detail.id}"`);
      // The number whole only in its creator's page, anywhere in it.
      expect(res.body.includes('0412 345 678')).toBe(cookie !== undefined);
      expect(preview).toContain(`>${title}</h1>`);
      expect(preview).toContain(
        `<img src="${photo.displayUrl}" alt="${mainImageAlt(title)}" width="${photo.width}" height="${photo.height}" fetchpriority="high"`,
      );
    }
  });

  it('writes the title as text, never as markup', async () => {
    const marked = await lodge({});
    await database.pool.query('UPDATE cases SET title = $2 WHERE id = $1', [
      marked.detail.id,
      `Tiler <script>alert(1)</script> & "Sons" 'Ltd' $& $' $\` $$`,
    ]);
    const res = await page(`/case/${marked.detail.id}`, marked.cookie);
    expect(res.body).not.toContain('<script>alert');
    // A replacement string would have read the dollar signs as patterns (the page pasted in).
    expect(res.body).toContain(
      '>Tiler &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Sons&quot; &#39;Ltd&#39; $&amp; $&#39; $` $$</h1>',
    );
    expect(res.body.match(/<header>/g)).toHaveLength(1);
  });

  it('shows no preview of a case the reader may not see, nor of a missing one', async () => {
    for (const url of [`/case/${restricted.detail.id}`, '/case/no-such-case', '/About']) {
      const res = await page(url);
      expect(res.body).not.toContain('data-case-preview');
      expect(res.body).toContain('<header>Nav</header></div>');
      expect(res.headers['cache-control']).not.toContain('no-store');
    }
  });

  it("gives the preview the classes of the web app's own case page, so its photo does not jump", async () => {
    const web = path.resolve(import.meta.dirname, '../../../../web/src');
    const source = (
      await Promise.all(
        [
          'app/layout/app-layout.tsx',
          'app/routes/case-detail.tsx',
          'features/cases/components/case-detail.tsx',
        ].map((file) => readFile(path.join(web, file), 'utf8')),
      )
    ).join('\n');
    for (const classes of Object.values(PREVIEW_CLASSES)) {
      for (const name of classes.split(' ')) expect(source).toContain(name);
    }
    // Whole class lists, not only their words: the title's and the photo's exactly.
    expect(source).toContain(PREVIEW_CLASSES.title);
    expect(source).toContain(PREVIEW_CLASSES.photo);
    expect(source).toContain(PREVIEW_CLASSES.main);
  });

  it('reads the case id as the web app routes it', () => {
    expect(casePageId('/case/abc')).toBe('abc');
    expect(casePageId('/Case/abc/')).toBe('abc');
    expect(casePageId('/case/a%20b')).toBe('a b');
    expect(casePageId('/case/%E0%A4%A')).toBeNull();
    expect(casePageId('/case/abc/edit')).toBeNull();
    expect(casePageId('/cases/abc')).toBeNull();
  });
});
