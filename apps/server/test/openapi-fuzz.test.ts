import { randomUUID } from 'node:crypto';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { sample } from 'openapi-sampler';
import { afterAll, describe, expect, it } from 'vitest';
import { comments } from '../src/db/schema/index.js';
import { findOrCreateThread } from '../src/modules/threads/repository.js';
import { apiTokenClient } from './api-token-client.js';
import { buildTestApp } from './build-test-app.js';
import { makeCase, makeUser, sessionCookie } from './factories.js';

// The served document against the running server (issue 50), as an outside tester drives it:
// every operation is called from the document alone (path, query and body sampled from its
// schemas by openapi-sampler, Redocly's generator), as a member with a session, with an API
// token, and anonymously, once with sampled input and once with input that breaks its schema.
// Each answer must be no 5xx, a status the operation declares, a content type it declares for
// that status, and a body its schema accepts (Ajv, formats included); input breaking the schema
// is never accepted; no operation lets in a caller its security leaves out; and a method a path
// does not take is 405 with Allow. Failures are gathered and reported together, by operation.

const { app, database } = await buildTestApp({ TRUST_PROXY: 'true' });
const { db } = database;

type Schema = Record<string, unknown>;
type Media = Record<string, { schema?: Schema }>;
type Operation = {
  parameters?: { in: string; name: string; required?: boolean; schema: Schema }[];
  requestBody?: { content: Media };
  responses: Record<string, { content?: Media }>;
  security?: Record<string, string[]>[];
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

const document = app.swagger() as unknown as Document;
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
const ajv = addFormats(new Ajv({ strict: false, allErrors: true }));
/** OpenAPI 3.0's boolean exclusive bounds in the JSON Schema form Ajv reads. */
function forAjv(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(forAjv);
  if (!value || typeof value !== 'object') return value;
  const node: Schema = Object.fromEntries(
    Object.entries(value).map(([name, sub]) => [name, forAjv(sub)]),
  );
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (node[flag] === true) {
      node[flag] = node[bound];
      delete node[bound];
    } else if (node[flag] === false) {
      delete node[flag];
    }
  }
  return node;
}
// One schema holds the components; every response schema refers into it.
ajv.addSchema({ $id: 'doc', components: forAjv(document.components) });
const compiled = new Map<Schema, ValidateFunction>();
const refsIntoDoc = (schema: Schema): Schema =>
  forAjv(
    JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/')),
  ) as Schema;
function validatorOf(schema: Schema): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(refsIntoDoc(schema));
    compiled.set(schema, validate);
  }
  return validate;
}
const sampled = (schema: Schema) =>
  sample(schema as never, { skipReadOnly: true, quiet: true }, document as never);

// ---------------------------------------------------------------------------------------------
// The callers and the rows the path parameters name

const member = await makeUser(db);
const other = await makeUser(db);
const kase = await makeCase(db, { creatorId: member.id, number: '0493 777 888' });
const commentId = randomUUID();
await db
  .insert(comments)
  .values({ id: commentId, caseId: kase.id, userId: other.id, text: 'Same here last spring.' });
const threadId = await findOrCreateThread(db, {
  caseId: kase.id,
  ownerId: member.id,
  responderId: other.id,
  isAnonymous: true,
});
const { createToken } = apiTokenClient(app, db, '203.9');
const { secret } = await createToken(member, { scopes: ['search', 'watches'] });

/** A path parameter's value: the fixture's row where one fits, else a well-formed unknown id. */
function paramValue(path: string, name: string): string {
  if (name === 'commentId') return commentId;
  if (name === 'kind') return 'feedback';
  if (path.startsWith('/api/threads/')) return threadId;
  if (path.startsWith('/api/users/')) return other.id;
  if (path.startsWith('/api/cases/')) return kase.id;
  return randomUUID();
}

type Caller = 'session' | 'token' | 'anonymous';
async function headersOf(caller: Caller): Promise<Record<string, string>> {
  if (caller === 'token') return { authorization: `Bearer ${secret}` };
  if (caller === 'session') {
    return { cookie: await sessionCookie(db, member.id), origin: app.deps.config.publicUrl };
  }
  return {};
}

/** Operations an inject cannot finish (an event stream never ends) or that end the caller. */
const NOT_CALLED = new Set(['GET /api/threads/events', 'GET /api/threads/{id}/events']);
const ENDS_THE_CALLER = new Set(['DELETE /api/account', 'POST /api/auth/logout']);

