import { randomUUID } from 'node:crypto';
import {
  MESSAGES,
  MODERATION_MESSAGES,
  type MyTradeApplication,
  type TradeApplicationRequest,
} from '@forewarn/domain';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { tradeApplications } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { conflict } from '../../lib/app-error.js';
import { processImage } from '../../lib/images/process-image.js';
import { uniqueViolation } from '../../lib/pg-errors.js';
import type { SessionUser } from '../../plugins/session.js';

// Applying to be a Verified Plumber or Verified Electrician (issue 13), from My Account: the
// licence number, the state or region that issued it, and an optional photo of the licence. The
// photo goes through the image pipeline into private storage (no public route serves it; only
// moderators can fetch it through the queue).

type Deps = Pick<AppDeps, 'database' | 'storage'>;

export const licencePhotoKey = (applicationId: string, extension: string) =>
  `private/trade-licences/${applicationId}.${extension}`;

/**
 * The licence photos of one user's applications. Their rows go with the account (ON DELETE
 * CASCADE); the files must go too (issue 22), so account deletion collects these first.
 */
export async function licencePhotoKeysOf(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ key: tradeApplications.photoKey })
    .from(tradeApplications)
    .where(eq(tradeApplications.userId, userId));
  return rows.flatMap((row) => (row.key ? [row.key] : []));
}

export async function applyForTrade(
  deps: Deps,
  user: SessionUser,
  input: TradeApplicationRequest,
  /** The path of the uploaded photo's temporary file. */
  photo: string | undefined,
): Promise<MyTradeApplication> {
  const held = input.trade === 'plumber' ? user.verifiedPlumber : user.verifiedElectrician;
  if (held) throw conflict(MODERATION_MESSAGES.tradeAlreadyVerified);
  const id = randomUUID();
  let photoKey: string | null = null;
  if (photo) {
    const image = await processImage(photo, {
      tooLarge: MESSAGES.imageSizeExceeded,
      wrongType: MESSAGES.imageTypeNotAllowed,
    });
    photoKey = licencePhotoKey(id, image.extension);
    await deps.storage.put(photoKey, image.full);
  }
  try {
    const [row] = await deps.database.db
      .insert(tradeApplications)
      .values({ id, userId: user.id, ...input, photoKey })
      .returning();
    if (!row) throw new Error('applyForTrade inserted nothing');
    return presentApplication(row);
  } catch (error) {
    if (photoKey) await deps.storage.delete(photoKey).catch(() => undefined);
    if (uniqueViolation(error)) throw conflict(MODERATION_MESSAGES.tradeApplicationOpen);
    throw error;
  }
}

export async function myApplications(deps: Deps, user: SessionUser): Promise<MyTradeApplication[]> {
  const rows = await deps.database.db
    .select()
    .from(tradeApplications)
    .where(eq(tradeApplications.userId, user.id))
    .orderBy(desc(tradeApplications.createdAt))
    .limit(20);
  return rows.map(presentApplication);
}

function presentApplication(row: typeof tradeApplications.$inferSelect): MyTradeApplication {
  return {
    id: row.id,
    trade: row.trade as MyTradeApplication['trade'],
    licenceNumber: row.licenceNumber,
    licenceRegion: row.licenceRegion,
    status: row.status as MyTradeApplication['status'],
    createdAt: row.createdAt.toISOString(),
  };
}
