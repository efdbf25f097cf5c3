import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from '../lib/app-error.js';

/**
 * Serves the built web app. Every path that is not a file or the API gets index.html, so each
 * route of the single-page app works as a direct link and on reload.
 */
export async function registerStaticWeb(app: FastifyInstance, options: { root: string }) {
  const hasBuild = existsSync(path.join(options.root, 'index.html'));
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
        }
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url === '/api' || url.startsWith('/api/')) {
      const body: ErrorBody = { error: { code: 'not_found', message: 'Not found.' } };
      return reply.status(404).send(body);
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      const body: ErrorBody = { error: { code: 'not_found', message: 'Not found.' } };
      return reply.status(404).send(body);
    }
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built. Run `npm run build` (or `npm start`).');
    }
    // A missing file with an extension (a stale asset) is a real 404, not the app shell.
    if (path.extname(url) !== '') {
      return reply.status(404).type('text/plain').send('Not found.');
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
