import type { Catalogue } from '../../i18n/catalogue-entry.js';

// What a first-time user tripped over (first-use-messages.ts, issue 24): the case page's ways
// to raise a concern, Report User in a chat, and a moderator's view of a user report.

export const FIRST_USE_CATALOGUE = {
  concernHeading: {
    en: 'Something wrong with this case?',
    fr: 'Un problème avec ce dossier\u202f?',
    description: 'Case page: heading above the three ways to raise a concern.',
  },
  concernReportCaseFor: {
    en: 'Report Case: for anyone who thinks this case breaks the rules.',
    fr: 'Signaler le dossier\u00a0: pour toute personne qui estime que ce dossier enfreint les règles.',
    description: 'Case page: what the Report Case button is for (names the button).',
  },
  concernAboutYouFor: {
    en: 'Is this about you?: for the person this case names, to prove it and reply.',
    fr: 'Ce dossier vous concerne\u202f?\u00a0: pour la personne visée par ce dossier, afin de le prouver et de répondre.',
    description: 'Case page: what the “Is this about you?” button is for (names the button).',
  },
  concernDisputeFor: {
    en: 'Dispute this case: for someone named here who says it is untrue, to ask for a review.',
    fr: 'Contester ce dossier\u00a0: pour une personne visée qui affirme qu’il est faux, afin de demander un examen.',
    description: 'Case page: what the Dispute this case button is for (names the button).',
  },
  reportUserDialogTitle: {
    en: 'Report this user?',
    fr: 'Signaler ce membre\u202f?',
    description: 'Chat: title of the dialog that reports the other person.',
  },
  reportUserReasonLabel: {
    en: 'Reason (optional)',
    fr: 'Motif (facultatif)',
    description: 'Chat, Report User dialog: label of the reason field.',
  },
  reportUserReasonHint: {
    en: 'What happened? Moderators read this with the messages of this chat.',
    fr: 'Que s’est-il passé\u202f? L’équipe de modération lira ce texte avec les messages de cette conversation.',
    description: 'Chat, Report User dialog: hint below the reason field.',
  },
  reportUserConfirm: {
    en: 'Report User',
    fr: 'Signaler ce membre',
    description: 'Chat, Report User dialog: the confirming button.',
  },
  reportUserCancel: {
    en: 'Cancel',
    fr: 'Annuler',
    description: 'Chat, Report User dialog: closes it without reporting.',
  },
  evidenceHeading: {
    en: 'Messages saved with the report',
    fr: 'Messages enregistrés avec le signalement',
    description:
      'Moderation, a user report: heading above the saved chat messages (a count follows).',
  },
  noEvidence: {
    en: 'No messages were saved with this report.',
    fr: 'Aucun message n’a été enregistré avec ce signalement.',
    description: 'Moderation, a user report without saved messages.',
  },
  showCurrentThread: {
    en: 'Show the current thread',
    fr: 'Afficher la conversation actuelle',
    description: 'Moderation, a user report: shows the chat as it is now.',
  },
  hideCurrentThread: {
    en: 'Hide the current thread',
    fr: 'Masquer la conversation actuelle',
    description: 'Moderation, a user report: hides the chat as it is now.',
  },
} satisfies Catalogue;
