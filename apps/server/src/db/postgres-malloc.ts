// glibc gives the top of a PostgreSQL backend's heap back to the kernel whenever 128 kB lie free
// there. In a backend whose heap falls so, an index scan's large allocation lands at that top and
// every statement grows the heap, faults fresh pages in and gives them back: at 10 M cases 2.5
// times the search statement's cost (docs/decisions/0143). Fixed thresholds stop the churn; each
// backend may keep up to the trim threshold free.

/** glibc's malloc settings PostgreSQL runs with, as environment variables by name. */
export const POSTGRES_MALLOC_ENV = {
  /** Allocations this large or larger get a mapping of their own, unmapped when freed. */
  MALLOC_MMAP_THRESHOLD_: String(4 * 1024 * 1024),
  /** Free memory at the heap's top goes back to the kernel only past this much. */
  MALLOC_TRIM_THRESHOLD_: String(8 * 1024 * 1024),
} as const;

/** The settings for a PostgreSQL started here; an operator's own, set in `env`, are kept. */
export function postgresMallocEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return Object.fromEntries(
    Object.entries(POSTGRES_MALLOC_ENV).map(([name, value]) => [name, env[name] ?? value]),
  );
}
