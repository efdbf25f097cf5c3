import type { QueueItem, QueueKind, QueueState } from '@forewarn/domain';
import { asc, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';
import { SOURCES, sourceOf } from './queue-sources.js';

// The moderation queue (issue 13): one list over every table that holds something a human must
// read. The list is a UNION ALL of the sources' (kind, id, status, created_at), newest first,
// each item with its audit history; the sources themselves are queue-sources.ts's SOURCES.

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
