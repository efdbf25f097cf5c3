import { normalizeEmail } from '@forewarn/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { writeAudit } from '../modules/moderation/audit.js';

// `npm run admin -- grant|revoke email`: admins are made and unmade from the command line only
// (DESIGN.md §5). The change and its audit row land in one transaction.

export const CLI_ACTOR = { id: null, name: 'command line (npm run admin)' };

export type AdminChange =
  | { outcome: 'changed'; from: string; to: string }
  | { outcome: 'unchanged'; role: string }
  | { outcome: 'no-such-user' };

export async function changeAdmin(
  db: Db,
  command: 'grant' | 'revoke',
  email: string,
): Promise<AdminChange> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(sql`lower(${users.email})`, normalizeEmail(email)))
      .for('update');
    if (!user) return { outcome: 'no-such-user' };
    const to = command === 'grant' ? 'admin' : 'user';
    if (command === 'grant' ? user.role === 'admin' : user.role !== 'admin') {
      return { outcome: 'unchanged', role: user.role };
    }
    await tx.update(users).set({ role: to, updatedAt: sql`now()` }).where(eq(users.id, user.id));
    await writeAudit(tx, {
      actor: CLI_ACTOR,
      action: 'set_role',
      targetType: 'user',
      targetId: user.id,
      reason: `npm run admin -- ${command}`,
      details: { from: user.role, to },
    });
    return { outcome: 'changed', from: user.role, to };
  });
}
