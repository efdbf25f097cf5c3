import { MINUTE_MS } from '@forewarn/domain';
import type { CasesDeps } from './case-rules.js';
import { removeStoredKeys } from './images.js';
import * as repo from './repository.js';

// Spec §4, Case detail: a case's images are checked in storage, and a row whose file is gone is
// dropped. The page itself answers from the database, which has a row only for an image whose
// files were stored (issue 37): a storage that hangs (a bucket timing out for 20 s) no longer
// holds the page. The check runs after the answer, once at a time per case and at most once per
// case every RECHECK_MS, so a busy case page does not ask storage on every view.

const RECHECK_MS = 10 * MINUTE_MS;
/** Cases checked recently, the oldest forgotten first past this many. */
const REMEMBERED = 10_000;

const running = new Map<string, Promise<void>>();
const checkedAt = new Map<string, number>();

/** Checks the case's stored images after the answer; drops the rows whose files are gone. */
export function checkImagesLater(
  deps: CasesDeps,
  caseId: string,
  images: repo.CaseImageRow[],
  now: number = Date.now(),
): void {
  if (images.length === 0 || running.has(caseId)) return;
  const last = checkedAt.get(caseId);
  if (last !== undefined && now - last < RECHECK_MS) return;
  checkedAt.delete(caseId);
  checkedAt.set(caseId, now);
  if (checkedAt.size > REMEMBERED) {
    const oldest = checkedAt.keys().next().value;
    if (oldest !== undefined) checkedAt.delete(oldest);
  }
  const check = dropMissing(deps, caseId, images)
    .catch((error: unknown) => deps.log?.warn({ err: error, caseId }, 'image check failed'))
    .finally(() => running.delete(caseId));
  running.set(caseId, check);
}

/** For tests and shutdown: the checks under way have finished. */
export async function imageChecksSettled(): Promise<void> {
  await Promise.allSettled([...running.values()]);
}

async function dropMissing(
  deps: CasesDeps,
  caseId: string,
  images: repo.CaseImageRow[],
): Promise<void> {
  // A storage that cannot answer (a mount gone, an I/O error) must not cost a case its images:
  // only a definite "missing" drops a row.
  const present = await Promise.all(
    images.map((i) => deps.storage.exists(i.storageKey).catch(() => true)),
  );
  const missing = images.filter((_, i) => !present[i]);
  if (missing.length === 0) return;
  deps.log?.warn({ caseId, images: missing.map((m) => m.id) }, 'dropping missing case images');
  await repo.deleteImageRows(
    deps.database.db,
    caseId,
    missing.map((m) => m.id),
  );
  await removeStoredKeys(
    deps.storage,
    missing.flatMap((m) => (m.displayKey ? [m.thumbKey, m.displayKey] : [m.thumbKey])),
    deps.log,
  );
}
