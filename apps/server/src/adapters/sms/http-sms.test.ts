import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpSms } from './http-sms.js';

// A local stand-in of the provider: it records each request and answers with the statuses
// the test lines up (then 200), or not at all for 'hang'.
const requests: { headers: IncomingMessage['headers']; body: unknown }[] = [];
let answers: (number | 'hang')[] = [];
const server = createServer(async (req, res) => {
  requests.push({ headers: req.headers, body: JSON.parse(await text(req)) });
  const answer = answers.shift() ?? 200;
  if (answer === 'hang') return;
  res.writeHead(answer, { 'content-type': 'application/json' }).end('{"id":"1"}');
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/messages`;
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  requests.length = 0;
  answers = [];
});

const errors: unknown[] = [];
const log = { error: (entry: unknown) => errors.push(entry) } as never;
const fast = { retryDelaysMs: [5, 10], timeoutMs: 300, log };

describe('HTTP SMS', () => {
  it('posts JSON with the bearer key and the sender', async () => {
    const sms = createHttpSms({ url, apiKey: 'k3y', from: 'Forewarn' });
    await sms.send('+61412345678', 'Your code is 123456');
    expect(requests).toHaveLength(1);
    expect(requests.at(-1)).toMatchObject({
      headers: { authorization: 'Bearer k3y', 'content-type': 'application/json' },
      body: { to: '+61412345678', text: 'Your code is 123456', from: 'Forewarn' },
    });
  });

  it('rejects a refusal at once, without trying again', async () => {
    answers = [401];
    const sms = createHttpSms({ url, apiKey: 'wrong', from: undefined, ...fast });
    await expect(sms.send('+61412345678', 'x')).rejects.toThrow('401');
    expect(requests).toHaveLength(1);
  });

  it('tries again after a 5xx, a 429 and a time-out, and delivers on the third try', async () => {
    answers = [503, 429];
    const sms = createHttpSms({ url, apiKey: 'k', from: undefined, ...fast });
    await sms.send('+61412345678', 'Your code is 123456');
    expect(requests).toHaveLength(3);

    requests.length = 0;
    answers = ['hang'];
    await sms.send('+61412345678', 'Your code is 654321');
    expect(requests).toHaveLength(2);
  });

  it('gives up after 3 tries, logs it without the number, and rejects', async () => {
    answers = [500, 502, 503];
    errors.length = 0;
    const sms = createHttpSms({ url, apiKey: 'k', from: undefined, ...fast });
    await expect(sms.send('+61412345678', 'x')).rejects.toThrow('503');
    expect(requests).toHaveLength(3);
    expect(errors).toHaveLength(1);
    expect(JSON.stringify(errors)).not.toContain('61412345678');
  });
});
