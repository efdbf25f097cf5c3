import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// The catalogue's source, by path: the config runs in Node before any of the app is built.
import { INSTALLABLE_APP_CATALOGUE as APP_TEXTS } from '../../packages/domain/src/messages/catalogue/installable-app.js';

// In development the API runs on its own port (npm run dev); Vite forwards /api to it.
const apiPort = process.env.API_PORT ?? '3000';

/**
 * Writes a .br and a .gz beside every built script and stylesheet, once, at build time; the
 * server sends them to browsers that accept them (@fastify/static preCompressed), so the
 * first visit transfers compressed bytes without compressing on every request.
 */
function precompress(): Plugin {
  return {
    name: 'forewarn-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|svg)$/.test(fileName)) continue;
        const file = path.join(dir, fileName);
        const source = await readFile(file);
        if (source.length < 1024) continue;
        await writeFile(`${file}.gz`, gzipSync(source, { level: 9 }));
        await writeFile(
          `${file}.br`,
          brotliCompressSync(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
        );
      }
    },
  };
}

/**
 * A manifest per language (issue 49): the English one vite-plugin-pwa writes, and a copy in
 * Canadian French with its own name, short name, description and `lang`, the same `id`,
 * icons and share target, so either installs the same app. Written as the bundle is, so the
 * service worker precaches both.
 */
function frenchManifest(): Plugin {
  return {
    name: 'forewarn-french-manifest',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const english = bundle['manifest.webmanifest'];
      if (english?.type !== 'asset') {
        this.error('manifest.webmanifest is not in the bundle: the French one has nothing to copy');
      }
      const manifest = JSON.parse(String(english.source)) as Record<string, unknown>;
      this.emitFile({
        type: 'asset',
        // The path the server and the page link for French readers (domain's manifestPath).
        fileName: 'manifest.fr-CA.webmanifest',
        source: JSON.stringify({
          ...manifest,
          name: APP_TEXTS.name.fr,
          short_name: APP_TEXTS.shortName.fr,
          description: APP_TEXTS.description.fr,
          lang: 'fr-CA',
        }),
      });
    },
  };
}

/**
 * The installable app (docs/decisions/0044): the web app manifest and the service worker
 * (src/service-worker/sw.ts, built with Workbox's precaching). The page registers the worker
 * itself, after the first paint (app/layout/app-status.tsx), so nothing is injected.
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/service-worker',
  filename: 'sw.ts',
  injectRegister: false,
  manifestFilename: 'manifest.webmanifest',
  includeAssets: [],
  // The icons are in the glob below already: listed twice, each was precached twice.
  includeManifestIcons: false,
  manifest: {
    id: '/',
    name: APP_TEXTS.name.en,
    short_name: APP_TEXTS.shortName.en,
    description: APP_TEXTS.description.en,
    lang: 'en',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#b91c1c',
    // The installed app is a share target (issue 50): a text or a contact shared to it opens
    // /share, which searches the number it holds (src/app/routes/share.tsx).
    share_target: {
      action: '/share',
      method: 'GET',
      // Chromium's manifest parser asks for it even on a GET (installable-app checks its errors).
      enctype: 'application/x-www-form-urlencoded',
      params: { title: 'title', text: 'text', url: 'url' },
    },
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  },
  injectManifest: {
    // The app shell: every built script and stylesheet (each route's chunk too, so any page
    // opens offline), index.html and the icons. Not the .br/.gz copies, not source maps.
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    globIgnores: ['**/*.map', '**/*.br', '**/*.gz', 'sw.js'],
    maximumFileSizeToCacheInBytes: 1024 * 1024,
    // A classic script, as the page registers it (no `type: 'module'`, app-status.tsx). The
    // default 'es' build passes Rolldown the deprecated `inlineDynamicImports` and printed a
    // warning on every build (issue 45); the worker has no imports left to inline anyway.
    rollupFormat: 'iife',
  },
});

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress(), pwa, frenchManifest()],
  resolve: {
    // The six flags' SVG files of country-flag-icons, which its package exports leave out:
    // fetched as images (src/components/flag.tsx), so they cost the first visit no JavaScript.
    alias: {
      'country-flag-svgs': path.resolve(
        import.meta.dirname,
        '../../node_modules/country-flag-icons/3x2',
      ),
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://localhost:${apiPort}`, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    // The page's own scripts are preloaded from the HTML as before; a lazy screen's shared chunks
    // are not preloaded with it: the list of every chunk's name that preloading put in the entry
    // chunk cost the first visit 2.3 KB gzip, the room its French texts needed (issue 49,
    // docs/decisions/0095). A screen's first opening fetches its shared chunks after its own
    // (one round trip more) until the service worker has precached them; the case page's HTML
    // still names all its chunks (apps/server/src/plugins/route-chunks.ts).
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each screen needs, so the server can name them
    // in the HTML of a page it knows (the case page, apps/server/src/plugins/static-web.ts).
    manifest: true,
    // The entry chunk (React, the router, TanStack Query, the shell) is 326 KB raw, 103 KB gzip;
    // what a first visit may load is held by its gzip budget, 110 KB (DESIGN.md §6), which
    // e2e/tests/first-visit-budget.spec.ts enforces. 300 KB raw, the first guess, warned on every
    // build (issue 45); 350 KB raw is that budget at this code's compression ratio (about 3.2).
    chunkSizeWarningLimit: 350,
    rolldownOptions: {
      // @tailwindcss/vite 4 turns the stylesheet's source into CSS without a source map, and
      // Rolldown says the map is "likely to be incorrect" on every build: known and harmless
      // (the CSS has no source of its own to map back to). Only that warning, from only that
      // plugin, is silenced; every other log passes on.
      onLog(level, log, handler) {
        if (log.code === 'SOURCEMAP_BROKEN' && log.plugin?.startsWith('@tailwindcss/vite')) return;
        handler(level, log);
      },
      // Rolldown reports its plugins' share of the build when the machine is busy (a shared CI
      // runner, seven builds on two cores): a note on the runner's load, not on this code.
      checks: { bundlerTimings: false },
      output: {
        codeSplitting: {
          // Everything the entry imports statically goes into the entry chunk. Left to itself,
          // Rolldown puts a module the entry shares with a lazy screen (React, TanStack Query's
          // core, the countries) in a chunk of its own, though the entry always loads it first:
          // four more scripts on every first visit, each compressed apart, about 2.1 KB gzip
          // more (docs/decisions/0049). No screen's code moves: lazy chunks stay as they were.
          // Home's small modules that lazy screens share too (the list states, plurals, the
          // search's texts, the limits, the page title) travel as one chunk, not five: each
          // chunk compresses apart, and five cost the first visit its last 0.3 KB (issue 45).
          groups: [
            { name: 'index', tags: ['$initial'] },
            {
              name: 'home-shared',
              test: /src\/lib\/list-state|src\/components\/page-title|domain\/src\/messages\/(plural|search-messages)|domain\/src\/limits\.ts/,
            },
          ],
        },
      },
    },
  },
});
