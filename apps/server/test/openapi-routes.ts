import type { FastifyInstance } from 'fastify';

// The routes the OpenAPI document lists, for tests that must cover every one of them (the
// property tests, the PII canary): a route added later is in the list without anyone
// remembering to add it.

export type JsonSchema = {
  type?: string | JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  pattern?: string;
  nullable?: boolean;
  default?: unknown;
};

type Parameter = { in: 'path' | 'query' | 'header'; name: string; schema: JsonSchema };

type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};

export type ApiRoute = {
  /** Upper case: GET, POST, … */
  method: string;
  /** As the document writes it: /api/cases/{id}. */
  path: string;
  /** `GET /api/cases/{id}`: the key the tests' tables use. */
  key: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** Request body schemas by media type, when the document describes the body. */
  bodies: Record<string, JsonSchema>;
};

export function openApiRoutes(app: FastifyInstance): ApiRoute[] {
  const document = app.swagger() as { paths: Record<string, Record<string, Operation>> };
  const routes: ApiRoute[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [lowerMethod, operation] of Object.entries(operations)) {
      const method = lowerMethod.toUpperCase();
      const parameters = operation.parameters ?? [];
      const bodies = Object.fromEntries(
        Object.entries(operation.requestBody?.content ?? {}).map(([type, { schema }]) => [
          type,
          schema,
        ]),
      );
      routes.push({
        method,
        path,
        key: `${method} ${path}`,
        pathParams: parameters.filter((p) => p.in === 'path'),
        queryParams: parameters.filter((p) => p.in === 'query'),
        bodies,
      });
    }
  }
  return routes;
}

export const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The path with each {param} replaced by its (URL-encoded) value; a param without one throws. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {${name}} in ${path}`);
    return encodeURIComponent(value);
  });
}
