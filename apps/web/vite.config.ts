import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
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
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each screen needs, so the server can name them
    // in the HTML of a page it knows (the case page, apps/server/src/plugins/static-web.ts).
    manifest: true,
    chunkSizeWarningLimit: 300,
  },
});
