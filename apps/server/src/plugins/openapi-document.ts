import { ERROR_STATUS } from '../lib/app-error.js';
import { API_VERSION_HEADER } from './api-version.js';
import { requestBodies } from './openapi-bodies.js';
import { ERROR_DESCRIPTIONS, operationKey } from './openapi-operations.js';

// The last pass over the whole OpenAPI document (issue 50), after every route has been
// described: what must hold on every operation, including routes added later, is made true
// here once rather than in each route's file.
// - 204 and 304 answers carry no body (a generated client must not parse one);
// - every error answer is the one shared `Error` schema, with Retry-After where it is sent
//   (429, 503) and WWW-Authenticate on 401; token searches declare the rate
//   headers they get (RATE_HEADER_OPERATIONS);
// - instants are `format: date-time`; integers lose zod's ±2^53 bounds, which say nothing;
// - request bodies the routes read themselves (multipart) are described (openapi-bodies.ts);
// - components no operation refers to are dropped.

export const ERROR_REF = '#/components/schemas/Error';

type JsonSchema = { anyOf?: JsonSchema[]; $ref?: string; properties?: Record<string, unknown> };

/**
 * An error answer's body: the shared Error, or, where the route declares a body of its own
 * besides it (the probes' 503, modules/health/routes.ts), that body or the Error.
 */
function errorBodyOf(response: Response): JsonSchema {
  const json = response.content?.['application/json'] as { schema?: JsonSchema } | undefined;
  const alternatives = json?.schema?.anyOf ?? [];
  const own = alternatives.filter((s) => s.$ref !== ERROR_REF && !s.properties?.error);
  return own.length > 0 ? { anyOf: [...own, { $ref: ERROR_REF }] } : { $ref: ERROR_REF };
}

/** The API's one error body (lib/app-error.ts), as `components.schemas.Error`. */
export const ERROR_COMPONENT = {
  type: 'object',
  required: ['error'],
  additionalProperties: false,
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      additionalProperties: false,
      properties: {
        code: { type: 'string', enum: [...new Set(Object.keys(ERROR_STATUS))] },
        message: { type: 'string', description: 'Ready to show to a person.' },
        fields: {
          type: 'object',
          additionalProperties: { type: 'string' },
          description: "Each invalid field's message, by field name.",
        },
        until: {
          type: 'string',
          format: 'date-time',
          description: 'When a refusal ends, for a client to write in its reader’s zone.',
        },
        untilText: {
          type: 'string',
          description: 'How `message` writes `until`, for the client to replace.',
        },
      },
    },
  },
} as const;

const RETRY_AFTER = {
  description: 'Seconds to wait before trying again.',
  schema: { type: 'integer', minimum: 1 },
};

/**
 * Sent with every answer to an API token on an operation that counts its searches
 * (modules/search/rate-limit-headers.ts): search and batch.
 */
export const RATE_HEADER_OPERATIONS: ReadonlySet<string> = new Set([
  'GET /api/cases/search',
  'POST /api/cases/search/batch',
]);

export const RATE_HEADERS = {
  'X-RateLimit-Limit': {
    description: 'Searches allowed in the window that runs out first (the tightest limit).',
    schema: { type: 'integer', minimum: 0 },
  },
  'X-RateLimit-Remaining': {
    description: 'Searches left in that window.',
    schema: { type: 'integer', minimum: 0 },
  },
  'X-RateLimit-Reset': {
    description: 'Seconds until that window starts again.',
    schema: { type: 'integer', minimum: 0 },
  },
  'RateLimit-Policy': {
    description:
      'IETF draft-ietf-httpapi-ratelimit-headers: each search window by name with its quota ' +
      '(q) and length in seconds (w): `"token-minute";q=20;w=60, "account-minute";q=60;w=60, ' +
      '"account-day";q=200;w=86400`.',
    schema: { type: 'string' },
  },
  RateLimit: {
    description:
      'IETF draft-ietf-httpapi-ratelimit-headers: what is left in each window (r) and the ' +
      'seconds until it starts again (t): `"token-minute";r=16;t=41, …`.',
    schema: { type: 'string' },
  },
};

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

/** Instants by name: `createdAt`, `lastUsedAt`, `until`, `expiresAt`… */
const INSTANT_NAME = /(At|^until|^since|^before|^after)$/;

type Json = Record<string, unknown>;

/** The document's named schemas, for tidySchema to write a nullable reference out in place. */
let components: Json | undefined;

/** Walks a schema, fixing instants, nullables and integer bounds in place. */
function tidySchema(schema: unknown, name?: string): void {
  if (!schema || typeof schema !== 'object') return;
  if (Array.isArray(schema)) {
    for (const item of schema) tidySchema(item, name);
    return;
  }
  const node = schema as Json;
  // OpenAPI 3.0: `nullable` admits null only where the other keywords do too. An enum must list
  // it; a named object zod writes as `nullable` beside an `allOf` of its $ref, which no
  // validator lets null through, is written out in place instead.
  if (node.nullable === true && Array.isArray(node.enum) && !node.enum.includes(null)) {
    node.enum = [...node.enum, null];
  }
  const ref = (node.allOf as { $ref?: string }[] | undefined)?.[0]?.$ref;
  if (node.nullable === true && ref && (node.allOf as unknown[]).length === 1 && components) {
    const target = components[ref.split('/').pop() ?? ''];
    if (target && typeof target === 'object') {
      delete node.allOf;
      Object.assign(node, structuredClone(target), { nullable: true });
    }
  }
  if (node.type === 'integer' || node.type === 'number') {
    if (node.minimum === -MAX_SAFE) delete node.minimum;
    if (node.maximum === MAX_SAFE) delete node.maximum;
  }
  if (
    node.type === 'string' &&
    name !== undefined &&
    INSTANT_NAME.test(name) &&
    node.format === undefined &&
    node.enum === undefined &&
    node.pattern === undefined
  ) {
    node.format = 'date-time';
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties' && value && typeof value === 'object') {
      for (const [property, sub] of Object.entries(value as Json)) tidySchema(sub, property);
    } else if (key === 'items' || key === 'anyOf' || key === 'oneOf') {
      tidySchema(value, name);
    } else if (key !== 'enum' && key !== 'default' && key !== 'example') {
      tidySchema(value);
    }
  }
}

