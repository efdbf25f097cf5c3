import { beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { makeCase, makeUser, sessionCookie } from '../../../test/factories.js';
import { readOutbox } from '../../../test/outbox.js';
import { awayFromWindowEdge } from '../../../test/window-edge.js';
import { HOUR_MS } from '../rate-limits/limits.js';

const { app, database, config } = await buildTestApp();
const { db } = database;

let addresses = 0;
const nextAddress = () => `203.0.113.${++addresses}`;

describe('email caps', () => {
  // The caps count in fixed hourly windows: start clear of an edge (test/window-edge.ts).
  beforeEach(() => awayFromWindowEdge(HOUR_MS), 30_000);

  it('sends one recipient at most 5 ordinary emails an hour, however they are asked for', async () => {
    // Disputes by 6 people: the case's creator is told of 5 (issue 22: dispute and outcome
    // mails count against the cap; security mail does not stop at it, see caps.test.ts).
    const creator = await makeUser(db);
    const kase = await makeCase(db, { creatorId: creator.id });
    for (let i = 0; i < 6; i++) {
      const other = await makeUser(db);
      const res = await app.inject({
        method: 'POST',
        url: `/api/cases/${kase.id}/disputes`,
        headers: { cookie: await sessionCookie(db, other.id) },
        payload: { reason: 'Untrue.' },
        remoteAddress: nextAddress(),
      });
      expect(res.statusCode).toBeLessThan(300);
    }
    const sent = (await readOutbox(config.dataDir)).filter((m) => m.to === creator.email);
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
