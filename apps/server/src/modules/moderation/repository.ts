import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { tradeApplications } from '../../db/schema/index.js';

// SQL the moderation routes need that no other moderation module owns.

/** The storage key of a trade application's licence photo, or null (no such application or photo). */
export async function licencePhotoKeyOf(db: DbOrTx, applicationId: string): Promise<string | null> {
  const [row] = await db
    .select({ photoKey: tradeApplications.photoKey })
    .from(tradeApplications)
    .where(eq(tradeApplications.id, applicationId));
  return row?.photoKey ?? null;
}
