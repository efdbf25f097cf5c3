import type { Catalogue } from '../../i18n/catalogue-entry.js';

// The case card and the case page's badges (case-card-messages.ts): on the first screen.

export const CASE_CARD_CATALOGUE = {
  firstCaseHeld: {
    en: 'Your case will be public once a moderator has read it.',
    fr: 'Votre dossier sera public dès qu’un membre de l’équipe de modération l’aura lu.',
    description:
      'To the lodger of a new account’s first case, held while sign-ups run above normal.',
  },
  hiddenByModeratorBadge: {
    en: 'Hidden by a moderator',
    fr: 'Masqué par la modération',
    description: 'Badge on a case a moderator hid.',
  },
  archivedBadge: {
    en: 'Archived — older than {years} years',
    fr: 'Archivé — plus de {years}\u00a0ans',
    description: 'Badge on a case not updated for 3 years.',
  },
  caseRemovedReason: {
    en: 'This case was removed by moderation and only you can see it. Reason: {reason}',
    fr: 'Ce dossier a été retiré par la modération et vous êtes la seule personne à pouvoir le voir. Motif\u00a0: {reason}',
    description: 'To the lodger of a removed case; reason is the moderator’s reason.',
  },
  cardName: {
    en: 'Name',
    fr: 'Nom',
    description: 'Case card: label of the name the case gives.',
  },
  cardPostcode: {
    en: 'Postcode',
    fr: 'Code postal',
    description: 'Case card: label of the postcode.',
  },
  cardAuthor: {
    en: 'Author',
    fr: 'Auteur',
    description: 'Case card: label of who lodged the case (their username).',
  },
  cardPaused: {
    en: 'Case Paused',
    fr: 'Dossier en pause',
    description: 'Case card: badge of a paused case (as the case page’s).',
  },
  cardResolved: {
    en: 'Resolved',
    fr: 'Réglé',
    description: 'Case card: badge of a resolved case (as the case page’s).',
  },
  cardViewDetails: {
    en: 'View Details',
    fr: 'Voir le dossier',
    description: 'Case card: the link that opens the case page.',
  },
  cardAnonymous: {
    en: 'Anonymous',
    fr: 'Anonyme',
    description: 'The author of a case or response posted anonymously (the API says "Anonymous").',
  },
  cardDeletedUser: {
    en: 'Deleted user',
    fr: 'Compte supprimé',
    description:
      'The author of a response whose account was deleted (the API says "Deleted user").',
  },
} satisfies Catalogue;
