// The shape of the ids PostgreSQL makes (gen_random_uuid): a route checks it before asking the
// database, which would refuse anything else with an error rather than an empty answer.

/** A UUID in its text form, any version, either case. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
