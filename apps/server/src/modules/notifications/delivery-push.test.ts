import type { NotificationKind, NotificationPayload } from '@forewarn/domain';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { makeCase, makeUser } from '../../../test/factories.js';
import type { PushNotice } from '../push/push-sender.js';
import { pushNotification } from './delivery.js';
import { insertNotifications } from './repository.js';

// A delivered notification also reaches the member's devices by Web Push (issues 23 and 24):
// a title that names nobody and a link, never the masked card; a message is pushed by the
// message itself, so its notification is not pushed a second time.

const { app, database } = await buildTestApp({}, { mail: { send: async () => undefined } });
const { db } = database;
const pushed: { userId: string; notice: PushNotice }[] = [];
const deps = {
  ...app.deps,
  push: {
    sendPush: async (userId: string, notice: PushNotice) => {
      pushed.push({ userId, notice });
      return { sent: 1, removed: 0, failed: 0 };
    },
  },
};

const payload = (caseId: string | null, threadId: string | null): NotificationPayload => ({
  event: threadId ? 'new_message' : 'case_matches_watch',
  caseId,
  threadId,
  title: 'Took a deposit and vanished',
  maskedName: 'Jo******',
  maskedIdentifiers: ['0412 345 6**'],
  country: 'AU',
});

const creator = await makeUser(db);
const caseIds = await Promise.all(
  [1, 2, 3].map(async () => (await makeCase(db, { creatorId: creator.id })).id),
);

async function deliver(kind: NotificationKind, p: NotificationPayload, key: string) {
  const user = await makeUser(db);
  const [row] = await insertNotifications(db, [
    { userId: user.id, kind, payload: p, dedupeKey: key },
  ]);
  if (!row) throw new Error('not inserted');
  pushed.length = 0;
  await pushNotification(deps, row.id);
  return { ...user, notificationId: row.id };
}

describe('push on delivery', () => {
  it('pushes an alert with a title naming nobody and the link only', async () => {
    const user = await deliver('watch_alert', payload(caseIds[0] ?? null, null), 'watch:case-1');
    expect(pushed).toEqual([
      {
        userId: user.id,
        notice: {
          title: 'New alert on Forewarn',
          url: `/case/${caseIds[0]}`,
          // A retried job pushes under the same topic: the push service keeps one.
          topic: `notification-${user.notificationId}`,
        },
      },
    ]);
    expect(JSON.stringify(pushed)).not.toMatch(/deposit|Jo\*|0412/);
  });

  it('pushes a named-party notice and a followed case’s news with their own titles', async () => {
    await deliver('named_party', payload(caseIds[1] ?? null, null), 'named:case-2');
    expect(pushed.map((p) => p.notice.title)).toEqual(['New notice on Forewarn']);
    await deliver('case_update', payload(caseIds[2] ?? null, null), 'follow:case-3');
    expect(pushed.map((p) => p.notice.title)).toEqual(['News on a case you follow on Forewarn']);
  });

  it('does not push a message notification again (the message pushed itself)', async () => {
    await deliver('message', payload(null, null), 'message:x');
    expect(pushed).toEqual([]);
  });
});