type Response = { description?: string; content?: Json; headers?: Json };
type Operation = {
  responses?: Record<string, Response>;
  requestBody?: unknown;
  parameters?: { in: string; name: string; schema?: unknown }[];
  'x-api-token-scope'?: string;
};

const VERSION_HEADER = {
  [API_VERSION_HEADER]: {
    description: 'The major version of the API that answered (docs/api.md).',
    schema: { type: 'string' },
  },
};

/** Conditional GETs (plugins/etag.ts): the tag to send back in If-None-Match. */
const ETAG_HEADER = {
  description: 'This answer, byte for byte, as a weak tag: send it in If-None-Match.',
  schema: { type: 'string' },
};

/** On an answer given again to a retry under the same Idempotency-Key (modules/idempotency). */
const REPLAYED = {
  'Idempotent-Replayed': {
    description:
      'true when this is the first answer again, for a retry with the same Idempotency-Key.',
    schema: { type: 'string', enum: ['true'] },
  },
};

function finishResponses(operation: Operation, key: string): void {
  const responses = operation.responses ?? {};
  const token = RATE_HEADER_OPERATIONS.has(key);
  const idempotent = (operation.parameters ?? []).some(
    (p) => p.in === 'header' && p.name === 'Idempotency-Key',
  );
  for (const [status, response] of Object.entries(responses)) {
    const code = Number(status);
    response.headers = { ...response.headers, ...VERSION_HEADER };
    if (idempotent && code >= 200 && code < 300) {
      response.headers = { ...response.headers, ...REPLAYED };
    }
    if (code === 204 || code === 304) {
      delete response.content;
      if (code === 304) response.headers = { ...response.headers, ETag: ETAG_HEADER };
      continue;
    }
    if (code === 200 && responses['304']) {
      response.headers = { ...response.headers, ETag: ETAG_HEADER };
    }
    if (code >= 400) {
      response.description ??= ERROR_DESCRIPTIONS[code];
      response.content = { 'application/json': { schema: errorBodyOf(response) } };
      if (code === 429 || code === 503) {
        response.headers = { ...response.headers, 'Retry-After': RETRY_AFTER };
      }
      if (code === 401) {
        response.headers = {
          ...response.headers,
          'WWW-Authenticate': {
            description: 'Bearer realm="forewarn", when an API token was refused.',
            schema: { type: 'string' },
          },
        };
      }
    }
    if (token && (code === 200 || code === 429)) {
      response.headers = { ...response.headers, ...RATE_HEADERS };
    }
  }
}

/** Every `$ref` target named anywhere under `value`. */
function refsIn(value: unknown, found: Set<string>): void {
  if (!value || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) refsIn(item, found);
    return;
  }
  for (const [key, sub] of Object.entries(value as Json)) {
    if (key === '$ref' && typeof sub === 'string') found.add(sub);
    else refsIn(sub, found);
  }
}

/** Drops components no operation reaches (zod's input copies of output-only schemas). */
function pruneComponents(document: Json): void {
  const components = document.components as { schemas?: Json } | undefined;
  const schemas = components?.schemas;
  if (!schemas) return;
  const reached = new Set<string>();
  refsIn(document.paths, reached);
  // A component may refer to another: follow until nothing new is reached.
  let size = -1;
  while (size !== reached.size) {
    size = reached.size;
    for (const ref of [...reached]) refsIn(schemas[ref.split('/').pop() ?? ''], reached);
  }
  for (const name of Object.keys(schemas)) {
    if (!reached.has(`#/components/schemas/${name}`)) delete schemas[name];
  }
}

export function finishDocument<T extends Json>(document: T): T {
  const bodies = requestBodies();
  components = (document.components as { schemas?: Json } | undefined)?.schemas;
  const paths = (document.paths ?? {}) as Record<string, Record<string, Operation>>;
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!path.startsWith('/api/')) continue;
      const body = bodies[operationKey(method, path)];
      if (body) operation.requestBody = body;
      // A path named as a file answers that kind of file (a zod string describes its body).
      const ok = operation.responses?.['200'];
      if (path.endsWith('.csv') && ok?.content?.['application/json']) {
        ok.content = { 'text/csv': ok.content['application/json'] };
      }
      finishResponses(operation, operationKey(method, path));
      tidySchema(operation.requestBody);
      for (const parameter of operation.parameters ?? [])
        tidySchema(parameter.schema, parameter.name);
      for (const response of Object.values(operation.responses ?? {})) tidySchema(response);
    }
  }
  const parts = (document.components ?? {}) as { schemas?: Json };
  parts.schemas = { ...parts.schemas, Error: structuredClone(ERROR_COMPONENT) };
  for (const [name, schema] of Object.entries(parts.schemas)) tidySchema(schema, name);
  (document as Json).components = parts;
  pruneComponents(document);
  components = undefined;
  return document;
}
