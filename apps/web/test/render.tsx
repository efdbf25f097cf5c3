import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderOptions, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';

/** Renders a component inside the providers the app gives it: a fresh query cache, a router. */
export function renderWithApp(ui: ReactElement, options: RenderOptions & { route?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return {
    client,
    ...render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[options.route ?? '/']}>{ui}</MemoryRouter>
      </QueryClientProvider>,
      options,
    ),
  };
}

type Reply = { status?: number; body: unknown; headers?: Record<string, string> };

/**
 * Answers the app's fetch calls from a table of `METHOD /path` → reply, the server's side of the
 * wire in a component test (the API itself is tested against the real server in apps/server and
 * e2e). An unlisted call fails the test loudly. A function reply gets the body and the URL; one
 * that throws is a request that never reached the server (fetch rejects).
 */
export function serveApi(
  routes: Record<string, Reply | ((body: unknown, url: URL) => Reply | Promise<Reply>)>,
) {
  const calls: { method: string; path: string; search: string; body: unknown }[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    // The typed client (openapi-fetch) hands fetch a Request: its method and body are on it.
    const request = input instanceof Request ? input : undefined;
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const text = request ? await request.clone().text() : init?.body;
    const body = typeof text === 'string' && text !== '' ? JSON.parse(text) : text || undefined;
    calls.push({ method, path: url.pathname, search: url.search, body });
    const route = routes[`${method} ${url.pathname}`];
    if (!route) throw new Error(`unexpected request ${method} ${url.pathname}`);
    // A function may answer later (a promise), to show what the screen does meanwhile.
    const reply = typeof route === 'function' ? await route(body, url) : route;
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}
