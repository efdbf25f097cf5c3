import { LIST_STATE_MESSAGES } from '@forewarn/domain';
import { reportReachable } from './connectivity';
import { formatDateTime } from './dates';

// The one door to the server. Errors arrive as { error: { code, message, fields? } } and are
// thrown as ApiError, whose message is the spec's text, ready to show.

export type ApiErrorBody = {
  error: {
    code: string;
    message: string;
    fields?: Record<string, string>;
    /** When a refusal ends (ISO 8601), and how the message writes it (issue 38). */
    until?: string;
    untilText?: string;
  };
};

/**
 * The message with the end of the refusal in the reader's own locale and zone: the server
 * writes it in UTC (or the zone the page sent) and sends the instant beside it as data.
 */
export function localizeUntil(body: ApiErrorBody['error']): string {
  const { message, until, untilText } = body;
  if (!until || !untilText || Number.isNaN(Date.parse(until))) return message;
  return message.split(untilText).join(formatDateTime(until));
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;
  /** When the refusal ends (ISO 8601), where the server said. */
  readonly until: string | null;
  /** The answer's Retry-After in seconds (a busy server's 503, a 429), when it had one. */
  readonly retryAfterSeconds: number | null;

  constructor(
    status: number,
    body: ApiErrorBody['error'],
    retryAfterSeconds: number | null = null,
  ) {
    super(localizeUntil(body));
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code;
    this.fields = body.fields ?? {};
    this.until = body.until ?? null;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Retry-After as seconds from now: delta-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function retryAfterOf(response: Response, now = Date.now()): number | null {
  const value = response.headers.get('Retry-After');
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

export const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

/** The error of a request that never reached the server. */
export const networkError = () =>
  new ApiError(0, {
    code: 'network',
    message: LIST_STATE_MESSAGES.cannotReach,
  });

async function parseError(response: Response): Promise<ApiError> {
  const retryAfter = retryAfterOf(response);
  try {
    const body = (await response.json()) as Partial<ApiErrorBody>;
    if (body.error?.message) return new ApiError(response.status, body.error, retryAfter);
  } catch {
    // Not JSON: fall through to the generic message.
  }
  return new ApiError(response.status, { code: 'internal', message: FALLBACK_MESSAGE }, retryAfter);
}

type RequestOptions = { signal?: AbortSignal; headers?: Record<string, string> };

async function request<T>(
  method: string,
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const isForm = body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
        ...options.headers,
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    reportReachable(false);
    throw networkError();
  }
  reportReachable(true);
  if (!response.ok) throw await parseError(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export const api = {
  get: <T>(url: string, options?: RequestOptions) => request<T>('GET', url, undefined, options),
  post: <T>(url: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', url, body ?? {}, options),
  patch: <T>(url: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', url, body ?? {}, options),
  put: <T>(url: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', url, body ?? {}, options),
  /** A DELETE usually has no body; one that needs confirming (a password) sends one. */
  delete: <T>(url: string, options?: RequestOptions & { body?: unknown }) => {
    const { body, ...rest } = options ?? {};
    return request<T>('DELETE', url, body, rest);
  },
};
