import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { TRANSPORT_MESSAGES } from '@forewarn/domain';
import type { ConnectionError, FastifyInstance } from 'fastify';
import type { ErrorBody, ErrorCode } from '../lib/app-error.js';
import { inLanguage } from '../lib/language.js';

// A request Node's parser cannot read (headers too large, a bad chunk, both Transfer-Encoding
// and Content-Length, an unknown method) never becomes a request: Fastify answers it on the
// socket with its own `{"error":"Bad Request",…}`. Given as Fastify's `clientErrorHandler`, this
// answers in the API's error shape instead, with the status Fastify would use.

/** Status, code and text for a parser's refusal; English, since no request was read to ask. */
function refusal(error: ConnectionError): { status: number; code: ErrorCode; message: string } {
  return inLanguage('en', () => {
    if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
      return {
        status: 408,
        code: 'request_timeout' as const,
        message: TRANSPORT_MESSAGES.requestTooSlow,
      };
    }
    if (error.code === 'HPE_HEADER_OVERFLOW') {
      return {
        status: 431,
        code: 'too_large' as const,
        message: TRANSPORT_MESSAGES.headersTooLarge,
      };
    }
    return { status: 400, code: 'invalid_input' as const, message: TRANSPORT_MESSAGES.badInput };
  });
}

/** The raw HTTP answer for `error`: the body and the headers it needs, the connection closed. */
export function clientErrorResponse(error: ConnectionError): string {
  const { status, code, message } = refusal(error);
  const body = JSON.stringify({ error: { code, message } } satisfies ErrorBody);
  return (
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
    'Content-Type: application/json; charset=utf-8\r\n' +
    `Content-Length: ${Buffer.byteLength(body)}\r\n` +
    'Connection: close\r\n\r\n' +
    body
  );
}

/** Fastify's `clientErrorHandler` (bound to the instance): the answer above, then the socket ends. */
export function answerClientError(
  this: FastifyInstance,
  error: ConnectionError,
  socket: Socket,
): void {
  // A reset connection has nobody to answer, as in Fastify's default handler.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // Mostly a network or proxy fault, not the server's: logged where Fastify's default logs it.
  this.log.trace({ err: error }, 'client error');
  // A response already under way on this connection (pipelining) must not be cut into.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) socket.write(clientErrorResponse(error));
  socket.destroy(error);
}
