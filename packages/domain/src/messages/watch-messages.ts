import { messagesOf } from '../i18n/runtime.js';
import { constantTexts, joinTexts } from '../i18n/texts.js';
import { en } from './compiled/en/watch.gen.js';

// Forewarn's own wording for watch lists, followed cases and the notice to the person a case
// names (issue 23; docs/decisions/0039). Apart from MESSAGES so a first visit to / loads only
// the few strings Home needs. The texts are the catalogue's (catalogue/watch.ts): getters,
// read in the current language.

const t = messagesOf('watch', en);

/**
 * Every fixed text (`watchAdded`, `myWatches`, the switch `namedPartySwitch` whose name says no
 * 'phone' or 'email', the notification titles…), the Watch button by what was searched
 * (`watchThis`, issue 38), the sentence after 'Log in' signed out (`logInToWatchKind`) and
 * the refusal past the limit (`watchLimit`).
 */
export const WATCH_MESSAGES = joinTexts(constantTexts(t, en), {
  watchThis: {
    get number() {
      return t('watchThisNumber');
    },
    get email() {
      return t('watchThisEmail');
    },
    get business() {
      return t('watchThisBusiness');
    },
  },
  logInToWatchKind: {
    get number() {
      return t('logInToWatchNumber');
    },
    get email() {
      return t('logInToWatchEmail');
    },
    get business() {
      return t('logInToWatchBusiness');
    },
  },
  watchLimit: (max: number) => t('watchLimit', { max }),
});
