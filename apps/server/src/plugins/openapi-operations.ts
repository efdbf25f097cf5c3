import type { ApiTokenScope } from '@forewarn/domain';

// What the OpenAPI document says of each operation beyond its zod schemas (issue 41;
// docs/decisions/0064): an operationId, who may call it (security) and the 4xx answers it can
// give, derived here in one place from the route, so that a route added later is described
// without anyone editing its file. A route may still say more in its own schema (an
// operationId, a 4xx response) or its config (errorStatuses); what it says wins.
// test/openapi-document.test.ts lints the result and checks it against the authorization matrix.

/** Operations anyone may call without signing in: `METHOD /api/path/{param}`. */
export const PUBLIC_OPERATIONS: ReadonlySet<string> = new Set([
  'GET /api/health',
  'GET /api/ready',
  'GET /api/geo',
  'GET /api/auth/session',
  'GET /api/auth/signup-challenge',
  'POST /api/auth/signup',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/auth/verify-email',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /api/auth/undo-email-change',
  'GET /api/users/{id}/avatar',
  'GET /api/cases/recent',
  'GET /api/cases/search',
  'POST /api/cases/search/batch',
  'GET /api/cases/{id}',
  'POST /api/cases/{id}/keep-listed',
  'GET /api/cases/{id}/images/{imageId}',
  'GET /api/cases/{id}/comments',
  'GET /api/cases/{id}/comments/{commentId}/image',
  'GET /api/unsubscribe/{token}',
  'GET /api/unsubscribe/{token}/info',
  'POST /api/unsubscribe/{token}',
  'GET /api/push/key',
  // Notice and action (issue 48): the notice form needs no account; its status is by link.
  'GET /api/notices/challenge',
  'POST /api/notices',
  'GET /api/notices/status/{token}',
  'GET /api/transparency',
  'GET /api/transparency.csv',
]);

/**
 * What a visitor may read, an API token may read too, as a visitor (issue 50): one token
 * drives a whole flow (search, then the case, its responses). Read as a visitor: a member's
 * token never sees what only its member may. The document itself is among them.
 */
export const TOKEN_VISITOR_READS: ReadonlySet<string> = new Set([
  'GET /api/health',
  'GET /api/geo',
  'GET /api/cases/recent',
  'GET /api/cases/{id}',
  'GET /api/cases/{id}/images/{imageId}',
  'GET /api/cases/{id}/comments',
  'GET /api/cases/{id}/comments/{commentId}/image',
  'GET /api/users/{id}/avatar',
]);

/** Paths of the OpenAPI document and its viewer, readable with any valid token. */
export const isDocumentPath = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

/**
 * 4xx answers that are not evident from the route's shape: limits (429), conflicts (409),
 * uploads (413, 415). The generic ones (400, 401, 403, 404) are derived in errorStatusesOf.
 */
const MORE_STATUSES: Record<string, readonly number[]> = {
  'GET /api/cases/search': [429],
  'POST /api/cases/search/batch': [429],
  'POST /api/notices': [429],
  'POST /api/notices/{id}/answer': [409],
  'POST /api/statements/{id}/appeal': [409],
  'GET /api/cases/recent': [429],
  'GET /api/cases/{id}': [429],
  'POST /api/watches': [409, 429],
  'POST /api/account/api-tokens': [409, 429],
  'POST /api/auth/signup': [409, 429],
  'POST /api/auth/login': [429],
  'POST /api/auth/forgot-password': [429],
  'POST /api/auth/resend-verification': [409, 429],
  'POST /api/cases': [413, 415, 429],
  'POST /api/cases/{id}/images': [413, 415],
  'POST /api/account/profile-image': [413, 415],
  'POST /api/account/trade-applications': [409, 413, 415],
  'POST /api/cases/{id}/comments': [413, 415, 429],
  'POST /api/threads/{id}/messages': [429],
  'POST /api/phone/send-verification': [429],
  'POST /api/phone/verify-otp': [429],
  'PATCH /api/account': [409],
  'POST /api/cases/{id}/reports': [409, 429],
  'POST /api/feedback': [429],
  'POST /api/threads/{id}/report': [409, 429],
  // The case's creator deleted their account: no one to write to.
  'POST /api/cases/{id}/thread': [409],
  // At most WEBHOOK_LIMITS.perAccount endpoints; a disabled endpoint cannot be tested.
  'POST /api/webhooks': [409],
  'POST /api/webhooks/{id}/test': [409],
};

