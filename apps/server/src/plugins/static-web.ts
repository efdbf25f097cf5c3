import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  INSTALLABLE_APP_MESSAGES,
  LAYOUT_UI,
  manifestPath,
  TRANSPORT_MESSAGES,
} from '@forewarn/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath, routedPath } from '../lib/api-path.js';
import type { ErrorBody } from '../lib/app-error.js';
import { escapeMarkup } from '../lib/html.js';
import { inLanguage, readerLocale } from '../lib/language.js';
import { etagOf } from './etag.js';
import { readManifest, screenChunks } from './route-chunks.js';

/** A request the page will make anyway, named in its HTML so the browser starts it at once. */
export type PagePreload = { href: string; as: 'fetch' | 'image' | 'script' };

/**
 * What a page's HTML carries for its reader: requests to start at once and, optionally, the
 * page's first content as plain HTML after the static nav bar (the case page's title and photo);
 * `personal` when that content is for this reader alone (a case's creator sees it whole).
 */
export type PageHints = { preloads: readonly PagePreload[]; shell?: string; personal?: boolean };

/** Same-origin paths only; anything else is dropped rather than escaped. */
const SAFE_HREF = /^\/[A-Za-z0-9\-._~/%?=&]*$/;

function preloadTag(preload: PagePreload): string {
  // fetch: crossorigin (anonymous) is what a same-origin fetch() with credentials 'same-origin'
  // asks for, so the page's own request is served from the preload. image: the page's largest
  // paint, so ahead of the scripts.
  // script: a chunk of the web app (an ES module), at low priority: none can run before the
  // entry script, and the first paint needs the stylesheet, so those two get the link first
  // (docs/decisions/0115).
  if (preload.as === 'script') {
    return `<link rel="modulepreload" href="${preload.href}" fetchpriority="low">`;
  }
  return preload.as === 'fetch'
    ? `<link rel="preload" href="${preload.href}" as="fetch" crossorigin>`
    : `<link rel="preload" href="${preload.href}" as="image" fetchpriority="high">`;
}

/** index.html with the preloads at the end of its head. */
export function withPreloads(html: string, preloads: readonly PagePreload[]): string {
  const tags = preloads
    .filter((p) => SAFE_HREF.test(p.href))
    .map(preloadTag)
    .join('');
  return tags === '' ? html : html.replace('</head>', () => `${tags}</head>`);
}

/**
 * index.html with `shell` (already escaped markup) after the static nav bar. Every insertion
 * here is a function's result: a replacement string would read `$&`, `$'` or `` $` `` in a
 * member's title as patterns and paste parts of the page into it.
 */
export function withShell(html: string, shell: string | undefined): string {
  return shell ? html.replace('</header>', () => `</header>${shell}`) : html;
}

/**
 * The pages search engines index (robots and the sitemap leave the rest alone): Home, About,
 * FAQ, a case page, transparency. Each says where it is in the other language (hreflang).
 */
export function isIndexedPage(pathname: string): boolean {
  return (
    pathname === '/' ||
    pathname === '/About' ||
    pathname === '/FAQ' ||
    pathname === '/transparency' ||
    /^\/case\/[^/]+$/.test(pathname)
  );
}

/** The page's two languages and its default (no `lang`: the reader's own), as absolute links. */
export function alternateLinks(publicUrl: string, pathname: string): string {
  // Escaped: a client other than a browser may send a path with a quote in it.
  const at = escapeMarkup(`${publicUrl}${pathname}`);
  return (
    `<link rel="alternate" hreflang="en" href="${at}?lang=en">` +
    `<link rel="alternate" hreflang="fr-CA" href="${at}?lang=fr-CA">` +
    `<link rel="alternate" hreflang="x-default" href="${at}">`
  );
}

/** The static shell's nav links (index.html), by their address: painted before the app runs. */
const SHELL_LINKS: Record<string, () => string> = {
  '/': () => LAYOUT_UI.navHome,
  '/LodgementPage': () => LAYOUT_UI.navLodgement,
  '/About': () => LAYOUT_UI.navAbout,
  '/FAQ': () => LAYOUT_UI.navFaq,
  '/ReportFeedbackPage': () => LAYOUT_UI.navReportFeedback,
};

/** index.html in the reader's language (`<html lang>`), with the alternates of an indexed page. */
export function withLanguage(html: string, language: string, alternates: string | null): string {
  const lang = language === 'fr-CA' ? 'fr-CA' : 'en';
  const described = inLanguage(lang, () =>
    html
      .replace(
        /<meta name="description" content="[^"]*"/,
        () =>
          `<meta name="description" content="${escapeMarkup(INSTALLABLE_APP_MESSAGES.pageDescription)}"`,
      )
      // The installed app's name and description in the reader's language (a manifest each).
      .replace(
        /<link rel="manifest" href="[^"]*"/,
        () => `<link rel="manifest" href="${manifestPath(lang)}"`,
      )
      // The shell's nav, painted before the app's code runs, in the same language as the app.
      .replace(/(<a href="([^"]*)"[^>]*>)([^<]*)(<\/a>)/g, (link, open, href, _text, close) => {
        const text = SHELL_LINKS[href as string];
        return text ? `${open}${escapeMarkup(text())}${close}` : link;
      }),
  );
  const tagged = described.replace(/<html(\s[^>]*)?>/, (tag) =>
    /\slang="[^"]*"/.test(tag)
      ? tag.replace(/\slang="[^"]*"/, ` lang="${lang}"`)
      : `<html lang="${lang}"${tag.slice(5)}`,
  );
  return alternates ? tagged.replace('</head>', () => `${alternates}</head>`) : tagged;
}

