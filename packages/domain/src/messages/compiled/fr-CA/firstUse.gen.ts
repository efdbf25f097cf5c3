// Compiled from src/messages/catalogue/firstUse.ts by scripts/compile-messages.ts: do not edit.
export const fr = {
  "concernHeading": (): string => `Un problème avec ce dossier ?`,
  "concernReportCaseFor": (): string => `Signaler le dossier : pour toute personne qui estime que ce dossier enfreint les règles.`,
  "concernAboutYouFor": (): string => `Ce dossier vous concerne ? : pour la personne visée par ce dossier, afin de le prouver et de répondre.`,
  "concernDisputeFor": (): string => `Contester ce dossier : pour une personne visée qui affirme qu’il est faux, afin de demander un examen.`,
  "reportUserDialogTitle": (): string => `Signaler ce membre ?`,
  "reportUserReasonLabel": (): string => `Motif (facultatif)`,
  "reportUserReasonHint": (): string => `Que s’est-il passé ? L’équipe de modération lira ce texte avec les messages de cette conversation.`,
  "reportUserConfirm": (): string => `Signaler ce membre`,
  "reportUserCancel": (): string => `Annuler`,
  "evidenceHeading": (): string => `Messages enregistrés avec le signalement`,
  "noEvidence": (): string => `Aucun message n’a été enregistré avec ce signalement.`,
  "showCurrentThread": (): string => `Afficher la conversation actuelle`,
  "hideCurrentThread": (): string => `Masquer la conversation actuelle`,
} satisfies Record<keyof typeof import('../en/firstUse.gen.js').en, unknown>;
