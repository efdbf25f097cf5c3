import { z } from 'zod';

/**
 * The API's error body (lib/app-error.ts) as a response schema, one for every module: a module
 * that wrote its own dropped the fields it did not list (issue 38: `until` went missing).
 */
export const ErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    /** When a refusal ends (ISO 8601): the client writes it in its reader's zone. */
    until: z.string().optional(),
    /** How `message` writes `until`, for the client to replace. */
    untilText: z.string().optional(),
  }),
});
