import {
  COUNTRY_DEFAULT_TIME_ZONE,
  type CountryCode,
  isUuid,
  MESSAGES,
  NOTIFICATION_KINDS,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_PAGE_SIZE,
  type NotificationPage,
  type NotificationSettings,
  notificationSettingsUpdateSchema,
  TRANSPORT_MESSAGES,
} from '@forewarn/domain';
import type { AppDeps } from '../../deps.js';
import { invalidInput, notFound } from '../../lib/app-error.js';
import { isUtcMicrosText } from '../../lib/cursor-time.js';
import type { SessionUser } from '../../plugins/session.js';
import { viewerOf } from '../cases/visibility.js';
import { presentConversation } from '../threads/presenter.js';
import { findConversations } from '../threads/repository.js';
import {
  countUnread,
  databaseKnowsZone,
  emailSettings,
  listNotifications,
  markRead,
  markThreadNotificationsRead,
  memberZone,
  ownedNotification,
  setEmailSetting,
  setTimeZone,
} from './repository.js';
import { readUnsubscribeToken } from './unsubscribe.js';

type Deps = Pick<AppDeps, 'database'>;

const notificationNotFound = () => notFound(TRANSPORT_MESSAGES.notificationNotFound);

/** The cursor nextCursor wrote (the repository's createdAt text, a bar, the id), or a 400. */
function parseCursor(cursor: string | undefined): { createdAt: string; id: string } | null {
  if (!cursor) return null;
  const [createdAt, id, ...rest] = cursor.split('|');
  // Not Date.parse: it takes texts PostgreSQL refuses (year +275760, 'GMT+1400'), a 500 then.
  if (rest.length > 0 || !createdAt || !id || !isUuid(id) || !isUtcMicrosText(createdAt)) {
    throw invalidInput(MESSAGES.listLinkOutOfDate);
  }
  return { createdAt, id };
}

/**
 * One page of the bell. A `message` notice is given its conversation as the chat names it to
 * this member (issue 45), read now from the thread, so the stored payload still names nobody.
 */
export async function notificationPage(
  deps: Deps,
  user: SessionUser,
  cursor: string | undefined,
): Promise<NotificationPage> {
  const { db } = deps.database;
  const rows = await listNotifications(db, user.id, {
    limit: NOTIFICATION_PAGE_SIZE + 1,
    before: parseCursor(cursor),
  });
  const page = rows.slice(0, NOTIFICATION_PAGE_SIZE);
  const threadIds = [
    ...new Set(
      page.flatMap((row) =>
        row.kind === 'message' && row.payload.threadId ? [row.payload.threadId] : [],
      ),
    ),
  ];
  const conversations = new Map(
    (await findConversations(db, threadIds, viewerOf(user))).map((row) => [
      row.id,
      presentConversation(row),
    ]),
  );
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      ...row.payload,
      id: row.id,
      kind: row.kind as NotificationPage['items'][number]['kind'],
      createdAt: row.createdAt,
      read: row.read,
      conversation:
        row.kind === 'message' && row.payload.threadId
          ? (conversations.get(row.payload.threadId) ?? null)
          : null,
    })),
    nextCursor:
      rows.length > NOTIFICATION_PAGE_SIZE && last ? `${last.createdAt}|${last.id}` : null,
  };
}

export const unreadCount = (deps: Deps, userId: string) => countUnread(deps.database.db, userId);

/**
 * Marks one notice read; a message notice reads its whole conversation's notices, since the
 * bell shows them as one entry (issue 45).
 */
export async function markOneRead(deps: Deps, userId: string, id: string): Promise<void> {
  const owned = isUuid(id) ? await ownedNotification(deps.database.db, userId, id) : null;
  if (!owned) throw notificationNotFound();
  if (owned.kind === 'message' && owned.threadId) {
    await markThreadNotificationsRead(deps.database.db, userId, owned.threadId);
  } else {
    await markRead(deps.database.db, userId, id);
  }
}

export async function markAllRead(deps: Deps, userId: string): Promise<void> {
  await markRead(deps.database.db, userId, null);
}

export async function notificationSettings(
  deps: Deps,
  userId: string,
): Promise<NotificationSettings> {
  const [email, zone] = await Promise.all([
    emailSettings(deps.database.db, userId),
    memberZone(deps.database.db, userId),
  ]);
  return {
    email,
    timeZone:
      zone?.timeZone ??
      COUNTRY_DEFAULT_TIME_ZONE[(zone?.country ?? 'AU') as CountryCode] ??
      'Australia/Sydney',
  };
}

/** A zone both this runtime and PostgreSQL know (the digest's clock runs in SQL). */
async function validZone(deps: Deps, timeZone: string): Promise<boolean> {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
  } catch {
    return false;
  }
  return databaseKnowsZone(deps.database.db, timeZone);
}

export async function updateNotificationSettings(
  deps: Deps,
  userId: string,
  body: unknown,
): Promise<NotificationSettings> {
  const parsed = notificationSettingsUpdateSchema.safeParse(body);
  if (!parsed.success) throw invalidInput(NOTIFICATION_MESSAGES.invalidEmailSettings);
  const { email, timeZone } = parsed.data;
  if (timeZone !== undefined && !(await validZone(deps, timeZone))) {
    throw invalidInput(NOTIFICATION_MESSAGES.invalidTimeZone, {
      timeZone: NOTIFICATION_MESSAGES.invalidTimeZone,
    });
  }
  await deps.database.db.transaction(async (tx) => {
    for (const kind of NOTIFICATION_KINDS) {
      const delivery = email?.[kind];
      if (delivery) await setEmailSetting(tx, userId, kind, delivery);
    }
    if (timeZone !== undefined) await setTimeZone(tx, userId, timeZone);
  });
  return notificationSettings(deps, userId);
}

const invalidLink = () => notFound(NOTIFICATION_MESSAGES.unsubscribeInvalid);

/** What a link unsubscribes from, without changing anything (the page's question). */
export async function unsubscribeInfo(deps: Deps, token: string) {
  const target = await readUnsubscribeToken(deps.database.db, token);
  if (!target) throw invalidLink();
  return { kind: target.kind };
}

/** One-click unsubscribe (RFC 8058): turns off email for that one kind of that one member. */
export async function unsubscribe(deps: Deps, token: string) {
  const target = await readUnsubscribeToken(deps.database.db, token);
  if (!target) throw invalidLink();
  // A member deleted since the mail was sent took their links with them (ON DELETE CASCADE).
  await setEmailSetting(deps.database.db, target.userId, target.kind, 'off');
  return { kind: target.kind };
}

/**
 * Every notification of the member, newest first (Download my data): all of the member's data,
 * so no cap (a member's notifications are a few a day; the export is built in memory).
 */
export async function allNotificationsOf(
  deps: Deps,
  userId: string,
): Promise<NotificationPage['items']> {
  const rows = await listNotifications(deps.database.db, userId, { limit: null, before: null });
  return rows.map((row) => ({
    ...row.payload,
    id: row.id,
    kind: row.kind as NotificationPage['items'][number]['kind'],
    createdAt: row.createdAt,
    read: row.read,
  }));
}
