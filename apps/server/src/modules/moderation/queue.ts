import {
  FEEDBACK_TYPE_LABELS,
  type FeedbackType,
  type QueueItem,
  type QueueKind,
  type QueueState,
} from '@forewarn/domain';
import { asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  auditLog,
  bugReports,
  caseReports,
  cases,
  disputes,
  feedback,
  messages,
  tradeApplications,
  userReports,
  users,
} from '../../db/schema/index.js';
import { maskedTitle } from '../cases/free-text.js';
import { loadModeratedUsers } from './users.js';

// The moderation queue (issue 13): one list over every table that holds something a human must
// read. Each source names its table and how to show its rows; the list is a UNION ALL of the
// sources' (kind, id, status, created_at), newest first, so adding a kind of item is adding one
// entry to SOURCES.

type SourceTable =
  | typeof caseReports
  | typeof userReports
  | typeof disputes
  | typeof tradeApplications
  | typeof bugReports
  | typeof feedback;

type Source = {
  kind: QueueKind;
  table: SourceTable;
  /** The items with these ids, shown in full. */
  load(db: DbOrTx, ids: string[]): Promise<QueueItem[]>;
};

const blank = {
  history: [],
  label: null,
  submitter: null,
  case: null,
  reportedUser: null,
  messages: null,
  currentThread: null,
  application: null,
} satisfies Partial<QueueItem>;

