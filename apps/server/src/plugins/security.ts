import { TRANSPORT_MESSAGES } from '@forewarn/domain';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { forbidden } from '../lib/app-error.js';
import { bearerSecret } from './bearer-header.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export async function registerSecurity(
  app: FastifyInstance,
  options: { publicUrl: string },
): Promise<void> {
  const https = options.publicUrl.startsWith('https://');
  // helmet's middleware, made once. (@fastify/helmet made it anew for every request: parsing
  // the policy again each time was 1 to 2 % of the server's CPU on the hot reads.)
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The service worker (/sw.js) and the app manifest: this site's own, nothing else.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    strictTransportSecurity: https,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });

  // Cookies are SameSite=Lax; on top of that, a state-changing request that names another
  // origin is refused (clients without an Origin header, like curl, carry no victim's cookie).
  // A Bearer request is exempt: the cookie is never read for it, so there is no ambient
  // credential for another site to ride on (plugins/bearer-header.ts; decision 0063).
  const allowed = new URL(options.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (bearerSecret(request) !== null) return;
    const origin = request.headers.origin;
    if (!origin) return;
    const own = `${request.protocol}://${request.host}`;
    if (origin !== allowed && origin !== own) {
      throw forbidden(TRANSPORT_MESSAGES.crossSiteRefused);
    }
  });
}
