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

/** Whether the error is a foreign-key violation (SQLSTATE 23503): the row it points to is gone. */
export function foreignKeyViolation(error: unknown): boolean {
  for (const e of errorChain(error)) if (e.code === '23503') return true;
  return false;
}

/**
 * SQLSTATEs that mean the client sent a value PostgreSQL cannot hold or read (a NUL character,
 * an impossible date or time zone offset, text where a uuid belongs): bad input, answered with a
 * 400, never a 500. Not 22023 (invalid_parameter_value): the server's own bad arguments say it too.
 */
const BAD_INPUT_SQLSTATES = new Set([
  '22021',
  '22P05',
  '22007',
  '22008',
  '22009',
  '22P02',
  '22001',
]);

export function badInputError(error: unknown): boolean {
  for (const e of errorChain(error)) {
    if (typeof e.code === 'string' && BAD_INPUT_SQLSTATES.has(e.code)) return true;
  }
  return false;
}

/**
 * Drizzle's wrapper of a failed query, known by its shape: its class leaves `name` as 'Error'
 * (so testing the name let every parameter into the log), and a shape holds across copies of
 * the package where instanceof would not.
 */
function isDrizzleQueryError(e: object): boolean {
  const err = e as { query?: unknown; params?: unknown; cause?: unknown };
  return typeof err.query === 'string' && 'params' in err && 'cause' in err;
}

/**
 * What may be logged of a failure: its class, message and SQLSTATE, but never a query's bound
 * parameters, which hold offenders' details and password hashes.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  const chain = [...errorChain(error)].map((e) => {
    const err = e as { name?: unknown; message?: unknown; query?: unknown; stack?: unknown };
    const isQueryError = isDrizzleQueryError(e);
    return {
      name: isQueryError ? 'DrizzleQueryError' : err.name,
      // A Drizzle query error's message repeats the parameters: keep only the query text.
      message: isQueryError ? undefined : err.message,
      query: typeof err.query === 'string' ? err.query : undefined,
      code: e.code,
      constraint: e.constraint,
      stack: isQueryError ? undefined : err.stack,
    };
  });
  return { chain };
}
