import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

// An integrator's webhook endpoint on loopback, for tests (issue 50): it records each POST and
// answers with the statuses a test queues (200 when none is queued). `verifyForewarnWebhook` is
// the verification snippet of docs/api.md ("Webhooks"), word for word, so a test that verifies
// with it checks the documented scheme, not the server's own signing code.

// --- docs/api.md snippet starts
export function verifyForewarnWebhook(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
  toleranceSeconds = 300,
): boolean {
  const timestamp = String(headers['forewarn-webhook-timestamp'] ?? '');
  const given = String(headers['forewarn-webhook-signature'] ?? '');
  if (!/^\d+$/.test(timestamp)) return false;
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > toleranceSeconds) return false;
  const expected = `v1=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
  return (
    given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected))
  );
}
// --- docs/api.md snippet ends

export type Received = { path: string; headers: IncomingHttpHeaders; body: string };

export async function startWebhookReceiver() {
  const received: Received[] = [];
  const statuses: number[] = [];
  const waiting: (() => void)[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const status = statuses.shift() ?? 200;
      if (status >= 300 && status < 400) response.setHeader('location', 'https://example.com/');
      response.statusCode = status;
      response.end('ok');
      for (const wake of waiting.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/forewarn-hook`,
    received,
    /** The next answers, in order. */
    answer: (...codes: number[]) => statuses.push(...codes),
    /** Resolves once `count` requests have arrived (a worker delivers in its own time). */
    async until(count: number): Promise<Received[]> {
      while (received.length < count) await new Promise<void>((wake) => waiting.push(wake));
      return received;
    },
  };
}