/** How long a reader waits for a build being replaced (a deploy copies it in seconds). */
const WEB_RETRY_AFTER_SECONDS = 5;

const NOT_BUILT = 'The web app is not built. Run `npm run build` (or `npm start`).';
const BEING_REPLACED = 'The web app is being replaced. Try again in a few seconds.';

function unavailable(reply: FastifyReply, text: string, retryAfterSeconds?: number) {
  if (retryAfterSeconds) reply.header('Retry-After', String(retryAfterSeconds));
  return reply.status(503).type('text/plain').send(text);
}

/**
 * Serves the built web app. Every path that is not a file or the API gets index.html, so each
 * route of the single-page app works as a direct link and on reload.
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  options: {
    root: string;
    /** The site's own address (PUBLIC_URL): the hreflang links are absolute, as search engines ask. */
    publicUrl?: string;
    /** What a page's HTML should carry for this reader (the case page's data, image, preview). */
    hints?: (request: FastifyRequest, pathname: string) => Promise<PageHints>;
    /** The web app's source module of the screen at `pathname`, when its chunks are worth naming. */
    screenFor?: (pathname: string) => string | null;
  },
) {
  const hasBuild = existsSync(path.join(options.root, 'index.html'));
  const manifest = hasBuild ? readManifest(options.root) : null;
  const chunksOf = new Map<string, PagePreload[]>();
  const screenPreloads = (pathname: string): PagePreload[] => {
    const source = options.screenFor?.(pathname);
    if (!manifest || !source) return [];
    let chunks = chunksOf.get(source);
    if (!chunks) {
      chunks = screenChunks(manifest, source).map((href) => ({ href, as: 'script' as const }));
      chunksOf.set(source, chunks);
    }
    return chunks;
  };
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: options.root,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz beside each script and stylesheet (vite.config.ts).
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Vite names built assets by their content hash, so they never change.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('Cache-Control', 'public, max-age=31536000, immutable');
          return;
        }
        const name = path.basename(filePath);
        // The service worker and the app manifest keep their names from one deploy to the
        // next: every load asks whether they changed (docs/decisions/0044), so a new app
        // reaches a visitor at their next page load.
        const manifest = name.endsWith('.webmanifest');
        if (name === 'sw.js' || manifest) {
          reply.header('Cache-Control', 'no-cache');
        }
        if (manifest) {
          reply.header('Content-Type', 'application/manifest+json; charset=utf-8');
        }
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    // Decoded as the router read it: `/%61pi/…` is an API path and gets the API's answer.
    const routed = routedPath(request.url);
    if (isApiPath(routed)) {
      const allowed = app.hasDecorator('allowedMethods') ? app.allowedMethods(routed) : [];
      if (allowed.length > 0) {
        reply.header('Allow', allowed.join(', '));
        const body: ErrorBody = {
          error: { code: 'method_not_allowed', message: TRANSPORT_MESSAGES.methodNotAllowed },
        };
        return reply.status(405).send(body);
      }
      const body: ErrorBody = {
        error: { code: 'not_found', message: TRANSPORT_MESSAGES.notFound },
      };
      return reply.status(404).send(body);
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      const body: ErrorBody = {
        error: { code: 'not_found', message: TRANSPORT_MESSAGES.notFound },
      };
      return reply.status(404).send(body);
    }
    if (!hasBuild) return unavailable(reply, NOT_BUILT);
    // A missing file with an extension (a stale asset) is a real 404, not the app shell.
    if (path.extname(url) !== '') {
      return reply.status(404).type('text/plain').send(TRANSPORT_MESSAGES.notFound);
    }
    reply.header('Cache-Control', 'no-cache');
    const forReader: PageHints = (await options.hints?.(request, url).catch((error: unknown) => {
      // Hints are an optimisation: the page loads without them.
      request.log.warn({ err: error }, 'could not work out the page hints');
      return undefined;
    })) ?? { preloads: [] };
    const preloads = [...forReader.preloads, ...screenPreloads(url)];
    // A deploy that replaces the build while the server runs leaves a moment without it: a
    // page asked for then is "try again shortly", not a server error.
    const base = await readFile(path.join(options.root, 'index.html'), 'utf8').catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      },
    );
    if (base === null) return unavailable(reply, BEING_REPLACED, WEB_RETRY_AFTER_SECONDS);
    const html = withLanguage(
      withShell(withPreloads(base, preloads), forReader.shell),
      request.languageStore ? readerLocale(request.languageStore) : 'en',
      options.publicUrl && isIndexedPage(url) ? alternateLinks(options.publicUrl, url) : null,
    );
    // The page is in its reader's language (`?lang=`, the cookie, Accept-Language) and, with
    // preloads, depends on who asks (a case they may see or not): no shared cache keeps those.
    // A creator's own case page shows the case whole: like the API's answer to them, it is not
    // stored at all. Everyone else's preview is masked, as the listings are.
    const cacheControl = forReader.personal
      ? 'private, no-store'
      : preloads.length > 0
        ? 'private, no-cache'
        : 'no-cache';
    reply.header('Cache-Control', cacheControl).header('Vary', 'Cookie, Accept-Language');
    // index.html is no longer sent as a file, so its validator is the bytes' own hash.
    const tag = etagOf(html);
    reply.header('ETag', tag);
    if (request.headers['if-none-match'] === tag) return reply.status(304).send();
    return reply.type('text/html; charset=utf-8').send(html);
  });
}
