import fc from 'fast-check';
import type { JsonSchema } from './openapi-routes.js';

// fast-check arbitraries for request bodies a browser never sends: any JSON, wrong types,
// huge and strange strings, malformed JSON, the wrong content type, generated multipart forms,
// and bodies shaped like a route's schema with some fields broken. Used by
// property-bodies.test.ts.

/** Strings that have broken parsers, databases and templates before. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uFEFFbom',
  '\u202Eevil',
  'ｆｕｌｌｗｉｄｔｈ',
  'e\u0301\u0301\u0301',
  '👩‍👩‍👧‍👦',
  "'; DROP TABLE cases; --",
  "' OR '1'='1",
  '\\',
  '%00',
  '%',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as text
  '${7*7}{{7*7}}',
  'null',
  'undefined',
  'NaN',
  '-0',
  '1e309',
  '0x1F',
  '9'.repeat(40),
  '__proto__',
  'constructor',
  '+61412345678',
  'a@b',
  '\r\n\r\n',
];

/** A string of any kind: text, any code unit (NUL, lone surrogates), a nasty one, a huge one. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 257, max: 200_000 }), fc.constantFrom('x', 'é', '😀', '9 '))
      .map(([n, c]) => c.repeat(n)),
  },
);

/** Any JSON value, a nasty string, or a number at the edges. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(null, true, false, 0, -1, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e308, 0.5),
  fc.integer(),
  fc.double({ noNaN: true }),
);

/**
 * Plausible values for fields whose rules live in code, not in the schema (a random string is
 * never an email), so that shaped bodies get past the format checks to the service's rules.
 */
const plainEmail = fc
  .tuple(fc.stringMatching(/^[a-z][a-z0-9.]{0,15}$/), fc.constantFrom('example.com', 'mail.test'))
  .map(([local, domain]) => `${local}@${domain}`);
const PLAUSIBLE: Record<string, fc.Arbitrary<unknown>> = {
  email: plainEmail,
  value: fc.oneof(plainEmail, fc.constantFrom('0412 345 678', '+61 412 345 678')),
  phoneNumber: fc.constantFrom('0412 345 678', '+61412345678', '04123456', '(02) 9999 9999'),
  code: fc.stringMatching(/^\d{6}$/),
  username: fc.stringMatching(/^[a-z][a-z0-9_]{2,20}$/),
  password: fc.string({ minLength: 8, maxLength: 40 }),
  details: fc.lorem({ mode: 'sentences', maxCount: 3 }),
  reason: fc.lorem({ mode: 'sentences', maxCount: 2 }),
  text: fc.lorem({ mode: 'sentences', maxCount: 2 }),
};

/**
 * A value that matches the schema (as far as a JSON schema can say: rules live in code); a
 * field named in PLAUSIBLE is sometimes given a plausible value instead.
 */
export function fromSchema(schema: JsonSchema, depth = 0, name = ''): fc.Arbitrary<unknown> {
  const plausible = PLAUSIBLE[name];
  if (plausible && !schema.enum) {
    return fc.oneof(plausible, fromSchema(schema, depth));
  }
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const type = typeof schema.type === 'string' ? schema.type : undefined;
  let arbitrary: fc.Arbitrary<unknown>;
  switch (type) {
    case 'string':
      arbitrary =
        schema.format === 'uuid'
          ? fc.uuid()
          : fc.string({
              minLength: schema.minLength ?? 0,
              maxLength: Math.min(schema.maxLength ?? 60, (schema.minLength ?? 0) + 60),
            });
      break;
    case 'integer':
      arbitrary = fc.integer({
        min: schema.minimum ?? -1000,
        max: schema.maximum ?? 1000,
      });
      break;
    case 'number':
      arbitrary = fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000 });
      break;
    case 'boolean':
      arbitrary = fc.boolean();
      break;
    case 'array':
      arbitrary =
        depth > 3
          ? fc.constant([])
          : fc.array(fromSchema(schema.items ?? {}, depth + 1), { maxLength: 4 });
      break;
    case 'object': {
      const properties = schema.properties ?? {};
      const required = schema.required ?? [];
      arbitrary = fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([key, s]) => [key, fromSchema(s, depth + 1, key)]),
        ),
        { requiredKeys: required.filter((name) => name in properties) },
      );
      break;
    }
    default:
      arbitrary = fc.jsonValue({ maxDepth: 2 });
  }
  return schema.nullable ? fc.option(arbitrary, { nil: null, freq: 5 }) : arbitrary;
}

