import type { NotificationPayload } from '@forewarn/domain';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { makeUser, sessionCookie, type TestUser } from '../../../test/factories.js';
import type { MailMessage } from '../../adapters/mail/mail.js';
import { deliverNotification } from './delivery.js';
import { sendDigest } from './digest.js';
import { insertNotifications } from './repository.js';

// Email per kind (issue 23): at once, daily digest or off, per kind; the old message switch is
// the `message` kind's setting; every email has a one-click unsubscribe (RFC 8058) that works
// signed out, cannot be forged, and turns off that one kind only.

const sent: MailMessage[] = [];
const { app, database, config } = await buildTestApp(
  {},
  { mail: { send: async (m: MailMessage) => void sent.push(m) } },
);
const { db } = database;
const deps = { ...app.deps };

const payload: NotificationPayload = {
  event: 'case_matches_watch',
  caseId: null,
  threadId: null,
  title: 'Took a deposit',
  maskedName: 'Jo******',
  maskedIdentifiers: [],
  country: 'AU',
};

async function notify(user: TestUser, kind: 'watch_alert' | 'case_update', key: string) {
  const [row] = await insertNotifications(db, [{ userId: user.id, kind, payload, dedupeKey: key }]);
  if (!row) throw new Error('not inserted');
  return row.id;
}

const settings = async (user: TestUser) =>
  (
    await app.inject({
      method: 'GET',
      url: '/api/notifications/settings',
      headers: { cookie: await sessionCookie(db, user.id) },
    })
  ).json();

const put = async (user: TestUser, body: object) =>
  app.inject({
    method: 'PUT',
    url: '/api/notifications/settings',
    headers: { cookie: await sessionCookie(db, user.id), 'content-type': 'application/json' },
    payload: body,
  });

