import { HOUR_MS } from '@forewarn/domain';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { caseImages, comments, tradeApplications, users } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';

/**
 * A stored file is looked at only once it is this old. A request that writes files finishes
 * (files stored, then the rows that name them committed) well within the 5-minute request
 * timeout, so a file no row names after an hour was left behind by a crash or a failed
 * clean-up, never one a running request is still writing or about to name.
 */
export const ORPHAN_AGE_MS = HOUR_MS;
const BATCH = 500;

/**
 * Which of these keys a row still names: case images, response images, profile images, trade
 * application photos. A new kind of stored file must be added here, or its files are swept.
 */
export async function referencedKeys(db: DbOrTx, keys: readonly string[]): Promise<Set<string>> {
  const list = [...keys];
  const found = new Set<string>();
  const add = (rows: { key: string | null }[]) => {
    for (const row of rows) if (row.key) found.add(row.key);
  };
  add(
    await db
      .select({ key: caseImages.storageKey })
      .from(caseImages)
      .where(inArray(caseImages.storageKey, list)),
  );
  add(
    await db
      .select({ key: caseImages.thumbKey })
      .from(caseImages)
      .where(inArray(caseImages.thumbKey, list)),
  );
  add(
    await db
      .select({ key: caseImages.displayKey })
      .from(caseImages)
      .where(inArray(caseImages.displayKey, list)),
  );
  add(
    await db
      .select({ key: comments.imageKey })
      .from(comments)
      .where(inArray(comments.imageKey, list)),
  );
  add(
    await db
      .select({ key: comments.imageThumbKey })
      .from(comments)
      .where(inArray(comments.imageThumbKey, list)),
  );
  add(
    await db
      .select({ key: users.profileImageKey })
      .from(users)
      .where(inArray(users.profileImageKey, list)),
  );
  add(
    await db
      .select({ key: tradeApplications.photoKey })
      .from(tradeApplications)
      .where(inArray(tradeApplications.photoKey, list)),
  );
  return found;
}

/**
 * Removes stored files that no row refers to once they are an hour old (a `kill -9` between
 * storing an upload and committing its row leaves such files, with no way to delete them).
 * Returns how many were removed.
 */
export async function deleteOrphanFiles(
  deps: Pick<AppDeps, 'database' | 'storage'>,
  now: Date = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - ORPHAN_AGE_MS);
  let removed = 0;
  let batch: string[] = [];
  const flush = async () => {
    const referenced = await referencedKeys(deps.database.db, batch);
    for (const key of batch) {
      if (referenced.has(key)) continue;
      await deps.storage.delete(key);
      removed += 1;
    }
    batch = [];
  };
  for await (const key of deps.storage.listOlderThan(before)) {
    batch.push(key);
    if (batch.length >= BATCH) await flush();
  }
  if (batch.length > 0) await flush();
  return removed;
}
