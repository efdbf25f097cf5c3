import { keptUsername, type ModeratedUser } from '@forewarn/domain';
import { inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { activeSuspension } from '../../lib/suspension.js';

// Users as moderators see them: who they are, their role, badges and any suspension.

export const moderatedUserColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  role: users.role,
  verifiedPlumber: users.verifiedPlumber,
  verifiedElectrician: users.verifiedElectrician,
  suspendedAt: users.suspendedAt,
  suspendedUntil: users.suspendedUntil,
  suspensionReason: users.suspensionReason,
};

export type ModeratedUserRow = {
  id: string;
  username: string | null;
  email: string;
  role: string;
  verifiedPlumber: boolean;
  verifiedElectrician: boolean;
  suspendedAt: Date | null;
  suspendedUntil: Date | null;
  suspensionReason: string | null;
};

export function presentModeratedUser(row: ModeratedUserRow): ModeratedUser {
  const suspension = activeSuspension(row);
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role as ModeratedUser['role'],
    verifiedPlumber: row.verifiedPlumber,
    verifiedElectrician: row.verifiedElectrician,
    suspension: suspension
      ? { reason: suspension.reason, until: suspension.until?.toISOString() ?? null }
      : null,
  };
}

/** The users with these ids, by id. */
export async function loadModeratedUsers(
  db: DbOrTx,
  ids: readonly (string | null)[],
): Promise<Map<string, ModeratedUser>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select(moderatedUserColumns).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, presentModeratedUser(row)]));
}

/**
 * Users whose email or username is exactly `query` (case-insensitive): at most one of each.
 * The query is read as a username is kept (keptUsername), so "ｊｏｈｎ" finds "john".
 */
export async function findUsers(db: DbOrTx, query: string): Promise<ModeratedUser[]> {
  const q = keptUsername(query).toLowerCase();
  if (q === '') return [];
  const rows = await db
    .select(moderatedUserColumns)
    .from(users)
    .where(or(sql`lower(${users.email}) = ${q}`, sql`lower(${users.username}) = ${q}`))
    .limit(10);
  return rows.map(presentModeratedUser);
}