const operations = Object.entries(document.paths)
  .flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      path,
      method: method.toUpperCase(),
      key: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  )
  .filter(({ key }) => !NOT_CALLED.has(key))
  // What ends the caller's session or account goes last.
  .sort((a, b) => Number(ENDS_THE_CALLER.has(a.key)) - Number(ENDS_THE_CALLER.has(b.key)));

// ---------------------------------------------------------------------------------------------
// One call and its checks

const failures: string[] = [];
let calls = 0;

function mediaMatches(declared: string, actual: string): boolean {
  if (declared === actual || declared === '*/*') return true;
  const [type, subtype] = declared.split('/');
  return subtype === '*' && actual.startsWith(`${type}/`);
}

type Variant = 'sampled' | 'broken';

async function call(
  op: (typeof operations)[number],
  caller: Caller,
  variant: Variant,
): Promise<void> {
  const { path, method, key, operation } = op;
  const parameters = operation.parameters ?? [];
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(paramValue(path, name)),
  );
  const query = new URLSearchParams();
  for (const parameter of parameters.filter((p) => p.in === 'query' && p.required)) {
    query.set(parameter.name, String(sampled(parameter.schema)));
  }
  const headers = await headersOf(caller);
  const json = operation.requestBody?.content['application/json']?.schema;
  let payload: string | undefined;
  if (json) {
    headers['content-type'] = 'application/json';
    // Broken: an array where the schema wants an object.
    payload = JSON.stringify(variant === 'broken' ? [[]] : sampled(json));
  } else if (operation.requestBody?.content['multipart/form-data']) {
    // A form that is not one: the server must refuse it cleanly.
    headers['content-type'] = 'multipart/form-data; boundary=x';
    payload = '--x--\r\n';
  }
  const search = query.size > 0 ? `?${query}` : '';
  const res = await app.inject({
    method: method as 'GET',
    url: `${url}${search}`,
    headers: { ...headers, 'x-forwarded-for': `198.51.100.${(calls % 250) + 1}` },
    remoteAddress: '10.0.0.2',
    ...(payload === undefined ? {} : { payload }),
  });
  calls += 1;
  const where = `${key} as ${caller} (${variant}) → ${res.statusCode}`;
  const fail = (what: string): void => {
    failures.push(`${where}: ${what}`);
  };
  if (res.statusCode >= 500) return fail(res.body.slice(0, 200));
  const declared = operation.responses[String(res.statusCode)];
  if (!declared) return fail('status not declared');
  const success = res.statusCode < 400;
  const security = operation.security ?? [];
  if (success && caller === 'anonymous' && !security.some((s) => Object.keys(s).length === 0)) {
    fail('admitted an anonymous caller its security leaves out');
  }
  if (success && caller === 'token' && !security.some((s) => 'apiToken' in s)) {
    fail('admitted a token its security leaves out');
  }
  if (success && variant === 'broken' && json) fail('accepted a body that breaks its schema');
  if (res.rawPayload.length === 0 || method === 'HEAD') return;
  const type =
    String(res.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim() ?? '';
  const media = Object.entries(declared.content ?? {}).find(([name]) => mediaMatches(name, type));
  if (!media) return fail(`content type ${type || '(none)'} not declared`);
  const schema = media[1].schema;
  if (type === 'application/json' && schema) {
    const validate = validatorOf(schema);
    if (!validate(res.json())) {
      fail(`body breaks its schema: ${ajv.errorsText(validate.errors).slice(0, 300)}`);
    }
  }
}

afterAll(() => {
  if (failures.length > 0) console.info(failures.join('\n'));
});

describe('the served document against the running server', () => {
  it('holds for every operation, as a member, a token and a visitor, sampled and broken', async () => {
    for (const op of operations) {
      for (const caller of ['anonymous', 'token', 'session'] as const) {
        await call(op, caller, 'sampled');
        if (op.operation.requestBody) await call(op, caller, 'broken');
      }
    }
    expect(calls).toBeGreaterThan(300);
    expect(failures, failures.join('\n')).toEqual([]);
  }, 120_000);

  it('answers a method no route of a path takes with 405 and Allow', async () => {
    const wrong: string[] = [];
    for (const [path, methods] of Object.entries(document.paths)) {
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) => paramValue(path, name));
      const taken = app.allowedMethods(url);
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
        if (method.toLowerCase() in methods || taken.includes(method)) continue;
        const res = await app.inject({ method, url });
        if (res.statusCode !== 405 || res.headers.allow !== taken.join(', ')) {
          wrong.push(`${method} ${path} → ${res.statusCode} (Allow: ${res.headers.allow})`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
