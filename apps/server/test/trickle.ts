import net from 'node:net';

// A client that sends a request's body a few bytes at a time over a real socket, as the outside
// probe's slow uploaders did (issue 46, N12): the server sees a real connection whose body is
// still arriving, not a stand-in stream.

export type Answer = { status: number; headers: string; body: string };

export type Trickle = {
  /** The server's answer: resolved once it has arrived whole, or the connection closed. */
  answer: Promise<Answer | null>;
  /** Sends the rest of the body at once. */
  finish: () => void;
  /** Hangs up. */
  stop: () => void;
};

/**
 * POSTs `payload` to `path`, announcing its whole length, then `bytesPerTick` bytes every
 * `tickMs` until it is all sent, the server answers, or `stop`. `forwardedFor` is the client's
 * address as a trusted proxy would tell it (the app under test sets TRUST_PROXY=127.0.0.1).
 */
export function trickle(
  origin: URL,
  options: {
    path: string;
    headers: Record<string, string>;
    payload: Buffer;
    forwardedFor: string;
    bytesPerTick: number;
    tickMs: number;
  },
): Trickle {
  const { payload } = options;
  const socket = net.connect(Number(origin.port), origin.hostname);
  let received = Buffer.alloc(0);
  let sent = 0;
  let timer: NodeJS.Timeout | undefined;
  const send = (upTo: number) => {
    if (socket.destroyed || sent >= payload.length) return;
    const end = Math.min(upTo, payload.length);
    socket.write(payload.subarray(sent, end));
    sent = end;
    if (sent >= payload.length) clearInterval(timer);
  };
  let resolveAnswer: (answer: Answer | null) => void = () => undefined;
  const answer = new Promise<Answer | null>((resolve) => {
    resolveAnswer = resolve;
  });
  const parsed = (): Answer | null => {
    const text = received.toString('latin1');
    const end = text.indexOf('\r\n\r\n');
    if (end < 0) return null;
    const headers = text.slice(0, end);
    const status = Number(headers.split(' ')[1]);
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(headers)?.[1] ?? 0);
    const body = received.subarray(Buffer.byteLength(text.slice(0, end + 4), 'latin1'));
    if (body.length < length) return null;
    return { status, headers, body: body.subarray(0, length).toString('utf8') };
  };
  socket.on('data', (chunk: Buffer) => {
    received = Buffer.concat([received, chunk]);
    const whole = parsed();
    if (whole) {
      clearInterval(timer);
      resolveAnswer(whole);
    }
  });
  socket.on('error', () => undefined);
  socket.once('close', () => {
    clearInterval(timer);
    resolveAnswer(parsed());
  });
  socket.once('connect', () => {
    const head = [
      `POST ${options.path} HTTP/1.1`,
      `Host: ${origin.host}`,
      `X-Forwarded-For: ${options.forwardedFor}`,
      `Content-Length: ${payload.length}`,
      ...Object.entries(options.headers).map(([name, value]) => `${name}: ${value}`),
    ];
    socket.write(`${head.join('\r\n')}\r\n\r\n`);
    timer = setInterval(() => send(sent + options.bytesPerTick), options.tickMs);
  });
  return {
    answer,
    finish: () => send(payload.length),
    stop: () => {
      clearInterval(timer);
      socket.destroy();
    },
  };
}
