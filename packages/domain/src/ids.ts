// The shape of the ids PostgreSQL makes (gen_random_uuid): a route checks it before asking the
// database, which would refuse anything else with an error rather than an empty answer.

import { z } from 'zod';

/** A UUID in its text form, any version, either case. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/**
 * An id a route or a form takes as a UUID and refuses otherwise with a 400 (zod's RFC 9562
 * check, which the OpenAPI document states as `format: uuid`). Routes whose unknown and odd ids
 * alike answer 404 (a case, a comment, a thread) take any short text and ask `isUuid`.
 */
export const uuidSchema = z.uuid();