const tokenOf = (mail: MailMessage | undefined) =>
  /\/api\/unsubscribe\/([^>]+)>/.exec(mail?.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';

describe('email settings per kind', () => {
  it('defaults to at once and the country’s zone; takes a valid zone and refuses others', async () => {
    const user = await makeUser(db, { country: 'IE' });
    expect(await settings(user)).toEqual({
      email: {
        message: 'instant',
        watch_alert: 'instant',
        case_update: 'instant',
        named_party: 'instant',
      },
      timeZone: 'Europe/Dublin',
    });
    expect((await put(user, { timeZone: 'Mars/Olympus' })).statusCode).toBe(400);
    const weekly = await put(user, { email: { watch_alert: 'weekly' } });
    expect(weekly.statusCode).toBe(400);
    expect(weekly.json().error.message).toBe('Choose at once, daily digest or off for each kind.');
    const french = await makeUser(db, { language: 'fr-CA' });
    expect((await put(french, { email: { watch_alert: 'weekly' } })).json().error.message).toBe(
      'Pour chaque type, choisissez «\u00a0Tout de suite\u00a0», «\u00a0Résumé quotidien\u00a0» ou «\u00a0Jamais\u00a0».',
    );
    const saved = await put(user, { timeZone: 'Australia/Perth', email: { watch_alert: 'daily' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      timeZone: 'Australia/Perth',
      email: { watch_alert: 'daily' },
    });
  });

  it('keeps the old message switch as the message kind’s setting', async () => {
    const user = await makeUser(db);
    await put(user, { email: { message: 'off' } });
    const old = await app.inject({
      method: 'GET',
      url: '/api/threads/email-notices',
      headers: { cookie: await sessionCookie(db, user.id) },
    });
    expect(old.json()).toEqual({ enabled: false });
  });

  it('mails at once, sets aside for the digest, or not at all, as the member chose', async () => {
    const user = await makeUser(db);
    await put(user, { email: { case_update: 'daily', watch_alert: 'instant' } });
    sent.length = 0;
    expect(await deliverNotification(deps, await notify(user, 'watch_alert', 'i1'))).toBe('sent');
    const first = await notify(user, 'case_update', 'd1');
    expect(await deliverNotification(deps, first)).toBe('digest');
    expect(await deliverNotification(deps, await notify(user, 'case_update', 'd2'))).toBe('digest');
    // A second run of the same job does nothing.
    expect(await deliverNotification(deps, first)).toBe('digest');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toContain('Jo******');
    expect(
      await sendDigest(deps, { userId: user.id, kind: 'case_update', day: '2026-11-26' }),
    ).toBe(2);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.subject).toBe('Your Forewarn notifications today');
    expect(
      await sendDigest(deps, { userId: user.id, kind: 'case_update', day: '2026-11-26' }),
    ).toBe(0);
    await put(user, { email: { watch_alert: 'off' } });
    expect(await deliverNotification(deps, await notify(user, 'watch_alert', 'o1'))).toBe(
      'skipped',
    );
    expect(sent).toHaveLength(2);
  });
});

describe('one-click unsubscribe', () => {
  it('works signed out, changes that one kind only, and never on GET', async () => {
    const user = await makeUser(db);
    sent.length = 0;
    await deliverNotification(deps, await notify(user, 'watch_alert', 'u1'));
    const mail = sent[0];
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const token = tokenOf(mail);
    expect(mail?.text).toContain(`${config.publicUrl}/Unsubscribe?token=${token}`);

    const viewed = await app.inject({ method: 'GET', url: `/api/unsubscribe/${token}` });
    expect(viewed.statusCode).toBe(303);
    expect(viewed.headers.location).toBe(`/Unsubscribe?token=${encodeURIComponent(token)}`);
    expect((await settings(user)).email.watch_alert).toBe('instant');

    const info = await app.inject({ method: 'GET', url: `/api/unsubscribe/${token}/info` });
    expect(info.json()).toEqual({ kind: 'watch_alert' });

    const clicked = await app.inject({
      method: 'POST',
      url: `/api/unsubscribe/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.statusCode).toBe(200);
    expect((await settings(user)).email).toEqual({
      message: 'instant',
      watch_alert: 'off',
      case_update: 'instant',
      named_party: 'instant',
    });
  });

  it('takes each body a mail client may send: multipart (RFC 8058), form-encoded or none', async () => {
    const boundary = '----forewarn-test';
    const multipart = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="List-Unsubscribe"',
      '',
      'One-Click',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const bodies: { headers: Record<string, string>; payload?: string }[] = [
      {
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: multipart,
      },
      {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      },
      { headers: {} },
      { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' },
    ];
    for (const body of bodies) {
      const user = await makeUser(db);
      sent.length = 0;
      await deliverNotification(deps, await notify(user, 'case_update', 'b1'));
      const res = await app.inject({
        method: 'POST',
        url: `/api/unsubscribe/${tokenOf(sent[0])}`,
        headers: body.headers,
        ...(body.payload === undefined ? {} : { payload: body.payload }),
      });
      expect(res.statusCode, JSON.stringify(body.headers)).toBe(200);
      expect((await settings(user)).email.case_update).toBe('off');
    }
  });

  it('has a token that names no account; a forged or altered one is refused', async () => {
    const user = await makeUser(db);
    const other = await makeUser(db);
    sent.length = 0;
    await deliverNotification(deps, await notify(user, 'watch_alert', 'f1'));
    const token = tokenOf(sent[0]);
    // Opaque: neither the member's id (in any form) nor the kind is in it.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const secret of [user.id, user.id.replace(/-/g, ''), 'watch_alert', user.email]) {
      expect(token).not.toContain(secret);
      expect(sent[0]?.headers?.['List-Unsubscribe']).not.toContain(secret);
    }
    const flipped = `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`;
    for (const forged of [
      flipped,
      `${token.slice(0, 42)}`,
      `${token}A`,
      'A'.repeat(43),
      `${user.id}.watch_alert.${token}`,
      'nonsense',
    ]) {
      const res = await app.inject({ method: 'POST', url: `/api/unsubscribe/${forged}` });
      expect(res.statusCode, forged).toBe(404);
    }
    expect((await settings(user)).email.watch_alert).toBe('instant');
    expect((await settings(other)).email.watch_alert).toBe('instant');
    // The same link in every email of that kind, and a different one for another kind.
    await deliverNotification(deps, await notify(user, 'watch_alert', 'f2'));
    await deliverNotification(deps, await notify(user, 'case_update', 'f3'));
    expect(tokenOf(sent[1])).toBe(token);
    expect(tokenOf(sent[2])).not.toBe(token);
  });
});
