import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChatHub } from './live.js';
import type { MemberStreams } from './member-streams.js';

const HEARTBEAT_MS = 20_000;

export type EventStream = {
  send(event: string, data: unknown, id?: string): void;
  readonly closed: boolean;
};

const STREAM_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Accel-Buffering': 'no',
};

/**
 * The answer to HEAD on a stream's route (Fastify adds HEAD to every GET): its headers, at once.
 * Opened as a stream, it hung, since Node sends a HEAD's headers only when the body ends, and
 * it took one of the member's five streams, ending a real one.
 */
export function eventStreamHead(reply: FastifyReply): FastifyReply {
  return reply.status(200).headers(STREAM_HEADERS).send();
}

/**
 * Turns the reply into a Server-Sent Events stream. The headers the app set so far (security
 * headers) are kept; a comment every 20 s keeps proxies from closing an idle stream.
 */
export function openEventStream(
  hub: ChatHub,
  streams: MemberStreams,
  owner: { userId: string; wantsState: boolean },
  request: FastifyRequest,
  reply: FastifyReply,
  onClose: () => void,
): EventStream {
  reply.hijack();
  const raw = reply.raw;
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) raw.setHeader(name, value);
  }
  raw.writeHead(200, { ...STREAM_HEADERS, Connection: 'keep-alive' });
  // Clients reconnect 2 s after the stream ends (a restart or shutdown ends it), with
  // Last-Event-ID, to whichever server process answers then.
  raw.write('retry: 2000\n\n');
  const openStreams = request.server.deps.metrics.eventStreams;
  openStreams.inc();
  let closed = false;
  const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
  const stopEnding = hub.onEnd(() => end());
  const send = (event: string, data: unknown, id?: string) => {
    if (closed) return;
    raw.write(`${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  // Counted against the member's cap: opening one past it ends their oldest (issue 22).
  const leave = streams.add(owner.userId, {
    send,
    end: () => end(),
    wantsState: owner.wantsState,
  });
  const end = () => {
    if (closed) return;
    closed = true;
    openStreams.dec();
    clearInterval(heartbeat);
    stopEnding();
    leave();
    onClose();
    raw.end();
  };
  request.raw.on('close', end);
  return {
    send,
    get closed() {
      return closed;
    },
  };
}
