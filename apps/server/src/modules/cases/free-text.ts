import {
  type CountryCode,
  type FreeTextContext,
  IDENTIFIER_KINDS,
  type IdentifierField,
  maskFreeText,
} from '@forewarn/domain';
import { cases } from '../../db/schema/index.js';

/** The kinds whose case's own value is masked where free text repeats it. */
const IN_FREE_TEXT = IDENTIFIER_KINDS.filter((kind) => kind.maskedInFreeText);

/**
 * The case columns freeTextContext reads, for a select that masks a case's free text: one list,
 * so a reader of a title or a response is masked with what every other reader is.
 */
export const freeTextColumns = {
  country: cases.country,
  name: cases.name,
  instagram: cases.instagram,
  tiktok: cases.tiktok,
  address: cases.address,
};

/**
 * What free text about a case (its title, details, address, responses) is masked with for
 * everyone but its creator: the case's country, name and handles (issue 14 §2;
 * docs/decisions/0018). The presenters call the domain's maskFreeText with it.
 */
export function freeTextContext(
  row: {
    country: string;
    name: string;
    instagram: string;
    tiktok: string;
    /** The case's own address, where the caller has it: its numbers dropped in the text too. */
    address?: string;
  } /** The case's own numbers, where the caller has them: masked in the text as in the fields. */ & Partial<
    Record<IdentifierField, string>
  >,
): FreeTextContext {
  const identifiers = IN_FREE_TEXT.map((kind) => row[kind.field]).filter((value): value is string =>
    Boolean(value),
  );
  return {
    country: row.country as CountryCode,
    name: row.name,
    handles: [row.instagram, row.tiktok].filter((handle) => handle !== ''),
    identifiers,
    ...(row.address ? { address: row.address } : {}),
  };
}

/** A case's title as anyone but its creator reads it: personal details masked. */
export function maskedTitle(row: {
  title: string;
  country: string;
  name: string;
  instagram: string;
  tiktok: string;
  address?: string;
}): string {
  return maskFreeText(row.title, freeTextContext(row));
}
