// The database reads behind /metrics (the crowd's state, the cases held, the transparency
// figures), one at a time and each once per scrape. prom-client collects every gauge at once,
// so a scrape used to send 16 statements, most of them together, and on a busy
// server that pushed the public past SHED_DATABASE_WAITING: a monitoring scrape shed a visitor
// (decision 0103).

/** One of a scrape's database reads: queued behind the others, shared within `windowMs`. */
export type ScrapeRead = <T>(key: string, read: () => Promise<T>) => Promise<T>;

/** How long a read is shared: the gauges of one scrape ask for it within this. */
const SHARED_FOR_MS = 1000;

export function scrapeReads(now: () => number = Date.now): ScrapeRead {
  let tail: Promise<unknown> = Promise.resolve();
  const recent = new Map<string, { at: number; value: Promise<unknown> }>();
  return <T>(key: string, read: () => Promise<T>): Promise<T> => {
    const at = now();
    const shared = recent.get(key);
    if (shared && at - shared.at < SHARED_FOR_MS) return shared.value as Promise<T>;
    // After the read before it, whether that one answered or failed.
    const value = tail.then(read, read);
    tail = value.catch(() => undefined);
    recent.set(key, { at, value });
    return value;
  };
}
