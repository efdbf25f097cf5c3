import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { makeUser, sessionCookie } from '../../../test/factories.js';
import { readOutbox } from '../../../test/outbox.js';
import { emailTokens } from '../../db/schema/index.js';

const { app, database, config } = await buildTestApp();
const { db } = database;

let addresses = 0;
const nextAddress = () => `203.0.113.${++addresses}`;

describe('email caps', () => {
  it('sends one recipient at most 5 emails an hour, however they are asked for', async () => {
    const user = await makeUser(db, { emailVerified: false });
    const cookie = await sessionCookie(db, user.id);
    const resend = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/resend-verification',
        headers: { cookie },
        remoteAddress: nextAddress(),
      });
    for (let i = 0; i < 5; i++) {
      expect((await resend()).statusCode).toBe(200);
      // Past the minute between one account's verification emails.
      await db
        .update(emailTokens)
        .set({ createdAt: sql`created_at - interval '61 seconds'` })
        .where(eq(emailTokens.userId, user.id));
    }
    const sixth = await resend();
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.message).toBe(
      'Too many emails have been sent to this address. Please try again later.',
    );
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    const sent = (await readOutbox(config.dataDir)).filter((m) => m.to === user.email);
    expect(sent).toHaveLength(5);
  });

  it('lets one client address make at most 10 requests that send email an hour', async () => {
    const from = '198.51.100.90';
    const forgot = (email: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email },
        remoteAddress: from,
      });
    for (let i = 0; i < 10; i++) {
      expect((await forgot(`someone-${i}@example.test`)).statusCode).toBe(200);
    }
    const eleventh = await forgot('someone-10@example.test');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().error.message).toBe(
      'Too many requests from your network in a short time. Please wait a little, then try again.',
    );
  });
});
