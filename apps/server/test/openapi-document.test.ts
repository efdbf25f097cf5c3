import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerOpenApi } from '../src/plugins/openapi.js';
import { buildTestApp } from './build-test-app.js';

// The OpenAPI document tools must accept (issue 41; docs/decisions/0064): Redocly's
// recommended rules pass with no error, and every operation, including routes added later,
// has an operationId, its security and its 4xx answers in the error schema.

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const REDOCLY = path.join(REPO_ROOT, 'node_modules', '.bin', 'redocly');

type Operation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { schema: { properties?: object } }> }>;
};
type Document = {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
};

const { app, config } = await buildTestApp({ PUBLIC_URL: 'https://forewarn.example' });
const document = app.swagger() as unknown as Document;
const operations = Object.entries(document.paths).flatMap(([route, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({
    key: `${method.toUpperCase()} ${route}`,
    operation,
  })),
);

const dir = mkdtempSync(path.join(tmpdir(), 'forewarn-openapi-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the OpenAPI document', () => {
  it('passes redocly lint with the recommended rules, no errors', () => {
    const file = path.join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(document, null, 2));
    if (process.env.OPENAPI_DUMP)
      writeFileSync(process.env.OPENAPI_DUMP, JSON.stringify(document, null, 2));
    const lint = spawnSync(
      REDOCLY,
      ['lint', file, '--config', path.join(REPO_ROOT, 'redocly.yaml'), '--format', 'stylish'],
      {
        encoding: 'utf8',
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    );
    const output = `${lint.stdout}\n${lint.stderr}`;
    expect(lint.status, output).toBe(0);
    expect(output).not.toMatch(/\berror\b.*\n/i);
    // The CLI's start and lint take seconds; on a machine busy with the rest of the suite, more.
  }, 120_000);

  it('names PUBLIC_URL as its server', () => {
    expect(document.servers).toEqual([expect.objectContaining({ url: config.publicUrl })]);
  });

  it('gives every operation a unique operationId, its security and a described 4xx', () => {
    expect(operations.length).toBeGreaterThan(90);
    const ids = new Set<string>();
    for (const { key, operation } of operations) {
      expect(operation.operationId, key).toMatch(/^[a-zA-Z][a-zA-Z0-9]*$/);
      expect(ids.has(operation.operationId ?? ''), `${key}: duplicate operationId`).toBe(false);
      ids.add(operation.operationId ?? '');
      expect(operation.security?.length, `${key}: security`).toBeGreaterThan(0);
      const errors = Object.entries(operation.responses).filter(([status]) =>
        /^4\d\d$/.test(status),
      );
      expect(errors.length, `${key}: no 4xx`).toBeGreaterThan(0);
      for (const [status, response] of errors) {
        const schema = response.content?.['application/json']?.schema;
        expect(schema, `${key} ${status}`).toEqual({ $ref: '#/components/schemas/Error' });
      }
    }
  });
});

describe('a route added later, with nothing said of it', () => {
  it('is described all the same: operationId, security (a session) and its 4xx answers', async () => {
    const later = Fastify().withTypeProvider<ZodTypeProvider>();
    later.setValidatorCompiler(validatorCompiler);
    later.setSerializerCompiler(serializerCompiler);
    await registerOpenApi(later, { publicUrl: 'https://forewarn.example' });
    later.post(
      '/api/gadgets/:id/polish',
      { schema: { params: z.object({ id: z.string() }) } },
      async () => ({ ok: true }),
    );
    later.get('/api/gadgets', async () => []);
    await later.ready();
    const doc = later.swagger() as unknown as Document;
    const polish = doc.paths['/api/gadgets/{id}/polish']?.post;
    expect(polish?.operationId).toBe('postGadgetsByIdPolish');
    expect(polish?.security).toEqual([{ sessionCookie: [] }]);
    expect(Object.keys(polish?.responses ?? {})).toEqual(
      expect.arrayContaining(['400', '401', '403', '404']),
    );
    const list = doc.paths['/api/gadgets']?.get;
    expect(list?.operationId).toBe('getGadgets');
    expect(Object.keys(list?.responses ?? {}).sort()).toEqual([
      '200',
      '400',
      '401',
      '403',
      '429',
      '503',
    ]);
    await later.close();
  });
});
