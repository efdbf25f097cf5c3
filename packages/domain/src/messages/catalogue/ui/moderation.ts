import type { Catalogue } from '../../../i18n/catalogue-entry.js';

// The web's own labels, headings and accessible names for the moderators’ queue, tools and audit log (issue 49: no text a
// person reads outside the catalogue). English is what the screens always showed.

export const UI_MODERATION_CATALOGUE = {
  reasonAudit: {
    en: 'Reason (kept in the audit log)',
    fr: 'Motif (conservé dans le journal d’audit)',
    description: 'Moderation dialog: label of the reason.',
  },
  untilLifted: {
    en: 'Until lifted',
    fr: 'Jusqu’à la levée',
    description: 'Suspension length: indefinite.',
  },
  panel: {
    en: 'Moderation',
    fr: 'Modération',
    description: 'Case page: the moderators’ panel (name and heading).',
  },
  queuePages: {
    en: 'Queue pages',
    fr: 'Pages de la file',
    description: 'Accessible name of the queue’s pager.',
  },
  auditPages: {
    en: 'Audit pages',
    fr: 'Pages du journal',
    description: 'Accessible name of the audit log’s pager.',
  },
  whyFalse: {
    en: 'Why is this case false or settled?',
    fr: 'Pourquoi ce dossier est-il faux ou réglé\u202f?',
    description: 'Dispute dialog: label of the reason.',
  },
  findUser: {
    en: 'Exact email or username',
    fr: 'Courriel ou nom d’utilisateur exact',
    description: 'User tools: placeholder of the search.',
  },
  noSuchUser: {
    en: 'No user has that email or username.',
    fr: 'Aucun membre n’a ce courriel ou ce nom d’utilisateur.',
    description: 'User tools: nothing found.',
  },
  everything: {
    en: 'Everything',
    fr: 'Tout',
    description: 'Queue filter: every kind.',
  },
  allStates: {
    en: 'all',
    fr: 'tous',
    description: 'Queue filter: every state.',
  },
  nothingHere: {
    en: 'Nothing here.',
    fr: 'Rien ici.',
    description: 'Queue, empty.',
  },
  none: {
    en: 'None.',
    fr: 'Aucun.',
    description: 'Crowd panel: nothing held.',
  },
  noEntries: {
    en: 'No entries.',
    fr: 'Aucune entrée.',
    description: 'Audit log, empty.',
  },
  columnWhen: {
    en: 'When',
    fr: 'Quand',
    description: 'Audit log: a column heading.',
  },
  columnWho: {
    en: 'Who',
    fr: 'Qui',
    description: 'Audit log: a column heading.',
  },
  columnWhat: {
    en: 'What',
    fr: 'Quoi',
    description: 'Audit log: a column heading.',
  },
  columnItem: {
    en: 'Item',
    fr: 'Élément',
    description: 'Audit log: a column heading.',
  },
  columnWhy: {
    en: 'Why',
    fr: 'Pourquoi',
    description: 'Audit log: a column heading.',
  },
  itemFrom: {
    en: 'From',
    fr: 'De',
    description: 'Queue item: label of who sent it.',
  },
  itemCase: {
    en: 'Case',
    fr: 'Dossier',
    description: 'Queue item: label of the case.',
  },
  itemCreator: {
    en: 'Creator',
    fr: 'Auteur',
    description: 'Queue item: label of who lodged the case.',
  },
  itemReported: {
    en: 'Reported',
    fr: 'Signalé',
    description: 'Queue item: label of who was reported.',
  },
  itemTrade: {
    en: 'Trade',
    fr: 'Métier',
    description: 'Queue item: label of the trade applied for.',
  },
  itemLicence: {
    en: 'Licence',
    fr: 'Permis',
    description: 'Queue item: label of the licence.',
  },
  accountDeleted: {
    en: 'account deleted',
    fr: 'compte supprimé',
    description: 'In place of a member whose account is gone.',
  },
  bothTrades: {
    en: 'You hold both trade verifications.',
    fr: 'Vos deux métiers sont déjà vérifiés.',
    description: 'Trade verification: nothing left to apply for.',
  },
  chooseTrade: {
    en: 'Choose a trade',
    fr: 'Choisissez un métier',
    description: 'Trade verification: the empty choice.',
  },
  remove: {
    en: 'Remove',
    fr: 'Retirer',
    description: 'Confirm button of the dialog where a moderator removes a response.',
  },
  whatModeratorsDid: {
    en: 'What moderators did',
    fr: 'Ce que l’équipe de modération a fait',
    description: 'Accessible name of an item’s moderation history.',
  },
  auditEntries: {
    en: 'Audit log entries',
    fr: 'Entrées du journal d’audit',
    description: 'Accessible name of the audit log’s entries.',
  },
} satisfies Catalogue;