/** The cases with these ids as a queue item shows them, with their creators. */
async function loadCases(db: DbOrTx, ids: (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map<string, NonNullable<QueueItem['case']>>();
  const rows = await db
    .select({
      id: cases.id,
      title: cases.title,
      country: cases.country,
      name: cases.name,
      instagram: cases.instagram,
      tiktok: cases.tiktok,
      address: cases.address,
      hiddenAt: cases.hiddenAt,
      hiddenReason: cases.hiddenReason,
      creatorId: cases.creatorId,
    })
    .from(cases)
    .where(inArray(cases.id, wanted));
  const creators = await loadModeratedUsers(
    db,
    rows.map((r) => r.creatorId),
  );
  const map = new Map<string, NonNullable<QueueItem['case']>>();
  for (const row of rows) {
    // A case kept after its creator deleted their account has no creator (decision 0015).
    const creator = (row.creatorId && creators.get(row.creatorId)) || null;
    map.set(row.id, {
      id: row.id,
      // Moderators read cases masked like everyone else (DESIGN.md §1), titles included.
      title: maskedTitle(row),
      country: row.country,
      hidden: row.hiddenAt !== null,
      hiddenReason: row.hiddenAt !== null ? (row.hiddenReason ?? '') : null,
      creator,
    });
  }
  return map;
}

const status = (value: string) => value as QueueState;

const DELETED_USER = 'Deleted user';

/** The messages a user report saved (threads/repository.ts lastMessagesForEvidence). */
function savedEvidence(evidence: unknown): { senderId: string; text: string; createdAt: string }[] {
  if (!Array.isArray(evidence)) return [];
  return evidence.flatMap((m) =>
    m && typeof m === 'object' && typeof m.senderId === 'string' && typeof m.text === 'string'
      ? [{ senderId: m.senderId, text: m.text, createdAt: String(m.createdAt ?? '') }]
      : [],
  );
}

/** The entry for `id`, or null; an id may be null where its account was deleted (decision 0015). */
const find = <T>(map: Map<string, T>, id: string | null): T | null =>
  id === null ? null : (map.get(id) ?? null);

export const SOURCES: readonly Source[] = [
  {
    kind: 'case_report',
    table: caseReports,
    async load(db, ids) {
      const rows = await db.select().from(caseReports).where(inArray(caseReports.id, ids));
      const people = await loadModeratedUsers(
        db,
        rows.map((r) => r.reporterId),
      );
      const kases = await loadCases(
        db,
        rows.map((r) => r.caseId),
      );
      return rows.map((r) => ({
        ...blank,
        kind: 'case_report' as const,
        id: r.id,
        status: status(r.status),
        createdAt: r.createdAt.toISOString(),
        text: r.details,
        submitter: find(people, r.reporterId),
        case: kases.get(r.caseId) ?? null,
      }));
    },
  },
  {
    // Users reported from a chat (spec §4 Chat, Report User): the thread's stored messages are
    // the evidence.
    kind: 'user_report',
    table: userReports,
    async load(db, ids) {
      const rows = await db.select().from(userReports).where(inArray(userReports.id, ids));
      const people = await loadModeratedUsers(db, [
        ...rows.map((r) => r.reporterId),
        ...rows.map((r) => r.reportedUserId),
        ...rows.flatMap((r) => savedEvidence(r.evidence).map((m) => m.senderId)),
      ]);
      const kases = await loadCases(
        db,
        rows.map((r) => r.caseId),
      );
      const threadIds = rows.map((r) => r.threadId).filter((id): id is string => id !== null);
      const stored =
        threadIds.length === 0
          ? []
          : await db
              .select({
                threadId: messages.threadId,
                senderId: messages.senderId,
                senderName: sql<string>`coalesce(${users.username}, ${users.email})`,
                text: messages.text,
                createdAt: messages.createdAt,
              })
              .from(messages)
              .innerJoin(users, eq(users.id, messages.senderId))
              .where(inArray(messages.threadId, threadIds))
              .orderBy(asc(messages.createdAt));
      return rows.map((r) => ({
        ...blank,
        kind: 'user_report' as const,
        id: r.id,
        status: status(r.status),
        createdAt: r.createdAt.toISOString(),
        text: r.reason,
        submitter: find(people, r.reporterId),
        reportedUser: find(people, r.reportedUserId),
        case: r.caseId ? (kases.get(r.caseId) ?? null) : null,
        // The messages saved with the report are the evidence (issue 24); the thread as it is
        // now may have changed since, and is shown only on request.
        messages: savedEvidence(r.evidence).map((m) => {
          const sender = find(people, m.senderId);
          return {
            senderId: m.senderId,
            senderName: sender ? (sender.username ?? sender.email) : DELETED_USER,
            text: m.text,
            createdAt: m.createdAt,
          };
        }),
        currentThread: stored
          .filter((m) => m.threadId === r.threadId)
          .map((m) => ({
            senderId: m.senderId,
            senderName: m.senderName,
            text: m.text,
            createdAt: m.createdAt.toISOString(),
          })),
      }));
    },
  },
  {
    kind: 'dispute',
    table: disputes,
    async load(db, ids) {
      const rows = await db.select().from(disputes).where(inArray(disputes.id, ids));
      const people = await loadModeratedUsers(
        db,
        rows.map((r) => r.userId),
      );
      const kases = await loadCases(
        db,
        rows.map((r) => r.caseId),
      );
      return rows.map((r) => ({
        ...blank,
        kind: 'dispute' as const,
        id: r.id,
        status: status(r.status),
        createdAt: r.createdAt.toISOString(),
        text: r.reason,
        submitter: find(people, r.userId),
        case: kases.get(r.caseId) ?? null,
      }));
    },
  },
  {
    kind: 'trade_application',
    table: tradeApplications,
    async load(db, ids) {
      const rows = await db
        .select()
        .from(tradeApplications)
        .where(inArray(tradeApplications.id, ids));
      const people = await loadModeratedUsers(
        db,
        rows.map((r) => r.userId),
      );
      return rows.map((r) => ({
        ...blank,
        kind: 'trade_application' as const,
        id: r.id,
        status: status(r.status),
        createdAt: r.createdAt.toISOString(),
        text: '',
        submitter: find(people, r.userId),
        application: {
          trade: r.trade as 'plumber' | 'electrician',
          licenceNumber: r.licenceNumber,
          licenceRegion: r.licenceRegion,
          photoUrl: r.photoKey ? `/api/moderation/trade-applications/${r.id}/photo` : null,
        },
      }));
    },
  },
  feedbackSource('bug_report', bugReports),
  feedbackSource('feedback', feedback),
];

function feedbackSource(kind: QueueKind, table: typeof bugReports | typeof feedback): Source {
  return {
    kind,
    table,
    async load(db, ids) {
      const rows = await db.select().from(table).where(inArray(table.id, ids));
      const people = await loadModeratedUsers(
        db,
        rows.map((r) => r.userId),
      );
      return rows.map((r) => ({
        ...blank,
        kind,
        id: r.id,
        status: status(r.status),
        createdAt: r.createdAt.toISOString(),
        text: r.details,
        label: FEEDBACK_TYPE_LABELS[r.type as FeedbackType] ?? r.type,
        submitter: find(people, r.userId),
      }));
    },
  };
}

export function sourceOf(kind: QueueKind): Source {
  const source = SOURCES.find((s) => s.kind === kind);
  if (!source) throw new Error(`no queue source for ${kind}`);
  return source;
}

export type QueueFilter = { kinds?: readonly QueueKind[]; state?: QueueState };

/** The (kind, id, created_at) of every matching item, as one UNION ALL over the sources. */
function unionOf(filter: QueueFilter): SQL | null {
  const chosen = SOURCES.filter((s) => !filter.kinds || filter.kinds.includes(s.kind));
  if (chosen.length === 0) return null;
  const arms = chosen.map(
    (s) =>
      sql`SELECT ${s.kind}::text AS kind, ${s.table.id}::text AS id, ${s.table.createdAt} AS created_at FROM ${s.table}${
        filter.state ? sql` WHERE ${s.table.status} = ${filter.state}` : sql``
      }`,
  );
  return sql.join(arms, sql` UNION ALL `);
}

export async function listQueue(
  db: DbOrTx,
  filter: QueueFilter,
  page: { limit: number; offset: number },
): Promise<{ items: QueueItem[]; total: number }> {
  const union = unionOf(filter);
  if (!union) return { items: [], total: 0 };
  const [found, totals] = await Promise.all([
    db.execute<{ kind: QueueKind; id: string }>(
      sql`SELECT kind, id FROM (${union}) q ORDER BY created_at DESC, id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
    ),
    db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM (${union}) q`),
  ]);
  const byKind = new Map<QueueKind, string[]>();
  for (const row of found.rows) byKind.set(row.kind, [...(byKind.get(row.kind) ?? []), row.id]);
  const loaded = new Map<string, QueueItem>();
  for (const [kind, ids] of byKind) {
    for (const item of await sourceOf(kind).load(db, ids)) loaded.set(`${kind}:${item.id}`, item);
  }
  const items = found.rows
    .map((row) => loaded.get(`${row.kind}:${row.id}`))
    .filter((item): item is QueueItem => item !== undefined);
  return { items: await withHistory(db, items), total: Number(totals.rows[0]?.n ?? 0) };
}

/** What the audit log holds about each item: itself, its case, its reported user. */
function targetsOf(item: QueueItem): [string, string][] {
  const targets: [string, string][] = [[item.kind, item.id]];
  if (item.case) targets.push(['case', item.case.id]);
  if (item.reportedUser) targets.push(['user', item.reportedUser.id]);
  return targets;
}

async function withHistory(db: DbOrTx, items: QueueItem[]): Promise<QueueItem[]> {
  const targets = items.flatMap(targetsOf);
  if (targets.length === 0) return items;
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      or(
        ...targets.map(
          ([type, id]) => sql`(${auditLog.targetType} = ${type} AND ${auditLog.targetId} = ${id})`,
        ),
      ),
    )
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id))
    .limit(500);
  return items.map((item) => {
    const wanted = new Set(targetsOf(item).map(([type, id]) => `${type}:${id}`));
    return {
      ...item,
      history: rows
        .filter((row) => wanted.has(`${row.targetType}:${row.targetId}`))
        .map((row) => {
          const reason = (row.details as { reason?: unknown }).reason;
          return {
            createdAt: row.createdAt.toISOString(),
            actorName: row.actorName,
            action: row.action,
            targetType: row.targetType,
            reason: typeof reason === 'string' ? reason : '',
          };
        }),
    };
  });
}

/**
 * Open items, for the count beside Moderation in the nav: the queue's, and the desk's undecided
 * notices and open appeals (issue 48), which are a moderator's work as much.
 */
export async function openCount(db: DbOrTx): Promise<number> {
  const union = unionOf({ state: 'open' });
  if (!union) return 0;
  const result = await db.execute<{ n: string }>(sql`
    SELECT (SELECT count(*) FROM (${union}) q)
      + (SELECT count(*) FROM notices WHERE decided_at IS NULL)
      + (SELECT count(*) FROM appeals WHERE decided_at IS NULL) AS n`);
  return Number(result.rows[0]?.n ?? 0);
}

/** One item in full, or null. */
export async function loadItem(db: DbOrTx, kind: QueueKind, id: string): Promise<QueueItem | null> {
  const [item] = await sourceOf(kind).load(db, [id]);
  return item ? ((await withHistory(db, [item]))[0] ?? null) : null;
}
