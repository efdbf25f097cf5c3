import { messagesOf } from '../i18n/runtime.js';
import { constantTexts, joinTexts } from '../i18n/texts.js';
import { en } from './compiled/en/moderation.gen.js';

// Forewarn's own wording for moderation, suspension, disputes and trade verification (issue 13).
// Apart from MESSAGES so that a first visit to / does not load it: it travels with the pages
// and the server code that use it (DESIGN.md §6 budget; docs/decisions). The texts are the
// catalogue's (catalogue/moderation.ts): the fixed ones getters, read in the current language.

const t = messagesOf('moderation', en);

export const MODERATION_MESSAGES = joinTexts(constantTexts(t, en), {
  /** `until` is already formatted (the server names UTC). */
  accountSuspendedUntil: (until: string, reason: string) =>
    t('accountSuspendedUntil', { until, reason }),
  accountSuspendedForGood: (reason: string) => t('accountSuspendedForGood', { reason }),
  /** The lodgement page's reason when a suspension is what keeps the member from lodging longest. */
  lodgingSuspended: (reason: string) => t('lodgingSuspended', { reason }),
});
