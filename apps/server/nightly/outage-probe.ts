// Reads a server through a database outage (issue 39) and says what clients saw: every answer's
// status by time, measured from the moment the outage was caused. Used by the nightly
// `embedded-kill` scenario, CI's restart of Debian's PostgreSQL (.ci/run) and the server suite.

export type ProbeResult = {
  /** Answers by status ('error' for a request that got no HTTP answer at all). */
  statuses: Record<string, number>;
  /** Answers 500 or any 5xx other than 503. */
  faults: number;
  /** 503 answers without a Retry-After header. */
  without_retry_after: number;
  /** From the outage's cause to the first of `settledAfter` successful reads in a row. */
  readsBackMs: number | undefined;
  /** The longest stretch without a successful read, from the cause on. */
  longestGapMs: number;
};

export type ProbeOptions = {
  url: string;
  /** The reads, one per request, taken in turn ('/api/cases/recent'). */
  paths: readonly string[];
  /** Headers of each request (a client address of its own, past the per-address limits). */
  headers?: () => Record<string, string>;
  /** Readers at once. */
  readers?: number;
  /** Causes the outage (kill -9 of the postmaster, a restart); awaited. */
  cause: () => Promise<void>;
  /** How long to read before causing it. */
  warmMs?: number;
  /** How long to wait for reads to come back before giving up. */
  patienceMs: number;
  /** How many successful reads in a row count as "back". */
  settledAfter?: number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function probeThroughOutage(options: ProbeOptions): Promise<ProbeResult> {
  const statuses: Record<string, number> = {};
  const settledAfter = options.settledAfter ?? 10;
  let faults = 0;
  let withoutRetryAfter = 0;
  let causedAt: number | undefined;
  let lastSuccess = 0;
  let longestGapMs = 0;
  let inARow = 0;
  let readsBackMs: number | undefined;
  let stop = false;
  let turn = 0;

  const reader = async () => {
    while (!stop) {
      const path = options.paths[turn++ % options.paths.length] ?? '/api/health';
      let status: number | 'error';
      let retryAfter: string | null = null;
      try {
        const res = await fetch(`${options.url}${path}`, {
          headers: options.headers?.() ?? {},
          signal: AbortSignal.timeout(15_000),
        });
        status = res.status;
        retryAfter = res.headers.get('retry-after');
        await res.arrayBuffer();
      } catch {
        status = 'error';
      }
      const now = performance.now();
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (typeof status === 'number' && status >= 500 && status !== 503) faults += 1;
      if (status === 503 && !retryAfter) withoutRetryAfter += 1;
      if (status === 200) {
        if (causedAt !== undefined) {
          longestGapMs = Math.max(longestGapMs, now - Math.max(lastSuccess, causedAt));
          inARow += 1;
          if (inARow >= settledAfter && readsBackMs === undefined) {
            readsBackMs = now - causedAt;
          }
        }
        lastSuccess = now;
      } else if (causedAt !== undefined) {
        inARow = 0;
        // A read failing after "back" was declared is a second outage: not back after all.
        readsBackMs = undefined;
      }
      if (status !== 200) await sleep(50);
    }
  };

  const readers = Array.from({ length: options.readers ?? 4 }, reader);
  await sleep(options.warmMs ?? 2000);
  causedAt = performance.now();
  await options.cause();
  const deadline = causedAt + options.patienceMs;
  while (performance.now() < deadline) {
    // Back, and has stayed back for a second more.
    if (readsBackMs !== undefined && performance.now() - causedAt > readsBackMs + 1000) break;
    await sleep(100);
  }
  stop = true;
  await Promise.all(readers);
  if (readsBackMs === undefined) longestGapMs = Math.max(longestGapMs, options.patienceMs);
  return {
    statuses,
    faults,
    without_retry_after: withoutRetryAfter,
    readsBackMs,
    longestGapMs,
  };
}
