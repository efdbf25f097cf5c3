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
    fr: 'Province, État ou région qui l’a délivré',
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
    fr: '{state, select, open {ouvert} dismissed {classé} actioned {traité} other {{state}}}',
    description:
      'Moderation queue: the State filter’s choices (items still open, dismissed, or acted on).',
  },
  crowdElevated: {
    en: 'Above normal: every sign-up does a harder check, and new accounts’ cases wait here.',
    fr: 'Au-dessus de la normale\u00a0: chaque inscription passe une vérification plus difficile, et les dossiers des nouveaux comptes attendent ici.',
    description: 'Moderation, sign-ups across the site: the crowd is above its normal rate.',
  },
  crowdNormal: {
    en: 'Normal.',
    fr: 'Rythme normal.',
    description: 'Moderation, sign-ups across the site: the crowd is at its normal rate.',
  },
  loadingSignups: {
    en: 'Loading sign-ups',
    fr: 'Chargement des inscriptions',
    description: 'Moderation, sign-ups across the site: while the figures load.',
  },
  crowdLastWindow: {
    en: 'In the last {minutes, plural, one {{minutes} minute} other {{minutes} minutes}}: {accounts, plural, one {{accounts} account} other {{accounts} accounts}}, {cases, plural, one {{cases} case} other {{cases} cases}} from accounts under {days, plural, one {{days} day} other {{days} days}} old. Normal is up to {normal} ({from}).',
    fr: 'Au cours {minutes, plural, one {de la dernière minute} other {des #\u00a0dernières minutes}}\u00a0: {accounts, plural, one {#\u00a0compte} other {#\u00a0comptes}}, {cases, plural, one {#\u00a0dossier} other {#\u00a0dossiers}} de comptes de moins de {days, plural, one {#\u00a0jour} other {#\u00a0jours}}. La normale va jusqu’à {normal} ({from}).',
    description:
      'Moderation, sign-ups across the site: {minutes} is the crowd’s window, {days} how long an account is new (LIMITS), {normal} the normal count and {from} where it comes from (one of the crowdNormalFrom texts).',
  },
  crowdNormalFromSetting: {
    en: 'set by the operator',
    fr: 'fixée par l’exploitant',
    description: 'Moderation, sign-ups: where the normal rate comes from, inside parentheses.',
  },
  crowdNormalFromLastDays: {
    en: 'the busiest {percent} % of the last {days} days',
    fr: 'le {percent}\u00a0% le plus achalandé des {days}\u00a0derniers jours',
    description:
      'Moderation, sign-ups: the normal rate is learnt from the busiest windows of recent days (inside parentheses).',
  },
  crowdNormalFromFloor: {
    en: 'the lowest normal',
    fr: 'la normale minimale',
    description: 'Moderation, sign-ups: the normal rate is its floor (inside parentheses).',
  },
  heldNewAccounts: {
    en: 'Held cases of new accounts ({count, number})',
    fr: 'Dossiers retenus de nouveaux comptes ({count, number})',
    description: 'Moderation, sign-ups: heading of the held cases, with how many.',
  },
  licenceIssuedIn: {
    en: '{number}, issued in {region}',
    fr: '{number}, délivré par\u00a0: {region}',
    description: 'Queue item, a trade application: the licence number and where it was issued.',
  },
  myTradeApplication: {
    en: '{trade}: licence {number} ({region}), {status}',
    fr: '{trade}\u00a0: permis {number} ({region}), {status}',
    description:
      'Trade application page, one of the member’s applications: {trade} the trade, {number} and {region} the licence’s, {status} its status.',
  },
  tradeStatusOpen: {
    en: 'waiting for a decision',
    fr: 'en attente d’une décision',
    description: 'Trade application page: an application not decided yet.',
  },
  tradeStatusActioned: {
    en: 'approved',
    fr: 'approuvée',
    description: 'Trade application page: an approved application.',
  },
  tradeStatusDismissed: {
    en: 'not approved',
    fr: 'non approuvée',
    description: 'Trade application page: an application turned down.',
  },
  approve: {
    en: 'Approve',
    fr: 'Approuver',
    description:
      'Queue item, a trade application: approves it (the button and the dialog’s confirm).',
  },
  hideCase: {
    en: 'Hide case',
    fr: 'Masquer le dossier',
    description: 'Queue item and case page: hides the case (the button and the dialog’s confirm).',
  },
  hideThisCase: {
    en: 'Hide this case',
    fr: 'Masquer ce dossier',
    description: 'The hide dialog’s title.',
  },
  hideCaseDescription: {
    en: 'Nobody but its creator (and moderators) will see it. The creator is emailed the reason; its open reports and disputes close as actioned.',
    fr: 'Personne d’autre que son auteur ou autrice (et l’équipe de modération) ne le verra. Le motif lui est envoyé par courriel, et ses signalements et contestations ouverts sont fermés comme traités.',
    description: 'The hide dialog: what hiding does.',
  },
  restoreCase: {
    en: 'Restore case',
    fr: 'Rétablir le dossier',
    description: 'Queue item and case page: restores a hidden case.',
  },
  restoreThisCase: {
    en: 'Restore this case',
    fr: 'Rétablir ce dossier',
    description: 'The restore dialog’s title.',
  },
  restore: {
    en: 'Restore',
    fr: 'Rétablir',
    description: 'The restore dialog’s confirm.',
  },
  suspendReportedUser: {
    en: 'Suspend reported user',
    fr: 'Suspendre le membre signalé',
    description: 'Queue item, a user report: suspends the member reported.',
  },
  suspendCreator: {
    en: 'Suspend creator',
    fr: 'Suspendre l’auteur du dossier',
    description: 'Queue item about a case: suspends the member who lodged it.',
  },
  suspendDescription: {
    en: 'They can still sign in and read, but not lodge, respond, message or report.',
    fr: 'Ce membre peut encore se connecter et lire, mais plus déposer, répondre, écrire ni signaler.',
    description: 'The suspend dialog: what a suspension stops.',
  },
  suspend: {
    en: 'Suspend',
    fr: 'Suspendre',
    description: 'The suspend dialog’s confirm.',
  },
  turnDown: {
    en: 'Turn down',
    fr: 'Refuser',
    description: 'Queue item, a trade application: turns it down (the button and the confirm).',
  },
  turnDownTitle: {
    en: 'Turn this application down',
    fr: 'Refuser cette demande',
    description: 'The turn-down dialog’s title.',
  },
  turnDownDescription: {
    en: 'The applicant is emailed your reason.',
    fr: 'Votre motif est envoyé par courriel à la personne qui a fait la demande.',
    description: 'The turn-down dialog: what happens.',
  },
  dismiss: {
    en: 'Dismiss',
    fr: 'Classer',
    description:
      'Queue item: closes it with no action (the button, the dialog’s title and confirm).',
  },
  dismissDescription: {
    en: 'Close the item with no action. Whoever raised it is told no action was taken.',
    fr: 'Fermer l’élément sans suite. La personne qui l’a soulevé est informée qu’aucune mesure n’a été prise.',
    description: 'The dismiss dialog: what dismissing does.',
  },
  itemStatusOpen: {
    en: 'open',
    fr: 'ouvert',
    description: 'Queue item: its status, not yet handled.',
  },
  itemStatusDismissed: {
    en: 'dismissed',
    fr: 'classé',
    description: 'Queue item: its status, closed with no action.',
  },
  itemStatusActioned: {
    en: 'actioned',
    fr: 'traité',
    description: 'Queue item: its status, acted on.',
  },
  actionDismiss: {
    en: 'Dismissed',
    fr: 'Classé',
    description: 'Audit log and an item’s history: the action of dismissing.',
  },
  actionHideCase: {
    en: 'Hid case',
    fr: 'Dossier masqué',
    description: 'Audit log: a case was hidden.',
  },
  actionRestoreCase: {
    en: 'Restored case',
    fr: 'Dossier rétabli',
    description: 'Audit log: a case was restored.',
  },
  actionReleaseCase: {
    en: 'Released held case',
    fr: 'Dossier retenu libéré',
    description: 'Audit log: a held case was released.',
  },
  actionDeleteResponse: {
    en: 'Deleted response',
    fr: 'Réponse supprimée',
    description: 'Audit log: a response was deleted.',
  },
  actionSuspendUser: {
    en: 'Suspended user',
    fr: 'Membre suspendu',
    description: 'Audit log: a member was suspended.',
  },
  actionLiftSuspension: {
    en: 'Lifted suspension',
    fr: 'Suspension levée',
    description: 'Audit log: a suspension was lifted.',
  },
  actionGrantBadge: {
    en: 'Granted badge',
    fr: 'Badge accordé',
    description: 'Audit log: a badge was granted.',
  },
  actionRevokeBadge: {
    en: 'Revoked badge',
    fr: 'Badge retiré',
    description: 'Audit log: a badge was taken away.',
  },
  actionApproveApplication: {
    en: 'Approved application',
    fr: 'Demande approuvée',
    description: 'Audit log: a trade application was approved.',
  },
  actionNoticeReceived: {
    en: 'Notice received',
    fr: 'Avis reçu',
    description: 'Audit log: a notice about a case came in.',
  },
  actionPosterTold: {
    en: 'Poster told',
    fr: 'Auteur informé',
    description: 'Audit log: the case’s poster was told of a notice.',
  },
  actionPosterUnreachable: {
    en: 'Poster unreachable',
    fr: 'Auteur injoignable',
    description: 'Audit log: the poster could not be told of a notice.',
  },
  actionPosterAnswered: {
    en: 'Poster answered',
    fr: 'Réponse de l’auteur',
    description: 'Audit log: the poster answered a notice.',
  },
  actionNoticeEscalated: {
    en: 'Notice escalated',
    fr: 'Avis transmis à l’administration',
    description: 'Audit log: a notice was passed up for a decision.',
  },
  actionNoticeDecided: {
    en: 'Notice decided',
    fr: 'Avis tranché',
    description: 'Audit log: a moderator decided a notice.',
  },
  actionAppealLodged: {
    en: 'Appeal lodged',
    fr: 'Appel déposé',
    description: 'Audit log: someone appealed a decision.',
  },
  actionAppealDecided: {
    en: 'Appeal decided',
    fr: 'Appel tranché',
    description: 'Audit log: an appeal was decided.',
  },
  actionBulkRelease: {
    en: 'Released held cases together',
    fr: 'Dossiers retenus libérés en lot',
    description: 'Audit log: held cases released in one step.',
  },
  actionBulkRemove: {
    en: 'Removed held cases together',
    fr: 'Dossiers retenus retirés en lot',
    description: 'Audit log: held cases removed in one step.',
  },
  systemActor: {
    en: 'System',
    fr: 'Système',
    description:
      'Audit log and an item’s history: who did a step the server took itself (a sweep, a job).',
  },
  actionSetRole: {
    en: 'Changed role',
    fr: 'Rôle modifié',
    description: 'Audit log: a member’s role was changed.',
  },
  approveBadge: {
    en: 'Approve: {badge}',
    fr: 'Approuver\u00a0: {badge}',
    description: 'The approve dialog’s title; {badge} is the trade’s badge.',
  },
  approveDescription: {
    en: "The applicant gets the ''{badge}'' badge and an email saying so.",
    fr: 'La personne qui a fait la demande reçoit le badge «\u00a0{badge}\u00a0» et un courriel qui le lui annonce.',
    description: 'The approve dialog: what approving does; {badge} is the trade’s badge.',
  },
  suspendNamed: {
    en: 'Suspend {who}',
    fr: 'Suspendre {who}',
    description: 'The suspend dialog’s title; {who} is the member’s username or email.',
  },
  everyoneSeesAgain: {
    en: 'Everyone will see it again.',
    fr: 'Tout le monde le verra de nouveau.',
    description: 'The restore dialog: what restoring does.',
  },
  noUsername: {
    en: '(no username)',
    fr: '(sans nom d’utilisateur)',
    description: 'Moderation: a member without a username.',
  },
  liftSuspension: {
    en: 'Lift suspension',
    fr: 'Lever la suspension',
    description: 'Moderation, a member: lifts their suspension (button and confirm).',
  },
  roleModerator: {
    en: 'moderator',
    fr: 'modérateur',
    description: 'A member’s role, on their label in moderation screens (lower case, a tag).',
  },
  roleAdmin: {
    en: 'admin',
    fr: 'administrateur',
    description: 'A member’s role, on their label in moderation screens (lower case, a tag).',
  },
  makeModerator: {
    en: 'Make moderator',
    fr: 'Nommer modérateur',
    description: 'Moderation, a member: gives them the moderator role (button and confirm).',
  },
  removeModerator: {
    en: 'Remove moderator',
    fr: 'Retirer le rôle de modérateur',
    description: 'Moderation, a moderator: takes the role back (button and confirm).',
  },
  grant: {
    en: 'Grant',
    fr: 'Accorder',
    description: 'Moderation: confirms granting a badge.',
  },
  revoke: {
    en: 'Revoke',
    fr: 'Retirer',
    description: 'Moderation: confirms taking a badge away.',
  },
  removeResponseOf: {
    en: "Remove {author}''s response",
    fr: 'Retirer la réponse de {author}',
    description: 'Moderation, a case’s response: the remove dialog’s title.',
  },
  liftSuspensionOf: {
    en: "Lift {who}''s suspension",
    fr: 'Lever la suspension de {who}',
    description: 'Moderation, a member: the lift dialog’s title.',
  },
  grantBadge: {
    en: 'Grant {badge}',
    fr: 'Accorder : {badge}',
    description: 'Moderation, a member: grants a trade badge.',
  },
  revokeBadge: {
    en: 'Revoke {badge}',
    fr: 'Retirer : {badge}',
    description: 'Moderation, a member: takes a trade badge away.',
  },
  grantBadgeFor: {
    en: "Grant ''{badge}'' for {who}",
    fr: 'Accorder « {badge} » à {who}',
    description: 'Moderation: the grant dialog’s title.',
  },
  revokeBadgeFor: {
    en: "Revoke ''{badge}'' for {who}",
    fr: 'Retirer « {badge} » à {who}',
    description: 'Moderation: the revoke dialog’s title.',
  },
  makeModeratorOf: {
    en: 'Make {who} a moderator',
    fr: 'Nommer {who} modérateur ou modératrice',
    description: 'Moderation: the make-moderator dialog’s title.',
  },
  makeOrdinaryUser: {
    en: 'Make {who} an ordinary user',
    fr: 'Rendre {who} membre ordinaire',
    description: 'Moderation: the remove-moderator dialog’s title.',
  },
  suspensionDays: {
    en: '{days, plural, one {{days} day} other {{days} days}}',
    fr: '{days, plural, one {# jour} other {# jours}}',
    description: 'The suspend dialog: a choice of how long.',
  },
} satisfies Catalogue;
