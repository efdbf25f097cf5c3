import { type Account, randomClientAddress, sleep, unique } from './clients.js';

// The failover scenario's chat (issue 39): members message a case's creator, one thread each,
// while the creator's event stream (GET /api/threads/events, as the app's header opens it) is
// read. Per failover: the stream open again after the cause, and a message acknowledged after
// the cause received on it. Over the run: every acknowledged message in the database. A message
// sent while the stream was cut is not replayed on this stream (the open chat reloads its
// messages then, routes.ts), so messages received is a figure, not a budget.

/** At most this many messages from one member in one thread per 24 hours (spec §4). */
const PER_THREAD = 10;

/** The receiver's event stream, opened again 1 s after it ends: its openings and messages. */
function receiverStream(urls: readonly string[], cookie: string) {
  const opened: number[] = [];
  const received = new Map<string, number>();
  let stopped = false;
  let controller: AbortController | undefined;
  const read = (block: string) => {
    const lines = block.split('\n');
    if (!lines.includes('event: message')) return;
    const data = lines.find((line) => line.startsWith('data: '));
    if (!data) return;
    const { message } = JSON.parse(data.slice(6)) as { message?: { id?: string } };
    if (message?.id && !received.has(message.id)) received.set(message.id, performance.now());
  };
  const loop = async () => {
    for (let i = 0; !stopped; i++) {
      controller = new AbortController();
      try {
        const res = await fetch(`${urls[i % urls.length]}/api/threads/events`, {
          headers: { cookie },
          signal: controller.signal,
        });
        if (res.status === 200 && res.body) {
          opened.push(performance.now());
          const decoder = new TextDecoder();
          let buffer = '';
          for await (const chunk of res.body) {
            buffer += decoder.decode(chunk, { stream: true }).replaceAll('\r\n', '\n');
            let end = buffer.indexOf('\n\n');
            while (end >= 0) {
              read(buffer.slice(0, end));
              buffer = buffer.slice(end + 2);
              end = buffer.indexOf('\n\n');
            }
          }
        } else await res.arrayBuffer();
      } catch {
        // Cut, or refused: try again.
      }
      await sleep(1000);
    }
  };
  const running = loop();
  return {
    opened,
    received,
    async stop() {
      stopped = true;
      controller?.abort();
      await running;
    },
  };
}

/**
 * Chat under load: `senders` message the creator of `caseId` (whose session is
 * `receiverCookie`) in turn, each up to the allowance, one message a second in all.
 */
export function chatLoad(options: {
  urls: readonly string[];
  caseId: string;
  receiverCookie: string;
  senders: readonly Account[];
  /** Told every status (5xx other than 503 are faults). */
  note: (status: number) => void;
  /** Told the moment of every acknowledged message (a successful write). */
  wrote: (at: number) => void;
}) {
  const { urls, caseId, senders, note } = options;
  const stream = receiverStream(urls, options.receiverCookie);
  /** Acknowledged messages: id → when the 201 came. */
  const acknowledged = new Map<string, number>();
  let going = true;
  let refusal: string | undefined;

  const post = async (turn: number, path: string, cookie: string, body: unknown) => {
    try {
      const res = await fetch(`${urls[turn % urls.length]}${path}`, {
        method: 'POST',
        headers: {
          cookie,
          'content-type': 'application/json',
          'x-forwarded-for': randomClientAddress(),
        },
        body: JSON.stringify(body),
      });
      note(res.status);
      const answer = await res.text();
      if (res.status >= 400 && res.status < 500 && res.status !== 429 && !refusal) {
        refusal = `${res.status} ${answer.slice(0, 300)}`;
      }
      return { status: res.status, answer };
    } catch {
      return { status: 0, answer: '' };
    }
  };

  const sender = async () => {
    let turn = 0;
    for (const account of senders) {
      let threadId: string | undefined;
      while (going && !threadId) {
        const { status, answer } = await post(
          turn++,
          `/api/cases/${caseId}/thread`,
          account.cookie,
          {},
        );
        if (status === 200) threadId = (JSON.parse(answer) as { threadId: string }).threadId;
        else await sleep(500);
      }
      for (let sent = 0; going && threadId && sent < PER_THREAD; ) {
        const { status, answer } = await post(
          turn++,
          `/api/threads/${threadId}/messages`,
          account.cookie,
          { text: `Still there? ${unique()}` },
        );
        if (status === 201) {
          const at = performance.now();
          acknowledged.set((JSON.parse(answer) as { message: { id: string } }).message.id, at);
          options.wrote(at);
          sent += 1;
        } else if (status === 429) break;
        await sleep(status === 201 ? 1000 : 300);
      }
      if (!going) return;
    }
    refusal ??= 'the senders ran out';
  };
  const running = sender();

  return {
    acknowledged,
    stream,
    /** Whether the stream opened, and a message acknowledged, in (at, at + window]. */
    since(at: number, window: number) {
      const inWindow = (t: number) => t > at && t <= at + window;
      let delivered = 0;
      for (const [id, ackAt] of acknowledged) {
        if (inWindow(ackAt) && stream.received.has(id)) delivered += 1;
      }
      return { reopened: stream.opened.some(inWindow), delivered };
    },
    refusal: () => refusal,
    async stop() {
      going = false;
      await running;
      await stream.stop();
    },
  };
}
