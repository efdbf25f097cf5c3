import createClient from 'openapi-fetch';
import {
  ApiError,
  type ApiErrorBody,
  fallbackMessage,
  networkError,
  retryAfterOf,
} from '../api-client';
import type { paths } from './schema.gen';

// The API as its OpenAPI document describes it (docs/decisions/0064): paths, parameters, bodies
// and answers typed from schema.gen.ts, which openapi-typescript generates from the server
// (`npm run api:generate`; a test fails when it is stale). A call the server no longer answers
// so fails the web's typecheck.

export type ApiPaths = paths;

export const typedApi = createClient<paths>({
  credentials: 'same-origin',
  headers: { Accept: 'application/json' },
  // Looked up at each call, not once at load: a component test's stand-in for the server
  // replaces the global fetch after this module is loaded.
  fetch: (request) => globalThis.fetch(request),
});

type Outcome<T> = { data?: T; error?: unknown; response: Response };

/**
 * The data of a typed call, or its failure thrown as api-client.ts throws it: an ApiError with
 * the server's message, or the network error when the request never reached the server.
 */
export async function unwrap<T>(call: Promise<Outcome<T>>): Promise<T> {
  let outcome: Outcome<T>;
  try {
    outcome = await call;
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw networkError();
  }
  const { data, error, response } = outcome;
  if (response.ok) return data as T;
  const body = error as Partial<ApiErrorBody> | undefined;
  const retryAfter = retryAfterOf(response);
  if (body?.error?.message) throw new ApiError(response.status, body.error, retryAfter);
  throw new ApiError(response.status, { code: 'internal', message: fallbackMessage() }, retryAfter);
}
