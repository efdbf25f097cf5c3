import type { NotificationEvent } from '@forewarn/domain';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { cases } from '../../db/schema/index.js';
import { insertNotifications, type NewNotification } from '../notifications/repository.js';
import { enqueueWatchAlertWebhooks } from '../webhooks/repository.js';
import {
  casesNamingPage,
  followersToTell,
  matchingNamedParties,
  matchingWatchers,
} from './alert-matching.js';
import { type CaseRow, listed } from './alert-policy.js';
import { casePayload } from './alert-presentation.js';

// Who is told what when a case changes (issue 23; docs/decisions/0039). Every function here
// runs inside the transaction of the change that causes it, so a change that rolls back tells
// nobody, and writes notification rows only (the notification centre delivers them). Matching
// is alert-matching.ts (the SQL), who may be told alert-policy.ts, what a notice says
// alert-presentation.ts.

export type { CaseRow };

async function caseRow(tx: DbOrTx, caseId: string): Promise<CaseRow | undefined> {
  const [row] = await tx.select().from(cases).where(eq(cases.id, caseId));
  return row;
}

/**
 * A case became visible (lodged, unpaused, reopened, restored by a moderator, edited): each
 * member watching one of its identifiers gets a `watch_alert`, each verified owner of its phone
 * number or email a `named_party` notice, each once per case. Nothing for a case that is not
 * listed (paused, resolved, hidden, archived).
 */
export async function alertCaseShown(tx: DbOrTx, caseId: string): Promise<void> {
  const row = await caseRow(tx, caseId);
  if (!row || !listed(row)) return;
  const watchers = await matchingWatchers(tx, row);
  const named = await matchingNamedParties(tx, row);
  const rows: NewNotification[] = [
    ...watchers.map((m) => ({
      userId: m.user_id,
      kind: 'watch_alert' as const,
      payload: casePayload(row, 'case_matches_watch', m.kinds),
      dedupeKey: `watch:${row.id}`,
    })),
    ...named.map((m) => ({
      userId: m.user_id,
      kind: 'named_party' as const,
      payload: casePayload(row, 'case_names_you', m.kinds),
      dedupeKey: `named:${row.id}`,
    })),
  ];
  const written = await insertNotifications(tx, rows);
  const alerts = written.filter((w) => w.kind === 'watch_alert');
  const alerted = new Set(alerts.map((w) => w.userId));
  // Each alert to its member's webhooks too, in this transaction (issue 50).
  await enqueueWatchAlertWebhooks(
    tx,
    alerts.map((w) => w.id),
  );
  const watchIds = watchers.filter((m) => alerted.has(m.user_id)).flatMap((m) => m.watch_ids);
  if (watchIds.length > 0) {
    await tx.execute(sql`UPDATE watches SET last_alert_at = now()
      WHERE id IN (${sql.join(
        watchIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`);
  }
}

/**
 * A member's phone number or email was just verified: each visible case that gives it (and
 * that they may see, and did not lodge) gets them a `named_party` notice, once per case. Every
 * such case, a page at a time: none is left out for being the 101st.
 */
export async function noticeCasesNaming(
  tx: DbOrTx,
  user: { id: string; phone: string | null; email: string | null },
): Promise<void> {
  const [settings] = (
    await tx.execute<{ named_party_notices: boolean }>(
      sql`SELECT named_party_notices FROM users WHERE id = ${user.id}`,
    )
  ).rows;
  if (!settings?.named_party_notices) return;
  let after: string | null = null;
  do {
    const page: Awaited<ReturnType<typeof casesNamingPage>> = await casesNamingPage(
      tx,
      user,
      after,
    );
    await insertNotifications(
      tx,
      page.matches.map(({ row, kinds }) => ({
        userId: user.id,
        kind: 'named_party' as const,
        payload: casePayload(row, 'case_names_you', kinds),
        dedupeKey: `named:${row.id}`,
      })),
    );
    after = page.last;
  } while (after !== null);
}

/** What changed on a followed case: decides the notice's words and makes it once-only. */
export type FollowEvent = Extract<
  NotificationEvent,
  'new_response' | 'case_resolved' | 'case_no_longer_shown' | 'named_party_replied'
>;

/**
 * Tells the followers of a case what changed (`case_update`), but not the member who did it,
 * and not a follower who may no longer see the case for its trade flag. `eventKey` names this
 * occurrence (a response's id, a time), so each one is told once.
 */
export async function tellFollowers(
  tx: DbOrTx,
  caseId: string,
  event: FollowEvent,
  options: { eventKey: string; exceptUserId?: string | null },
): Promise<void> {
  const row = await caseRow(tx, caseId);
  if (!row) return;
  const followers = await followersToTell(tx, row, options.exceptUserId ?? null);
  await insertNotifications(
    tx,
    followers.map((f) => ({
      userId: f.user_id,
      kind: 'case_update' as const,
      payload: casePayload(row, event),
      dedupeKey: `follow:${caseId}:${event}:${options.eventKey}`,
    })),
  );
}
