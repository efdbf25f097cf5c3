import type { Catalogue } from '../../i18n/catalogue-entry.js';

// Counts in words (plural.ts). English writes the bare number ({n}, as the spec does: "20");
// French writes it as French does (#: 1 234), a non-breaking space before its word, and treats
// 0 and 1 as singular, as French does.

const count = (en: [string, string], fr: [string, string], what: string) => ({
  en: `{n, plural, one {{n} ${en[0]}} other {{n} ${en[1]}}}`,
  fr: `{n, plural, one {#\u00a0${fr[0]}} other {#\u00a0${fr[1]}}}`,
  description: `A count of ${what}: the number n and its word.`,
});

export const PLURAL_CATALOGUE = {
  second: count(['second', 'seconds'], ['seconde', 'secondes'], 'seconds (a wait)'),
  minute: count(['minute', 'minutes'], ['minute', 'minutes'], 'minutes (a wait)'),
  hour: count(['hour', 'hours'], ['heure', 'heures'], 'hours (a wait)'),
  day: count(['day', 'days'], ['jour', 'jours'], 'days (a wait)'),
  case: count(['case', 'cases'], ['dossier', 'dossiers'], 'cases'),
  item: count(['item', 'items'], ['élément', 'éléments'], 'items in a list'),
  message: count(['message', 'messages'], ['message', 'messages'], 'chat messages'),
  newMessage: count(
    ['new message', 'new messages'],
    ['nouveau message', 'nouveaux messages'],
    'unread chat messages',
  ),
  submission: count(['submission', 'submissions'], ['dépôt', 'dépôts'], 'cases lodged'),
} satisfies Catalogue;
