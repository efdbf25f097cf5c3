import { messagesOf } from '../i18n/runtime.js';
import { constantTexts } from '../i18n/texts.js';
import { en } from './compiled/en/fieldLabels.gen.js';

// The case's fields by name (catalogue/field-labels.ts): read by the identifier kinds, the
// lodgement rules and the forms, each a getter read in the current language (issue 49).

const t = messagesOf('fieldLabels', en);

export const FIELD_LABEL_TEXTS = constantTexts(t, en);

/** After the Details label: "more than 50 characters" (LIMITS.detailsMinExclusive). */
export const moreThanCharacters = (n: number) => t('hintMoreThan', { n });
