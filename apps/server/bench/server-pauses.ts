// What the server itself did during a paced run, from its own /metrics (prom-client's default
// metrics, answered on loopback): the longest event-loop delay, and the garbage collections by
// kind with their time. prom-client resets the event-loop histogram each time it is read, so a
// read just before the run starts the window.

export type ServerPauses = {
  /** The longest the event loop was held, in ms. */
  eventLoopMaxMs: number;
  /** Collections by kind (major, minor, incremental, weakcb): how many, and their total ms. */
  gc: Record<string, { count: number; ms: number }>;
  /**
   * Requests the server itself took more than 50 ms over, from its request-duration histogram
   * (every route): beside the sender's count, it says whether a stall was inside the server
   * (receiving the request to sending the answer) or outside it.
   */
  over50Ms: number;
};

async function scrape(base: string): Promise<string> {
  // A diagnosis only: a failed scrape reads as nothing rather than failing the run.
  try {
    const response = await fetch(new URL('/metrics', base));
    return response.ok ? await response.text() : '';
  } catch {
    return '';
  }
}

function read(text: string): ServerPauses {
  const lag = /^forewarn_nodejs_eventloop_lag_max_seconds (\S+)$/m.exec(text);
  const gc: ServerPauses['gc'] = {};
  for (const match of text.matchAll(
    /^forewarn_nodejs_gc_duration_seconds_(sum|count)\{kind="(\w+)"\} (\S+)$/gm,
  )) {
    const [, field, kind, value] = match as unknown as [string, string, string, string];
    const entry = gc[kind] ?? { count: 0, ms: 0 };
    gc[kind] = entry;
    if (field === 'count') entry.count = Number(value);
    else entry.ms = Number(value) * 1000;
  }
  let total = 0;
  let within50Ms = 0;
  for (const match of text.matchAll(
    /^forewarn_http_request_duration_seconds_(bucket|count)\{([^}]*)\} (\S+)$/gm,
  )) {
    const [, field, labels, value] = match as unknown as [string, string, string, string];
    if (field === 'count') total += Number(value);
    else if (labels.includes('le="0.05"')) within50Ms += Number(value);
  }
  return { eventLoopMaxMs: Number(lag?.[1] ?? 0) * 1000, gc, over50Ms: total - within50Ms };
}

/** Starts a window; its `end()` answers what happened in the server since. */
export async function watchServerPauses(
  base: string,
): Promise<{ end: () => Promise<ServerPauses> }> {
  const before = read(await scrape(base));
  return {
    async end() {
      const after = read(await scrape(base));
      const gc: ServerPauses['gc'] = {};
      for (const [kind, now] of Object.entries(after.gc)) {
        const then = before.gc[kind] ?? { count: 0, ms: 0 };
        if (now.count > then.count)
          gc[kind] = { count: now.count - then.count, ms: now.ms - then.ms };
      }
      return {
        eventLoopMaxMs: after.eventLoopMaxMs,
        gc,
        over50Ms: after.over50Ms - before.over50Ms,
      };
    },
  };
}

export function describePauses(pauses: ServerPauses): string {
  const gc = Object.entries(pauses.gc)
    .map(([kind, { count, ms }]) => `${count} ${kind} ${ms.toFixed(0)} ms`)
    .join(', ');
  return `event loop held up to ${pauses.eventLoopMaxMs.toFixed(0)} ms; GC ${gc || 'none'}; ${pauses.over50Ms} requests over 50 ms inside it`;
}
