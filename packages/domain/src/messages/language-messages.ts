import { messagesOf, withTexts } from '../i18n/runtime.js';
import { en } from './compiled/en/language.gen.js';

// The language switch's own words (issue 49): catalogue/language.ts.

const t = messagesOf('language', en);

/**
 * `switchTo`: the other language's name, in that language (what the switch turns the page
 * into); `notSaved` and `saved`: a member's switch whose save to the account failed (with Try
 * again), and its success after a retry.
 */
export const LANGUAGE_MESSAGES = withTexts(t, ['switchTo', 'notSaved', 'saved'], {});
