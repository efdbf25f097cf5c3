// The person a case names (issue 38): what their notice and their view of the case say. Calm
// and plain: a case names them, what they can do, and what happens next. The words are the
// catalogue's (catalogue/named-party.ts), in the current language.

import { messagesOf } from '../i18n/runtime.js';
import { constantTexts, joinTexts } from '../i18n/texts.js';
import { en } from './compiled/en/namedParty.gen.js';

const t = messagesOf('namedParty', en);

/**
 * Each text a getter, read when shown in the language of that moment: `heading`, the case
 * page's `detailsHeading` (neutral for everyone, issue 45) and `detailsHeadingForNamed`, the
 * server's refusal `notYours` (the member's own verified contact is not on the case), the
 * bell's `bellLine`, and the email's `noticeLines`.
 */
export const NAMED_PARTY_MESSAGES = joinTexts(constantTexts(t, en), {
  /** The notice's lines below its headline, in the email. */
  get noticeLines(): readonly string[] {
    return [t('noticeLine1'), t('noticeLine2'), t('noticeLine3')];
  },
});

/** The anchor of the named party's section on the case page, where their notice leads. */
export const NAMED_PARTY_ANCHOR = 'this-case-names-you';