/**
 * A body shaped like `example` with some fields broken: each field kept, dropped, or given a
 * hostile value; sometimes an unknown field added.
 */
export function mutated(example: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return example.chain((value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return fc.oneof(fc.constant(value), hostileValue);
    }
    const entries = Object.entries(value);
    return fc
      .tuple(
        fc.tuple(
          ...entries.map(([, v]) =>
            fc.oneof(
              { weight: 3, arbitrary: fc.constant<unknown>(v) },
              { weight: 1, arbitrary: fc.constant<unknown>(DROP) },
              { weight: 2, arbitrary: hostileValue },
            ),
          ),
        ),
        fc.option(
          fc.tuple(fc.oneof(fc.string(), fc.constantFrom('__proto__', 'id', 'role')), hostileValue),
        ),
      )
      .map(([values, extra]) => {
        const body: Record<string, unknown> = {};
        entries.forEach(([name], i) => {
          if (values[i] !== DROP) body[name] = values[i];
        });
        if (extra) Object.defineProperty(body, extra[0], { value: extra[1], enumerable: true });
        return body;
      });
  });
}
const DROP = Symbol('drop');

/** A request's body: the bytes and their content type (none: no body at all). */
export type BodyCase = { payload?: string | Buffer; contentType?: string; label: string };

const json = (value: unknown, label: string): BodyCase => {
  const text = JSON.stringify(value);
  return text === undefined
    ? { label: `${label} (no body)` }
    : { payload: text, contentType: 'application/json', label };
};

/** Text that is not JSON, sent as JSON: cut off, deeply nested, prototype keys, plain garbage. */
const malformedJson: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.constantFrom(
    '{',
    '{"a":',
    '[1,2',
    '"unterminated',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    '{"a":1,"a":2}',
    'NaN',
    '\u0000',
    '{"text":"\\u0000"}',
    '{"text":"\\ud800"}',
  ),
  fc.integer({ min: 50, max: 5000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`),
  fc.integer({ min: 50, max: 5000 }).map((n) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`),
);

export function hostileBodies(options: {
  shaped: fc.Arbitrary<unknown>;
  multipart: fc.Arbitrary<BodyCase>;
  readsForms: boolean;
}): fc.Arbitrary<BodyCase> {
  return fc.oneof(
    { weight: 4, arbitrary: mutated(options.shaped).map((v) => json(v, 'shaped, mutated')) },
    { weight: 1, arbitrary: options.shaped.map((v) => json(v, 'shaped')) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => json(v, 'any JSON')) },
    { weight: 1, arbitrary: fc.anything({ maxDepth: 3 }).map((v) => json(v, 'anything')) },
    { weight: 1, arbitrary: hostileValue.map((v) => json(v, 'hostile value')) },
    {
      weight: 2,
      arbitrary: malformedJson.map(
        (text): BodyCase => ({
          payload: text,
          contentType: 'application/json',
          label: 'malformed JSON',
        }),
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/xml',
            'application/json; charset=utf-16',
            'application/jsonx',
            '',
          ),
          fc.string({ maxLength: 60 }),
        )
        .map(
          ([contentType, text]): BodyCase => ({
            payload: text,
            contentType,
            label: `as ${contentType || 'empty type'}`,
          }),
        ),
    },
    { weight: 1, arbitrary: fc.constant<BodyCase>({ label: 'no body' }) },
    { weight: options.readsForms ? 4 : 1, arbitrary: options.multipart },
  );
}
