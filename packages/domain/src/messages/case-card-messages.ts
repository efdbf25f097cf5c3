import { ANONYMOUS_AUTHOR, DELETED_AUTHOR } from '../api/anonymous-author.js';
import { messagesOf } from '../i18n/runtime.js';
import { LIMITS } from '../limits.js';
import { en } from './compiled/en/caseCard.gen.js';

// The case card's strings, apart from the rest of the catalogue: the card is on the first
// screen (recent cases), and a first visit should not fetch every message of the product
// (docs/decisions/0007). MESSAGES holds these too; the card imports CASE_CARD_MESSAGES.
// The texts are the catalogue's (catalogue/case-card.ts), each read in the current language.

const t = messagesOf('caseCard', en);

export const CASE_CARD_MESSAGES = {
  /** A new account's case held while sign-ups run above normal (issues 37, 46), to its lodger. */
  get firstCaseHeld() {
    return t('firstCaseHeld');
  },
  /** The case page's badge for a case a moderator hid (never for a held first case). */
  get hiddenByModeratorBadge() {
    return t('hiddenByModeratorBadge');
  },
  get archivedBadge() {
    return t('archivedBadge', { years: LIMITS.archiveAfterYears });
  },
  caseRemovedReason: (reason: string) => t('caseRemovedReason', { reason }),
};

/** The card's labels (issue 49: they were JSX literals); apart, since MESSAGES joins the rest. */
export const CASE_CARD_LABELS = {
  get cardName() {
    return t('cardName');
  },
  get cardPostcode() {
    return t('cardPostcode');
  },
  get cardAuthor() {
    return t('cardAuthor');
  },
  get cardPaused() {
    return t('cardPaused');
  },
  get cardResolved() {
    return t('cardResolved');
  },
  get cardViewDetails() {
    return t('cardViewDetails');
  },
  /** An author as the API gives it, the hidden and the deleted one in the reader's language. */
  shownAuthor: (author: string) =>
    author === ANONYMOUS_AUTHOR
      ? t('cardAnonymous')
      : author === DELETED_AUTHOR
        ? t('cardDeletedUser')
        : author,
};
