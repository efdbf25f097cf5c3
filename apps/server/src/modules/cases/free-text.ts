import type { CountryCode, FreeTextContext } from '@forewarn/domain';

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
}): FreeTextContext {
  return {
    country: row.country as CountryCode,
    name: row.name,
    handles: [row.instagram, row.tiktok].filter((handle) => handle !== ''),
  };
}
