import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema } from '../../lib/error-schema.js';
import type { CasesDeps } from './case-rules.js';

// What the case routes share (routes.ts registers them: case-routes.ts, case-status-routes.ts,
// case-image-routes.ts, own-case-routes.ts), so each use case's routes read alone.

/** The Fastify instance the case routes are registered on (zod-typed). */
export type CasesApp = Parameters<FastifyPluginAsyncZod>[0];
/** The services' dependencies for one request (its logger). */
export type CasesDepsOf = (request: FastifyRequest) => CasesDeps;

export const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
export const CaseParams = z.object({ id: z.string().min(1).max(64) });
export const ImageParams = CaseParams.extend({ imageId: z.string().min(1).max(64) });
export const MessageSchema = z.object({ message: z.string() });