export const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The request could not be read or a field is invalid (fields names each one).',
  401: 'Not signed in, or the API token is unknown or revoked.',
  403: 'Not allowed: another site sent it, the account is suspended, lacks a verified email, or the API token lacks the scope.',
  404: 'Not found, or not visible to the caller.',
  408: 'The body did not arrive in time.',
  409: 'Conflicts with the current state (already done, or at a cap), or a request with the same Idempotency-Key is still running.',
  413: 'Too large.',
  415: 'Not a supported file type.',
  414: 'A path parameter is too long.',
  422: 'The Idempotency-Key was already used for a different request.',
  429: 'Limited: try again after Retry-After seconds.',
  503: 'Busy or briefly unavailable: try again after Retry-After seconds.',
};

/** `GET /api/cases/:id` → `GET /api/cases/{id}`: the document's way of writing a route. */
export const operationKey = (method: string, url: string) =>
  `${method.toUpperCase()} ${url.replace(/:(\w+)/g, '{$1}')}`;

/** An operationId from the route when it names none: `GET /api/cases/:id/comments` → getCasesByIdComments. */
export function deriveOperationId(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .map((segment) =>
      segment.startsWith(':') ? `by-${segment.slice(1)}` : segment === '*' ? 'any' : segment,
    )
    .flatMap((segment) => segment.split(/[-_.]/))
    .filter(Boolean);
  const camel = words.map((word) => word[0]?.toUpperCase() + word.slice(1)).join('');
  return `${method.toLowerCase()}${camel}`;
}

export type Access = 'public' | 'session';

export const SESSION_SCHEME = 'sessionCookie';
export const TOKEN_SCHEME = 'apiToken';

/**
 * The security requirement: alternatives, any one of which admits the call. `{}` is "no
 * credential". A token's scope is written beside it for OpenAPI 3.1 readers; the 3.0 rule that
 * non-OAuth schemes list no scopes is why the scope also goes into `x-api-token-scope`.
 */
export function securityOf(
  access: Access,
  tokenScope: ApiTokenScope | undefined,
  tokenReads = false,
): Record<string, string[]>[] {
  const alternatives: Record<string, string[]>[] = [{ [SESSION_SCHEME]: [] }];
  if (tokenScope || tokenReads) alternatives.push({ [TOKEN_SCHEME]: [] });
  if (access === 'public') alternatives.push({});
  return alternatives;
}

/** The 4xx statuses an operation can answer, from its shape, its access and the table above. */
export function errorStatusesOf(route: {
  method: string;
  url: string;
  access: Access;
  tokenScope: ApiTokenScope | undefined;
  extra?: readonly number[];
}): number[] {
  // Any request: a NUL or a broken %-escape (400); an unknown or revoked API token (401); a
  // token the operation is not open to, or a suspended member's (403); too many bad tokens
  // from one address (429, decision 0070); the API shedding load or its database away (503).
  const statuses = new Set<number>([400, 401, 403, 429, 503]);
  const method = route.method.toUpperCase();
  const write = !['GET', 'HEAD', 'OPTIONS'].includes(method);
  const params = route.url.includes(':');
  if (params || route.url.startsWith('/api/moderation')) statuses.add(404);
  // A path parameter past the router's 100 characters.
  if (params) statuses.add(414);
  // A body: too slow (408), over the 1 MB limit or an upload's (413), of a type the route
  // does not read (415).
  if (write) for (const status of [408, 413, 415]) statuses.add(status);
  for (const status of MORE_STATUSES[operationKey(route.method, route.url)] ?? []) {
    statuses.add(status);
  }
  for (const status of route.extra ?? []) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}

const BINARY = { type: 'string', format: 'binary' } as const;

/**
 * Successful answers that are not JSON, for routes whose schema (which describes JSON) names
 * none: images, event streams, a redirect. A route with no success answer at all gets a plain
 * 200, so that every operation says how it succeeds.
 */
export function successOf(key: string): Record<string, unknown> {
  if (key.endsWith('/events')) {
    return {
      200: {
        description: 'A stream of Server-Sent Events.',
        content: { 'text/event-stream': { schema: { type: 'string' } } },
      },
    };
  }
  if (/\/(image|avatar|images\/\{imageId\}|photo)$/.test(key)) {
    return {
      200: { description: 'The image.', content: { 'image/*': { schema: BINARY } } },
    };
  }
  if (key === 'GET /api/unsubscribe/{token}') {
    return { 303: { description: 'To the page that confirms the unsubscription.' } };
  }
  return { 200: { description: 'Done.' } };
}
