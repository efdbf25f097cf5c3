import type { FastifyInstance } from 'fastify';

// A method a path does not take answers 405 with `Allow`, never 404 (issue 50: a fuzzer and
// RFC 9110 expect it). Every route under /api is remembered as it is registered, so routes
// added later are covered; the not-found handler (plugins/static-web.ts) asks here before
// answering 404.

declare module 'fastify' {
  interface FastifyInstance {
    /** The methods some route takes for this path under /api; empty when none does. */
    allowedMethods(path: string): string[];
  }
}

/** `/api/cases/:id/images/*` → a regular expression for the concrete paths it takes. */
function patternOf(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) return '[^/]+';
      if (segment === '*') return '.*';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}$`);
}

/** Registered before the routes, so that it sees every one of them. */
export function registerMethodNotAllowed(app: FastifyInstance): void {
  const routes: { pattern: RegExp; methods: string[] }[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).map(String);
    routes.push({ pattern: patternOf(route.url), methods });
  });
  app.decorate('allowedMethods', (path: string) => {
    const allowed = new Set<string>();
    for (const route of routes) {
      if (route.pattern.test(path)) for (const method of route.methods) allowed.add(method);
    }
    if (allowed.has('GET')) allowed.add('HEAD');
    return [...allowed].sort();
  });
}
