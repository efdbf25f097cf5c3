// What a lost or changing database looks like from here (issue 39): the server it was talking
// to restarted, crashed, was demoted in a failover, or cannot be reached yet. None of these is
// the request's fault or a bug, and each passes within seconds (a restart, a Patroni failover),
// so the answer is 503 with Retry-After, never 500.

/** Seconds a request caught in a database outage is asked to wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/**
 * SQLSTATEs of a server going away or not there yet: class 08 (connection exceptions),
 * 57P01 admin_shutdown (a fast shutdown or a Patroni demotion), 57P02 crash_shutdown (another
 * backend crashed and the postmaster is resetting), 57P03 cannot_connect_now (starting up,
 * in recovery), 25006 read_only_sql_transaction (a write reached a standby: a primary demoted
 * under an open connection), 53300 too_many_connections (a new primary filling up with every
 * process's reconnections), 40001 is not here: a serialization failure is the app's to handle.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '25006', '53300']);

/** Node's socket errors on a connection that was refused, reset or timed out. */
const SOCKET_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * node-postgres's own messages for a connection that ended under a query, or that the pool
 * could not open in time; it gives them no code.
 */
const DRIVER_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error and is not queryable|Client was closed and is not queryable|timeout exceeded when trying to connect|Connection terminated due to connection timeout|Query read timeout)/;

type Chained = { code?: unknown; message?: unknown; cause?: unknown };

/** Whether the error, or one it wraps (Drizzle's `cause`), is the database being unavailable. */
export function databaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const { code, message, cause } = current as Chained;
    if (typeof code === 'string') {
      if (code.startsWith('08') && code.length === 5) return true;
      if (UNAVAILABLE_SQLSTATES.has(code) || SOCKET_ERRORS.has(code)) return true;
    }
    if (typeof message === 'string' && DRIVER_MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}

/**
 * Whether a failed statement may be sent again on another connection: only a read. A SELECT
 * that calls a function with effects (queueing a job, taking a lock, drawing a sequence) is not
 * one, nor a WITH that hides a write (nor our own functions that write: the search's
 * completions, the notifications' queue); those fail to the client, who decides.
 */
export function isRetryableRead(text: string): boolean {
  const statement = text.replace(/^(\s|--[^\n]*\n|\/\*[\s\S]*?\*\/)+/, '');
  if (!/^select\b/i.test(statement)) return false;
  return !/\b(insert|update|delete|merge|nextval|setval|add_job|add_jobs|pg_advisory\w*|pg_notify|search_record_completions|forewarn_\w+|for\s+update|for\s+share|for\s+no\s+key\s+update)\b/i.test(
    statement,
  );
}
