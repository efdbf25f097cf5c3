// Compiled from src/messages/catalogue/uiCases.ts by scripts/compile-messages.ts: do not edit.
export const fr = {
  "loadingCase": (): string => `Chargement du dossier`,
  "loadingEditor": (): string => `Chargement de l’éditeur`,
  "uploadingImages": (): string => `Téléversement des images…`,
  "currentMain": (): string => `Image principale actuelle`,
  "mainImage": (): string => `Image principale`,
  "extraImages": (): string => `Images supplémentaires`,
  "deleteCase": (): string => `Supprimer le dossier`,
  "whyCantISubmit": (): string => `Pourquoi ne puis-je pas envoyer ? (aide)`,
  "submissionHelp": (): string => `Aide à l’envoi`,
  "submittingCase": (): string => `Envoi du dossier…`,
  "blockersHeading": (): string => `Le bouton Submit Case reste désactivé tant que ces points ne sont pas corrigés :`,
  "nothingBlocking": (): string => `Rien ne bloque votre dossier : le bouton Submit Case est prêt.`,
  "editCase": (): string => `Modifier le dossier`,
  "ownerControls": (): string => `Commandes du propriétaire du dossier`,
  "authorColon": (): string => `Auteur :`,
  "details": (): string => `Détails`,
} satisfies Record<keyof typeof import('../en/uiCases.gen.js').en, unknown>;
