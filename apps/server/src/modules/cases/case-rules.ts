import {
  type CountryCode,
  DEFAULT_COUNTRY,
  foreignIdentifierFields,
  isCountryCode,
  MESSAGES,
  zodFieldErrors,
} from '@forewarn/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Storage } from '../../adapters/storage/storage.js';
import type { Database, DbOrTx } from '../../db/client.js';
import { type AppError, forbidden, invalidInput, notFound } from '../../lib/app-error.js';
import type { SessionUser } from '../../plugins/session.js';
import type { CrowdCeiling } from '../crowd/crowd-ceiling.js';
import * as repo from './repository.js';
import { viewableBy, viewerOf } from './visibility.js';

// What the case services share: what they receive, the checks that lodging and editing both
// apply to a case's fields, and the lock every change by the creator starts with.

export type CasesDeps = {
  database: Database;
  storage: Storage;
  log?: FastifyBaseLogger;
  /** Sign-ups across the site (issue 37): while above normal, first-day cases are held. */
  crowd?: CrowdCeiling;
};

export function countryOf(user: SessionUser): CountryCode {
  return isCountryCode(user.country) ? user.country : DEFAULT_COUNTRY;
}

/**
 * The country a lodgement or My Lodgements is about: the one the user selected with the flag
 * (spec §2: 'Posting In {country}' from the stored country), else their profile's. Anything
 * but one of the six is refused, never quietly replaced.
 */
export function requestedCountry(user: SessionUser, requested: unknown): CountryCode {
  if (requested === undefined || requested === null || requested === '') return countryOf(user);
  if (!isCountryCode(requested)) {
    throw invalidInput(MESSAGES.countryRequired, { country: MESSAGES.countryRequired });
  }
  return requested;
}

/** Only the business-number fields of the case's country are kept (spec §9). */
export function withoutForeignBusinessNumbers(
  body: Record<string, unknown>,
  country: CountryCode,
): Record<string, unknown> {
  const copy = { ...body };
  for (const field of foreignIdentifierFields(country)) delete copy[field];
  return copy;
}

/** A 400 carrying every field's first message; `preferred` leads when any field has it. */
export function invalidFields(error: z.ZodError, preferred?: string): AppError {
  const fields = zodFieldErrors(error);
  const message =
    preferred && error.issues.some((issue) => issue.message === preferred)
      ? preferred
      : (Object.values(fields)[0] ?? MESSAGES.invalidCaseData);
  return invalidInput(message, fields);
}

/** Trade restrictions (DESIGN.md §1) may be switched on only by a holder of that verification. */
export function checkTradeFlags(
  user: SessionUser,
  wanted: { visibleToPlumbers?: boolean | undefined; visibleToElectricians?: boolean | undefined },
  current: { visibleToPlumbers: boolean; visibleToElectricians: boolean } = {
    visibleToPlumbers: false,
    visibleToElectricians: false,
  },
): void {
  if (wanted.visibleToPlumbers && !current.visibleToPlumbers && !user.verifiedPlumber) {
    throw invalidInput(MESSAGES.tradeVisibilityPlumbers, {
      visibleToPlumbers: MESSAGES.tradeVisibilityPlumbers,
    });
  }
  if (wanted.visibleToElectricians && !current.visibleToElectricians && !user.verifiedElectrician) {
    throw invalidInput(MESSAGES.tradeVisibilityElectricians, {
      visibleToElectricians: MESSAGES.tradeVisibilityElectricians,
    });
  }
}

/**
 * The case the user may change, locked for the rest of the transaction: 404 with `notFoundMessage`
 * when they cannot see it, 403 with `forbiddenMessage` when it is not theirs.
 */
export async function lockOwnCase(
  tx: DbOrTx,
  user: SessionUser,
  id: string,
  messages: { notFound: string; forbidden: string },
): Promise<repo.CaseRow> {
  const row = await repo.lockCase(tx, id, viewableBy(viewerOf(user)));
  if (!row) throw notFound(messages.notFound);
  if (row.creatorId !== user.id) throw forbidden(messages.forbidden);
  return row;
}

// Getters: read when a request is refused, in its language.
export const CHANGE_MESSAGES = {
  get notFound() {
    return MESSAGES.caseNotFound;
  },
  get forbidden() {
    return MESSAGES.onlyCreatorCanChange;
  },
};
