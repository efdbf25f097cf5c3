import { TRANSPORT_MESSAGES } from '@forewarn/domain';

// One error vocabulary for the API. The message is the spec's text, shown to the user as is.

export const ERROR_STATUS = {
  invalid_input: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  /** The path takes other methods, named in `Allow`. */
  method_not_allowed: 405,
  request_timeout: 408,
  conflict: 409,
  too_large: 413,
  unsupported_media_type: 415,
  /** An Idempotency-Key sent again with a different request (issue 50). */
  idempotency_key_reused: 422,
  rate_limited: 429,
  /** Past a sign-up cap: a solved proof-of-work challenge gets past it (docs/decisions/0027). */
  challenge_required: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export type ErrorBody = {
  error: {
    code: ErrorCode;
    message: string;
    fields?: Record<string, string>;
    /**
     * The instant a refusal ends (issue 38), as data: ISO 8601. `untilText` is how the message
     * writes it (in UTC or the zone the client sent), so a client can put its reader's own
     * local time in its place; absent when the message does not write the instant (it says
     * "in 3 hours"), and the client then tells it in its own words.
     */
    until?: string;
    untilText?: string;
  };
};

/** A refusal's end: the instant, and the text the message writes it as (if it does). */
export type Until = { at: Date | number; text?: string };

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;
  /** Seconds, sent as Retry-After with 429 answers. */
  readonly retryAfterSeconds: number | undefined;
  readonly until: Until | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    extra: { fields?: Record<string, string>; retryAfterSeconds?: number; until?: Until } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fields = extra.fields;
    this.retryAfterSeconds = extra.retryAfterSeconds;
    this.until = extra.until;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  toBody(): ErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.fields ? { fields: this.fields } : {}),
        ...(this.until
          ? {
              until: new Date(this.until.at).toISOString(),
              ...(this.until.text ? { untilText: this.until.text } : {}),
            }
          : {}),
      },
    };
  }
}

/**
 * When a mail or text message could not be sent (a 503): the queue tries the mail again, and
 * the member may ask again after this, as every 503 of the API says when (Retry-After).
 */
export const SEND_FAILED_RETRY_AFTER_SECONDS = 30;

export const invalidInput = (message: string, fields?: Record<string, string>) =>
  new AppError('invalid_input', message, fields ? { fields } : {});
export const unauthenticated = (message: string) => new AppError('unauthenticated', message);
export const forbidden = (message: string, until?: Until) =>
  new AppError('forbidden', message, until ? { until } : {});
export const notFound = (message: string) => new AppError('not_found', message);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError('conflict', message, fields ? { fields } : {});
export const rateLimited = (message: string, retryAfterSeconds: number, until?: Until) =>
  new AppError('rate_limited', message, { retryAfterSeconds, ...(until ? { until } : {}) });

/**
 * A failure while reading a multipart upload: errors that carry an HTTP status (limits) or are
 * ours pass through; anything else is a malformed or cut-off body from the client, so a 400.
 */
export function uploadReadError(error: unknown): Error {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error as Error;
  return invalidInput(TRANSPORT_MESSAGES.badInput);
}
