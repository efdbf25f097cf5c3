import { MESSAGES, TRANSPORT_MESSAGES, useReadableValidationMessages } from '@forewarn/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DATABASE_RETRY_AFTER_SECONDS, databaseUnavailable } from '../db/unavailable.js';
import { AppError, type ErrorBody, type ErrorCode } from '../lib/app-error.js';
import { inRequestLanguage } from '../lib/language.js';
import { badInputError, loggableError } from '../lib/pg-errors.js';
import { IdempotentReplay, REPLAYED_HEADER } from '../modules/idempotency/idempotency.js';
import { languageStoreOf } from './language.js';
import { operationKey, PUBLIC_OPERATIONS } from './openapi-operations.js';

function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'unauthenticated';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 413:
      return 'too_large';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'rate_limited';
    default:
      return 'invalid_input';
  }
}

/**
 * The catalogue's text, by status, for a 4xx that is not ours: Fastify's refusals of a body
 * (too large, not JSON, empty JSON, a Content-Length it does not match, a type no parser
 * takes) and @fastify/multipart's limits. Their own messages are English whatever the reader's
 * language, and name Fastify's internals.
 */
function refusalText(status: number): string {
  switch (status) {
    case 401:
      return MESSAGES.logInToPerformAction;
    case 404:
      return TRANSPORT_MESSAGES.notFound;
    case 413:
      return TRANSPORT_MESSAGES.tooLarge;
    case 415:
      return TRANSPORT_MESSAGES.unsupportedMediaType;
    default:
      return TRANSPORT_MESSAGES.badInput;
  }
}

/**
 * An operation only a member may call, asked by nobody (issue 50): its body, query or
 * content type is not worth judging yet. Authentication comes first, so an anonymous caller
 * learns that it must sign in (401), not the field rules (400).
 */
async function anonymousOnMembersRoute(request: FastifyRequest): Promise<boolean> {
  const url = request.routeOptions.url;
  if (!url?.startsWith('/api/')) return false;
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  if (PUBLIC_OPERATIONS.has(operationKey(method, url))) return false;
  return (await request.currentUser().catch(() => null)) === null;
}

/** One handler turns every failure into the API's error shape; a 5xx says nothing internal. */
export function registerErrorHandling(app: FastifyInstance): void {
  // zod's words for rules stated without a message become the catalogue's.
  useReadableValidationMessages();
  // Entered again here: an error Fastify catches outside a hook's context is still answered in
  // the request's language.
  app.setErrorHandler((error: FastifyError, request, reply) =>
    request.languageStore
      ? inRequestLanguage(request.languageStore, () => answerError(error, request, reply))
      : answerError(error, request, reply),
  );
}

async function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // A retry under an Idempotency-Key: the first answer again, as it was sent.
  if ((error as unknown) instanceof IdempotentReplay) {
    const replay = error as unknown as IdempotentReplay;
    return reply
      .status(replay.status)
      .header(REPLAYED_HEADER, 'true')
      .type('application/json; charset=utf-8')
      .send(replay.body);
  }
  const status = error instanceof AppError ? error.status : (error.statusCode ?? 500);
  const unread = hasZodFastifySchemaValidationErrors(error) || status === 400 || status === 415;
  if (unread && (await anonymousOnMembersRoute(request))) {
    const body: ErrorBody = {
      error: { code: 'unauthenticated', message: MESSAGES.logInToPerformAction },
    };
    return reply.status(401).send(body);
  }
  if (error instanceof AppError) {
    if (error.retryAfterSeconds !== undefined) {
      reply.header('Retry-After', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
    }
    return reply.status(error.status).send(error.toBody());
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const key = String(issue.instancePath.replace(/^\//, '').split('/')[0] || 'body');
      fields[key] ??= issue.message ?? TRANSPORT_MESSAGES.invalidInput;
    }
    const message = Object.values(fields)[0] ?? TRANSPORT_MESSAGES.invalidInput;
    const body: ErrorBody = { error: { code: 'invalid_input', message, fields } };
    return reply.status(400).send(body);
  }
  if (badInputError(error)) {
    const body: ErrorBody = {
      error: { code: 'invalid_input', message: TRANSPORT_MESSAGES.badInput },
    };
    return reply.status(400).send(body);
  }
  // The database restarting, failing over or unreachable (db/unavailable.ts): the client is
  // asked to come back in a moment, as when the server sheds load, never told of a fault.
  if (databaseUnavailable(error)) {
    request.log.warn({ error: loggableError(error) }, 'database unavailable: answered 503');
    reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    const body: ErrorBody = { error: { code: 'unavailable', message: MESSAGES.serverBusy } };
    return reply.status(503).send(body);
  }
  if (status >= 400 && status < 500) {
    const body: ErrorBody = {
      error: { code: codeForStatus(status), message: refusalText(status) },
    };
    return reply.status(status).send(body);
  }
  request.log.error({ error: loggableError(error) }, 'unhandled error');
  const body: ErrorBody = { error: { code: 'internal', message: TRANSPORT_MESSAGES.internal } };
  return reply.status(500).send(body);
}

/**
 * Fastify answers a URL its router cannot read (a broken %-escape, a path parameter over 100
 * characters) itself, before any hook or the error handler, with its own error code and the
 * path echoed back. Given as Fastify's `frameworkErrors`, this answers them in the API's
 * shape instead, keeping the status Fastify chose.
 */
export function sendFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  // Before any hook: the language is read from the request's own headers here.
  return inRequestLanguage(languageStoreOf(request), () => frameworkError(error, reply));
}

function frameworkError(error: FastifyError, reply: FastifyReply): FastifyReply {
  const status = error.statusCode ?? 400;
  if (status >= 500) {
    const body: ErrorBody = { error: { code: 'internal', message: TRANSPORT_MESSAGES.internal } };
    return reply.status(500).send(body);
  }
  const message =
    status === 414 ? TRANSPORT_MESSAGES.addressTooLong : TRANSPORT_MESSAGES.addressUnreadable;
  const body: ErrorBody = { error: { code: codeForStatus(status), message } };
  return reply.status(status).send(body);
}
