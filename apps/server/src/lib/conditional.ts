import { z } from 'zod';

// The schema parts of a conditional GET (plugins/etag.ts), for the routes that answer one.

export const CONDITIONAL =
  'Answers carry an ETag (this caller’s answer, byte for byte); send it back in If-None-Match ' +
  'and an unchanged answer is 304 with no body. A conditional search still counts as a search.';

export const IfNoneMatch = z.object({
  'if-none-match': z
    .string()
    .max(1000)
    .optional()
    .describe('An ETag from an earlier answer: 304 when the answer is still the same.'),
});

export const NotModified = z.null().describe('Not modified: the answer is the one the ETag names.');
