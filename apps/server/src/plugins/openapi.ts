import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { type ApiTokenScope, IDEMPOTENCY_KEY_MAX } from '@forewarn/domain';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { IDEMPOTENCY_HEADER } from '../modules/idempotency/idempotency.js';
import { API_VERSION } from './api-version.js';
import { ERROR_COMPONENT, finishDocument } from './openapi-document.js';
import {
  deriveOperationId,
  ERROR_DESCRIPTIONS,
  errorStatusesOf,
  operationKey,
  PUBLIC_OPERATIONS,
  SESSION_SCHEME,
  securityOf,
  successOf,
  TOKEN_SCHEME,
  TOKEN_VISITOR_READS,
} from './openapi-operations.js';
import { SESSION_COOKIE } from './session.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 4xx answers the OpenAPI document should list beyond those derived (openapi-operations.ts). */
    errorStatuses?: readonly number[];
  }
}

/** The Idempotency-Key header (modules/idempotency), beside a route's own headers. */
function withIdempotencyKey(headers: unknown): Record<string, unknown> {
  const own = (headers ?? {}) as { properties?: Record<string, unknown> };
  return {
    type: 'object',
    ...own,
    properties: {
      ...own.properties,
      [IDEMPOTENCY_HEADER]: {
        type: 'string',
        minLength: 1,
        maxLength: IDEMPOTENCY_KEY_MAX,
        pattern: '^[\\x21-\\x7e]+$',
        description:
          'Optional. A key of your choosing (a UUID) that makes a retry safe: for 24 hours the ' +
          'same key with the same request answers the first answer again (status and body, ' +
          'with Idempotent-Replayed: true) and creates nothing; with a different request, 422; ' +
          'while the first still runs, 409 with Retry-After. Keys are your own (per session ' +
          'member or per API token). Only a 2xx answer is kept: after a refusal the key is free.',
      },
    },
  };
}

type Schema = FastifySchema & {
  operationId?: string;
  security?: unknown;
  response?: Record<string, unknown>;
  hide?: boolean;
};

/**
 * The OpenAPI document, generated from the routes' zod schemas, at /api/docs (JSON at
 * /api/docs/json). Every operation gets an operationId, its security and its 4xx answers from
 * openapi-operations.ts (docs/decisions/0064); `servers` is PUBLIC_URL.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  options: { publicUrl: string },
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Forewarn API',
        description:
          'The HTTP API of Forewarn. Errors are { error: { code, message, fields? } }. ' +
          'Integrations authenticate with an API token made on My Account ' +
          '(Authorization: Bearer <token>); see docs/api.md.',
        version: `${API_VERSION}.0.0`,
        license: { name: 'Proprietary', url: `${options.publicUrl}/` },
      },
      servers: [{ url: options.publicUrl, description: 'This Forewarn server' }],
      components: {
        securitySchemes: {
          [SESSION_SCHEME]: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description:
              "The browser's session, set by POST /api/auth/login. State-changing requests " +
              'that name another Origin are refused (403).',
          },
          [TOKEN_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            description:
              'A personal API token from My Account, sent as Authorization: Bearer <token> ' +
              '(no other form). Accepted by operations whose x-api-token-scope names a scope ' +
              'the token has, by what a visitor may read (read as a visitor) and by this ' +
              'document; else 403. An unknown, revoked or expired token is 401 on every ' +
              'operation. A Bearer request is never read as the session.',
          },
        },
      },
    },
    // Schemas named in zod's registry (`.meta({ id })`) become components, referred to by
    // every operation that uses them; then the pass over the whole document.
    transformObject: (input) =>
      finishDocument(jsonSchemaTransformObject(input) as Record<string, unknown>) as never,
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input) as { schema: Schema; url: string };
      if (!url.startsWith('/api/') || schema?.hide) return { schema, url };
      const method = String(input.route.method);
      const config = input.route.config ?? {};
      const tokenScope = (config as { apiTokenScope?: ApiTokenScope }).apiTokenScope;
      const key = operationKey(method, url);
      const access = PUBLIC_OPERATIONS.has(key) ? 'public' : 'session';
      const idempotent = (config as { idempotency?: string }).idempotency !== undefined;
      const statuses = errorStatusesOf({
        method,
        url,
        access,
        tokenScope,
        extra: [
          ...((config as { errorStatuses?: readonly number[] }).errorStatuses ?? []),
          ...(idempotent ? [409, 422] : []),
        ],
      });
      const response: Record<string, unknown> = { ...(schema?.response ?? {}) };
      if (!Object.keys(response).some((status) => /^[23]/.test(status))) {
        Object.assign(response, successOf(key));
      }
      for (const status of statuses) {
        // A route that answers this status with a body of its own besides the Error (the
        // probes' 503) declares the union, and the document keeps it; finishDocument puts the
        // shared Error in by reference.
        const own = response[status] as { anyOf?: unknown[] } | undefined;
        if (own?.anyOf) {
          response[status] = { description: ERROR_DESCRIPTIONS[status], anyOf: own.anyOf };
          continue;
        }
        // Described once for all in openapi-document.ts (the shared Error component).
        response[status] = { description: ERROR_DESCRIPTIONS[status], ...ERROR_COMPONENT };
      }
      return {
        url,
        schema: {
          ...schema,
          ...(idempotent ? { headers: withIdempotencyKey(schema?.headers) } : {}),
          operationId: schema?.operationId ?? deriveOperationId(method, url),
          security: securityOf(
            access,
            tokenScope,
            TOKEN_VISITOR_READS.has(key) ||
              (config as { apiTokenAnyScope?: boolean }).apiTokenAnyScope === true,
          ),
          ...(tokenScope ? { 'x-api-token-scope': tokenScope } : {}),
          response,
        },
      };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
