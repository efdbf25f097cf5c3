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
  itemId: {
    en: 'Item id',
    fr: 'Identifiant de l’élément',
    description: 'Audit log: filter by item.',
  },
  filter: {
    en: 'Filter',
    fr: 'Filtrer',
    description: 'Audit log: applies the filter.',
  },
  showEverything: {
    en: 'Show everything',
    fr: 'Tout afficher',
    description: 'Audit log: clears the filter.',
  },
  backToQueue: {
    en: 'Back to the queue',
    fr: 'Retour à la file',
    description: 'Audit log: link back to the queue.',
  },
  open: {
    en: 'open',
    fr: 'ouvrir',
    description: 'Audit log: link to an item.',
  },
  signupsAcross: {
    en: 'Sign-ups across the site',
    fr: 'Inscriptions sur tout le site',
    description: 'Moderation: heading of the sign-ups panel.',
  },
  release: {
    en: 'Release',
    fr: 'Libérer',
    description: 'Moderation: releases a held case.',
  },
  disputeLead: {
    en: 'Are you the person named, or do you know this case is false or already settled? Tell the moderators why. The creator is told that a dispute was lodged, but not by whom.',
    fr: 'Êtes-vous la personne visée, ou savez-vous que ce dossier est faux ou déjà réglé ? Dites à l’équipe de modération pourquoi. L’auteur est avisé qu’une contestation a été déposée, mais pas par qui.',
    description: 'Dispute dialog: the paragraph above the reason.',
  },
  cancel: {
    en: 'Cancel',
    fr: 'Annuler',
    description: 'Closes a moderation dialog.',
  },
  submitDispute: {
    en: 'Submit dispute',
    fr: 'Envoyer la contestation',
    description: 'Dispute dialog: sends it.',
  },
  removeAsModerator: {
    en: 'Remove (moderator)',
    fr: 'Retirer (modération)',
    description: 'Response: a moderator’s remove button.',
  },
  removeResponseNote: {
    en: 'The response is deleted for everyone. The audit log keeps its words.',
    fr: 'La réponse est supprimée pour tout le monde. Le journal d’audit en garde le texte.',
    description: 'Confirmation of a moderator removing a response.',
  },
  newer: {
    en: 'Newer',
    fr: 'Plus récents',
    description: 'Moderation lists: previous page.',
  },
  older: {
    en: 'Older',
    fr: 'Plus anciens',
    description: 'Moderation lists: next page.',
  },
  queue: {
    en: 'Queue',
    fr: 'File',
    description: 'Moderation: heading of the queue.',
  },
  kind: {
    en: 'Kind',
    fr: 'Type',
    description: 'Moderation queue: filter by kind.',
  },
  state: {
    en: 'State',
    fr: 'État',
    description: 'Moderation queue: filter by state.',
  },
  forHowLong: {
    en: 'For how long',
    fr: 'Pendant combien de temps',
    description: 'Suspension dialog: the duration.',
  },
  reasonColon: {
    en: 'Reason:',
    fr: 'Motif :',
    description: 'Before a suspension’s reason.',
  },
  suspendedNote: {
    en: 'You can still sign in and read, but not lodge cases, respond, message, report or verify your phone.',
    fr: 'Vous pouvez encore vous connecter et lire, mais pas déposer de dossiers, répondre, écrire des messages, signaler ni vérifier votre téléphone.',
    description: 'Suspension banner: what a suspended member can still do.',
  },
  tradeLead: {
    en: 'Verified plumbers and electricians show a badge beside their name and see cases limited to their trade. A moderator checks your licence and emails you the decision.',
    fr: 'Les plombiers et électriciens vérifiés ont un badge à côté de leur nom et voient les dossiers réservés à leur métier. L’équipe de modération vérifie votre permis et vous envoie la décision par courriel.',
    description: 'Trade application: the paragraph above the form.',
  },
  licenceNumber: {
    en: 'Licence number',
    fr: 'Numéro de permis',
    description: 'Trade application: the licence number.',
  },
  issuingRegion: {
    en: 'State or region that issued it',
    fr: 'État ou région qui l’a délivré',
    description: 'Trade application: where the licence was issued.',
  },
  licencePhoto: {
    en: 'Photo of the licence (optional; only moderators see it)',
    fr: 'Photo du permis (facultative ; seule l’équipe de modération la voit)',
    description: 'Trade application: the licence photo.',
  },
  apply: {
    en: 'Apply',
    fr: 'Faire la demande',
    description: 'Trade application: sends it.',
  },
  users: {
    en: 'Users',
    fr: 'Membres',
    description: 'Moderation: heading of the user tools.',
  },
  emailOrUsername: {
    en: 'Email or username',
    fr: 'Courriel ou nom d’utilisateur',
    description: 'Moderation: label of the user search.',
  },
  findUserButton: {
    en: 'Find user',
    fr: 'Trouver le membre',
    description: 'Moderation: searches for a user.',
  },
  suspended: {
    en: 'suspended',
    fr: 'suspendu',
    description: 'Beside a suspended member’s name.',
  },
  hiddenReason: {
    en: 'Hidden by moderation. Reason:',
    fr: 'Masqué par la modération. Motif :',
    description: 'Case page, for moderators: before the reason a case was hidden.',
  },
  untilDate: {
    en: 'Until {date}.',
    fr: 'Jusqu’au {date}.',
    description:
      'Suspension banner: when the suspension ends; {date} is a formatted date and time.',
  },
  untilModeratorLifts: {
    en: 'Until a moderator lifts it.',
    fr: 'Jusqu’à ce que l’équipe de modération la lève.',
    description: 'Suspension banner: a suspension with no end date.',
  },
  suspendedUntil: {
    en: ' until {date}',
    fr: ' jusqu’au {date}',
    description:
      'After “suspended” beside a member’s name (starts with a space); {date} is a formatted date and time.',
  },
  suspendedUntilLifted: {
    en: ' until lifted',
    fr: ' jusqu’à sa levée',
    description:
      'After “suspended” beside a member’s name, for a suspension with no end date (starts with a space).',
  },
  pageOfPages: {
    en: 'Page {page} of {pages}',
    fr: 'Page {page} sur {pages}',
    description: 'Between Newer and Older on a moderation list.',
  },
  hiddenBecause: {
    en: 'hidden: {reason}',
    fr: 'masqué\u00a0: {reason}',
    description: 'Moderation queue, beside a case a moderator hid: why.',
  },
  licencePhotoLink: {
    en: 'licence photo',
    fr: 'photo du permis',
    description: 'Moderation queue, a trade application: the link to the licence’s photo.',
  },
  applyToBe: {
    en: 'Apply to be',
    fr: 'Demander le statut',
    description: 'My Account’s trade verification: the label of the trade chooser.',
  },
  queueKind: {
    en: '{kind, select, case_report {Reported case} user_report {Reported user} dispute {Dispute} trade_application {Trade application} bug_report {Bug report} feedback {Feedback} other {{kind}}}',
    fr: '{kind, select, case_report {Dossier signalé} user_report {Membre signalé} dispute {Contestation} trade_application {Demande de badge de métier} bug_report {Rapport de problème} feedback {Avis} other {{kind}}}',
    description:
      'Moderation queue: an item’s kind, in the Kind filter and on each item; kind is the API’s name for it.',
  },
  queueState: {
    en: '{state, select, open {open} dismissed {dismissed} actioned {actioned} other {{state}}}',
    fr: '{state, select, open {ouvert} dismissed {rejeté} actioned {traité} other {{state}}}',
    description:
      'Moderation queue: the State filter’s choices (items still open, dismissed, or acted on).',
  },
} satisfies Catalogue;
