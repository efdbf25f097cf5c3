// PostgreSQL errors arrive wrapped (Drizzle puts the driver's error in `cause`); these helpers
// look through the chain for the SQLSTATE a service wants to turn into a user-facing answer.

type PgLikeError = { code?: unknown; constraint?: unknown; cause?: unknown };

function* errorChain(error: unknown): Generator<PgLikeError> {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    yield current as PgLikeError;
    current = (current as PgLikeError).cause;
  }
}

/** The constraint named by a unique violation (SQLSTATE 23505), or null for any other error. */
export function uniqueViolation(error: unknown): string | null {
  for (const e of errorChain(error)) {
    if (e.code === '23505') return typeof e.constraint === 'string' ? e.constraint : '';
  }
  return null;
}
