// One text of the catalogue (issue 49): its English (the spec's exact words where it has them)
// and Canadian French, both ICU MessageFormat, and what the translator needs to know. The id is
// the module's name and the entry's key: `notification.bellLabel`.

export type CatalogueEntry = {
  /** ICU MessageFormat; compiled to the English the product has always shown. */
  en: string;
  /** ICU MessageFormat with the same arguments as `en`; Canadian usage (docs/french-glossary.md). */
  fr: string;
  /** Where the text appears and what its arguments are, for the translator. */
  description: string;
};

export type Catalogue = Record<string, CatalogueEntry>;
