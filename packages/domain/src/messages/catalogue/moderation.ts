import type { Catalogue } from '../../i18n/catalogue-entry.js';

// Moderation, suspension, disputes and trade verification (moderation-messages.ts, issue 13).

export const MODERATION_CATALOGUE = {
  accountSuspendedUntil: {
    en: 'Your account is suspended until {until}. Reason: {reason}',
    fr: 'Votre compte est suspendu jusqu’au {until}. Motif\u00a0: {reason}',
    description:
      'Refusal of a suspended member’s write; until is the end date already formatted (UTC named), reason the moderator’s.',
  },
  accountSuspendedForGood: {
    en: 'Your account is suspended indefinitely. Reason: {reason}',
    fr: 'Votre compte est suspendu pour une durée indéterminée. Motif\u00a0: {reason}',
    description: 'Refusal of a write under an indefinite suspension; reason is the moderator’s.',
  },
  suspendedBanner: {
    en: 'Your account is suspended',
    fr: 'Votre compte est suspendu',
    description: 'Banner across the pages of a suspended member.',
  },
  lodgingSuspended: {
    en: 'Your account is suspended. Reason: {reason}',
    fr: 'Votre compte est suspendu. Motif\u00a0: {reason}',
    description: 'The lodgement page’s reason when a suspension keeps the member from lodging.',
  },
  caseRemovedByModeration: {
    en: 'This case was removed by moderation.',
    fr: 'Ce dossier a été retiré par la modération.',
    description: 'Where a removed case would be shown.',
  },
  moderationReasonRequired: {
    en: 'Please give a reason.',
    fr: 'Veuillez indiquer un motif.',
    description: 'Moderation: a decision needs a reason.',
  },
  moderationItemClosed: {
    en: 'This item has already been closed.',
    fr: 'Cet élément a déjà été fermé.',
    description: 'Moderation queue: someone else closed the item first.',
  },
  moderationUserNotFound: {
    en: 'User not found.',
    fr: 'Membre introuvable.',
    description: 'Moderation: the account acted on does not exist.',
  },
  moderationSelf: {
    en: 'Moderators cannot act on their own account.',
    fr: 'Les modérateurs et modératrices ne peuvent pas agir sur leur propre compte.',
    description: 'Moderation: refusal to act on one’s own account.',
  },
  moderationAdminRole: {
    en: 'Admins are made and unmade from the command line.',
    fr: 'Les administrateurs et administratrices sont nommés et retirés en ligne de commande.',
    description: 'Moderation: the admin role cannot be changed from the web.',
  },
  moderationAlreadySuspended: {
    en: 'This user is already suspended. Lift the suspension first to change it.',
    fr: 'Ce membre est déjà suspendu. Levez d’abord la suspension pour la modifier.',
    description:
      'Moderation: a second suspension of a member already suspended (a double click, or two moderators at once).',
  },
  moderationNotSuspended: {
    en: 'This user is not suspended.',
    fr: 'Ce membre n’est pas suspendu.',
    description: 'Moderation: lifting a suspension that is not in force.',
  },
  moderationCaseNotHidden: {
    en: 'This case is not hidden.',
    fr: 'Ce dossier n’est pas masqué.',
    description: 'Moderation: showing a case that is not hidden.',
  },
  moderationCaseAlreadyHidden: {
    en: 'This case is already hidden.',
    fr: 'Ce dossier est déjà masqué.',
    description: 'Moderation: hiding a case already hidden.',
  },
  moderationDone: {
    en: 'Done.',
    fr: 'C’est fait.',
    description: 'Moderation: a decision was recorded.',
  },
  disputeThisCase: {
    en: 'Dispute this case',
    fr: 'Contester ce dossier',
    description: 'Case page: the named person’s button and dialog title to dispute the case.',
  },
  disputeReasonRequired: {
    en: 'Please say why you dispute this case.',
    fr: 'Veuillez expliquer pourquoi vous contestez ce dossier.',
    description: 'Dispute dialog: the reason is required.',
  },
  cannotDisputeOwnCase: {
    en: 'You cannot dispute your own case.',
    fr: 'Vous ne pouvez pas contester votre propre dossier.',
    description: 'Refusal: the lodger disputes their own case.',
  },
  disputeSubmitted: {
    en: 'Dispute submitted. The moderators will look at it, and the case creator is told a dispute was lodged (not by whom).',
    fr: 'Contestation envoyée. L’équipe de modération l’examinera, et la personne qui a déposé le dossier est informée qu’une contestation a été déposée (sans savoir par qui).',
    description: 'After a dispute is sent.',
  },
  tradeRequired: {
    en: 'Please choose a trade.',
    fr: 'Veuillez choisir un métier.',
    description: 'Trade verification form: no trade chosen.',
  },
  licenceNumberRequired: {
    en: 'Licence number is required.',
    fr: 'Le numéro de permis est obligatoire.',
    description: 'Trade verification form: the licence number is missing.',
  },
  licenceRegionRequired: {
    en: 'The state or region that issued the licence is required.',
    fr: 'La province, l’État ou la région qui a délivré le permis est obligatoire.',
    description: 'Trade verification form: the issuing region is missing.',
  },
  tradeAlreadyVerified: {
    en: 'You are already verified for this trade.',
    fr: 'Ce métier est déjà vérifié pour votre compte.',
    description: 'Trade verification: the member already holds this badge.',
  },
  tradeApplicationOpen: {
    en: 'You already have an application for this trade waiting for a decision.',
    fr: 'Vous avez déjà une demande pour ce métier en attente de décision.',
    description: 'Trade verification: an application for the trade is pending.',
  },
  tradeApplicationSubmitted: {
    en: 'Application submitted. We will email you the decision.',
    fr: 'Demande envoyée. Nous vous enverrons la décision par courriel.',
    description: 'Trade verification: after applying.',
  },
} satisfies Catalogue;
