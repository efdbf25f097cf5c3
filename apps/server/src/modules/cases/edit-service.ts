import {
  type CaseDetail,
  caseEditSchemaFor,
  DEFAULT_COUNTRY,
  isCountryCode,
  MESSAGES,
} from '@forewarn/domain';
import type { SessionUser } from '../../plugins/session.js';
import { alertCaseShown } from '../watches/alerts.js';
import {
  type CasesDeps,
  CHANGE_MESSAGES,
  checkTradeFlags,
  invalidFields,
  lockOwnCase,
  withoutForeignBusinessNumbers,
} from './case-rules.js';
import { caseIdentifierRows } from './identifiers.js';
import { presentCaseDetail } from './presenter.js';
import * as repo from './repository.js';
import { touched } from './retire-repository.js';
import { viewerOf } from './visibility.js';

// Editing a case's fields (creator only), with its searchable identifiers kept in step.

/**
 * Spec §5, Case edit: the fields sent are checked with the lodgement rules, profanity answering
 * 'Swear words are not allowed.'; the identifiers are rewritten in the same transaction.
 */
export async function editCase(
  deps: CasesDeps,
  user: SessionUser,
  id: string,
  body: Record<string, unknown>,
): Promise<CaseDetail> {
  const { db } = deps.database;
  const { row, images } = await db.transaction(async (tx) => {
    const current = await lockOwnCase(tx, user, id, CHANGE_MESSAGES);
    const country = isCountryCode(current.country) ? current.country : DEFAULT_COUNTRY;
    const parsed = caseEditSchemaFor(country).safeParse(
      withoutForeignBusinessNumbers(body, country),
    );
    if (!parsed.success) throw invalidFields(parsed.error, MESSAGES.caseEditProfanity);
    checkTradeFlags(user, parsed.data, current);

    const changes = Object.fromEntries(
      Object.entries(parsed.data).filter(([, value]) => value !== undefined),
    ) as Partial<repo.CaseInsert>;
    // An edit keeps the case listed another 3 years (docs/decisions/0019).
    const row = await repo.updateCase(tx, id, { ...changes, ...touched() });
    await repo.replaceIdentifiers(tx, id, caseIdentifierRows(id, country, row));
    // A number added by an edit alerts its watchers as a lodged one would (once per case).
    await alertCaseShown(tx, id);
    return { row, images: await repo.listImages(tx, id) };
  });
  return presentCaseDetail(row, user, images, viewerOf(user));
}
