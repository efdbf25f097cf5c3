// Compiled from src/messages/catalogue/caseCard.ts by scripts/compile-messages.ts: do not edit.
export const fr = {
  "firstCaseHeld": (): string => `Votre dossier sera public dès qu’un membre de l’équipe de modération l’aura lu.`,
  "hiddenByModeratorBadge": (): string => `Masqué par la modération`,
  "archivedBadge": (a: { "years": string | number }): string => `Archivé — plus de ${a.years} ans`,
  "caseRemovedReason": (a: { "reason": string | number }): string => `Ce dossier a été retiré par la modération et vous êtes la seule personne à pouvoir le voir. Motif : ${a.reason}`,
  "cardName": (): string => `Nom`,
  "cardPostcode": (): string => `Code postal`,
  "cardAuthor": (): string => `Auteur`,
  "cardPaused": (): string => `Dossier en pause`,
  "cardResolved": (): string => `Réglé`,
  "cardViewDetails": (): string => `Voir le dossier`,
  "cardAnonymous": (): string => `Anonyme`,
  "cardDeletedUser": (): string => `Compte supprimé`,
} satisfies Record<keyof typeof import('../en/caseCard.gen.js').en, unknown>;
