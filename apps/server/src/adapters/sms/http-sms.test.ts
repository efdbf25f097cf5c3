import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createHttpSms } from './http-sms.js';

const requests: { headers: IncomingMessage['headers']; body: unknown }[] = [];
let status = 200;
const server = createServer(async (req, res) => {
  requests.push({ headers: req.headers, body: JSON.parse(await text(req)) });
  res.writeHead(status, { 'content-type': 'application/json' }).end('{"id":"1"}');
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/messages`;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('HTTP SMS', () => {
  it('posts JSON with the bearer key and the sender', async () => {
    const sms = createHttpSms({ url, apiKey: 'k3y', from: 'Forewarn' });
    await sms.send('+61412345678', 'Your code is 123456');
    expect(requests.at(-1)).toMatchObject({
      headers: { authorization: 'Bearer k3y', 'content-type': 'application/json' },
      body: { to: '+61412345678', text: 'Your code is 123456', from: 'Forewarn' },
    });
  });

  it('rejects when the provider refuses', async () => {
    status = 401;
    const sms = createHttpSms({ url, apiKey: 'wrong', from: undefined });
    await expect(sms.send('+61412345678', 'x')).rejects.toThrow('401');
    status = 200;
  });
});
