import { type CountryCode, type FreeTextContext, maskFreeText } from '@forewarn/domain';

/**
 * What free text about a case (its title, details, address, responses) is masked with for
 * everyone but its creator: the case's country, name and handles (issue 14 §2;
 * docs/decisions/0018). The presenters call the domain's maskFreeText with it.
 */
export function freeTextContext(row: {
  country: string;
  name: string;
  instagram: string;
  tiktok: string;
  /** The case's own numbers, where the caller has them: masked in the text as in the fields. */
  number?: string;
  alternateNumber?: string;
  abn?: string;
  acn?: string;
  nzbn?: string;
  businessIdentificationNumber?: string;
  /** The case's own address, where the caller has it: its numbers dropped in the text too. */
  address?: string;
}): FreeTextContext {
  const identifiers = [
    row.number,
    row.alternateNumber,
    row.abn,
    row.acn,
    row.nzbn,
    row.businessIdentificationNumber,
  ].filter((value): value is string => Boolean(value));
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
