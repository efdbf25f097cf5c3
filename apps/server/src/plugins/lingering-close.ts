import type { Socket } from 'node:net';
import type { FastifyRequest } from 'fastify';

// Refusals a client can read (issue 37). An answer given before the request's body has arrived
// (401 without a session, 413, 429, 503) closes the connection: kept alive, Node would go on
// reading the rest of the body however slowly it came (decision 0030). But closing a socket
// whose peer is still sending makes the kernel answer the next bytes with a reset, and a
// client that is still writing (Node's fetch, undici) then fails with EPIPE or ECONNRESET and
// never reads the answer that was already on its way. So, as nginx's `lingering_close` does,
// the server finishes the answer, shuts its side (FIN), and then reads and discards what the
// client still sends, for a bounded time and size, before closing:
// - at most LINGER_MAX_MS in all (nginx: lingering_time 30 s; a refused upload of the largest
//   size on a fast link is over in well under a second);
// - at most LINGER_IDLE_MS without a byte (nginx: lingering_timeout 5 s), so a client that has
//   stopped sending (it read the answer) or trickles does not hold the socket;
// - at most LINGER_MAX_BYTES (more than the largest form: 7 images of 5 MB).
// Bytes are discarded as they come (the request stream is resumed), never kept.
// A body cut off as too slow (408) lingers too, but at most LINGER_AFTER_CUT_OFF_MS in all: its
// client trickles, so the idle limit would never end it, and without any linger a client that
// wrote its next byte before reading lost its 408 to the reset (decision 0102).

export const LINGER_MAX_MS = 10_000;
export const LINGER_IDLE_MS = 2_000;
export const LINGER_MAX_BYTES = 64 * 1024 * 1024;
export const LINGER_AFTER_CUT_OFF_MS = LINGER_IDLE_MS;

const lingering = new WeakSet<Socket>();

/**
 * Called for an answer sent before the body arrived: once the answer is written, the socket is
 * half-closed and drained instead of closed (Node calls destroySoon after a `Connection: close`
 * answer, which closes it as soon as the answer is written).
 */
export function lingerAfterAnswer(request: FastifyRequest, maxMs = LINGER_MAX_MS): void {
  const socket = request.raw.socket;
  if (!socket || socket.destroyed || lingering.has(socket)) return;
  lingering.add(socket);
  socket.destroySoon = () => {
    const raw = request.raw;
    // Whatever reads the body (a multipart parser) has stopped: the rest is discarded here.
    raw.resume();
    if (!socket.writableEnded) socket.end();
    const start = socket.bytesRead;
    let seen = start;
    const done = () => {
      clearInterval(idle);
      clearTimeout(cap);
      socket.destroy();
    };
    const cap = setTimeout(done, maxMs);
    const idle = setInterval(() => {
      const now = socket.bytesRead;
      if (now === seen || now - start > LINGER_MAX_BYTES) done();
      seen = now;
    }, LINGER_IDLE_MS);
    socket.once('close', () => {
      clearInterval(idle);
      clearTimeout(cap);
    });
    // The whole body has come: the client now reads the answer and closes its side.
    if (raw.complete) done();
    else raw.once('end', done);
    return socket;
  };
}
