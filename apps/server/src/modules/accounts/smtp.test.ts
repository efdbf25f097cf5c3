import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { testUsername } from '../../../test/factories.js';
import { linkToken, parseEml } from '../../../test/outbox.js';

// A real SMTP round trip: an SMTP server in this process, SMTP_URL pointing at it with a user
// and password, a sign-up, and the link from the message that arrived verifies the account.

type Received = { from: string; to: string[]; user: unknown; raw: string };
const received: Received[] = [];

const smtp = new SMTPServer({
  authMethods: ['PLAIN', 'LOGIN'],
  allowInsecureAuth: true, // loopback only, and the test has no certificate to offer
  disabledCommands: ['STARTTLS'],
  logger: false,
  onAuth(auth, _session, callback) {
    if (auth.username === 'mailer' && auth.password === 's3cret pass') {
      callback(null, { user: auth.username });
    } else {
      callback(new Error('Invalid username or password'));
    }
  },
  onData(stream, session, callback) {
    text(stream).then((raw) => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        user: session.user,
        raw,
      });
      callback();
    }, callback);
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const { port } = smtp.server.address() as AddressInfo;
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

const { app } = await buildTestApp({
  SMTP_URL: `smtp://mailer:${encodeURIComponent('s3cret pass')}@127.0.0.1:${port}`,
  MAIL_FROM: 'Forewarn <no-reply@forewarn.test>',
  PUBLIC_URL: 'http://forewarn.test:8080',
});

describe('mail over SMTP', () => {
  it('delivers the verification link of a sign-up, and the link verifies the account', async () => {
    const email = `smtp-${Date.now()}@example.test`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        email,
        password: 'a long password',
        username: testUsername('smtp'),
        country: 'GB',
      },
    });
    expect(res.statusCode).toBe(201);

    const message = received.find((m) => m.to.includes(email));
    expect(message).toBeDefined();
    expect(message?.user).toBe('mailer');
    expect(message?.from).toBe('no-reply@forewarn.test');
    const mail = parseEml(message?.raw ?? '');
    expect(mail.subject).toBe('Verify your email address for Forewarn');
    expect(mail.headers.from).toBe('Forewarn <no-reply@forewarn.test>');
    const link = mail.links[0] ?? '';
    expect(link.startsWith('http://forewarn.test:8080/VerifyEmail?token=')).toBe(true);

    const verified = await app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: linkToken(mail, 'VerifyEmail') },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user).toMatchObject({ email, emailVerified: true });
  });
});
