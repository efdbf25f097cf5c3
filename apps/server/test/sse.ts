// A small Server-Sent Events reader over fetch, for tests against a listening server: it keeps
// every event it has read, and waits for the ones a test expects.

// How long a test waits before calling an event lost: generous, because CI's machine is loaded
// and speed is the bench's to judge, never a test's.
const PATIENCE_MS = 10_000;

export type SseEvent = { id: string | undefined; event: string; data: string };

export type SseStream = {
  status: number;
  headers: Headers;
  events: SseEvent[];
  /** Resolves with the events once `count` of kind `event` have arrived, or rejects. */
  waitFor(event: string, count: number, timeoutMs?: number): Promise<SseEvent[]>;
  /** Resolves once the server has ended the stream, or rejects. */
  ended(timeoutMs?: number): Promise<void>;
  close(): void;
};

export async function openSse(url: string, headers: Record<string, string>): Promise<SseStream> {
  const controller = new AbortController();
  const res = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const events: SseEvent[] = [];
  let waiters: (() => void)[] = [];
  const reading = (async () => {
    if (!res.body) return;
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let split = buffer.indexOf('\n\n');
        while (split >= 0) {
          const block = buffer.slice(0, split);
          buffer = buffer.slice(split + 2);
          split = buffer.indexOf('\n\n');
          let id: string | undefined;
          let event = 'message';
          const data: string[] = [];
          let any = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':') || line === '') continue;
            const colon = line.indexOf(':');
            const field = colon < 0 ? line : line.slice(0, colon);
            const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
            if (field === 'id') id = value;
            else if (field === 'event') event = value;
            else if (field === 'data') {
              data.push(value);
              any = true;
            }
          }
          if (any) {
            events.push({ id, event, data: data.join('\n') });
            for (const wake of waiters) wake();
            waiters = [];
          }
        }
      }
    } catch {
      // Aborted by close().
    }
  })();
  return {
    async ended(timeoutMs = PATIENCE_MS) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        reading,
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('the stream did not end')), timeoutMs);
        }),
      ]);
      clearTimeout(timer);
    },
    status: res.status,
    headers: res.headers,
    events,
    async waitFor(event, count, timeoutMs = PATIENCE_MS) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.filter((e) => e.event === event);
        if (found.length >= count) return found;
        const left = deadline - Date.now();
        if (left <= 0) {
          throw new Error(`waited for ${count} '${event}' events, got ${found.length}`);
        }
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close() {
      controller.abort();
    },
  };
}
