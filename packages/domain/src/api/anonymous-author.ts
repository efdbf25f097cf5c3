// The author the API gives a case or response whose author stays hidden: a stable value, not a
// text (the web shows it in the reader's language, CASE_CARD_LABELS.shownAuthor). A module of
// its own so the first screen's case card reads it without the API's schemas.
export const ANONYMOUS_AUTHOR = 'Anonymous';

/** The author the API gives a response whose account was deleted (docs/decisions/0015). */
export const DELETED_AUTHOR = 'Deleted user';
