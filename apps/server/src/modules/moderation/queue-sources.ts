import {
  DELETED_AUTHOR,
  FEEDBACK_TYPE_LABELS,
  type FeedbackType,
  type QueueItem,
  type QueueKind,
  type QueueState,
} from '@forewarn/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
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
import { freeTextColumns, maskedTitle } from '../cases/free-text.js';
import { loadModeratedUsers } from './users.js';

// Where the moderation queue's items come from (issue 13): each source names its table and how
// to show its rows, so adding a kind of item is adding one entry to SOURCES; queue.ts lists them.

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
      ...freeTextColumns,
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
            senderName: sender ? (sender.username ?? sender.email) : DELETED_AUTHOR,
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
