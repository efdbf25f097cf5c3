import type { CatalogueEntry } from '../../../i18n/catalogue-entry.js';

/** One notice text: its English, its French and where it shows (the notice catalogue is long). */
export const e = (en: string, fr: string, description: string): CatalogueEntry => ({
  en,
  fr,
  description,
});
