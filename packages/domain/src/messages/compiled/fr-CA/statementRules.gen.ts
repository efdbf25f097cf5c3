// Compiled from src/messages/catalogue/statementRules.ts by scripts/compile-messages.ts: do not edit.
export const fr = {
  "hide": (): string => `Les règles de Forewarn sur les dossiers : un dossier doit être vrai, porter sur la conduite décrite et être licite.`,
  "hold": (): string => `La règle d’affluence de Forewarn : tant que les inscriptions dépassent la normale, le dossier qu’un nouveau compte dépose le premier jour attend l’équipe de modération.`,
  "suspend": (): string => `Les règles de Forewarn pour les membres : ni abus, ni harcèlement, ni mauvais usage du registre.`,
  "refuseTrade": (): string => `La vérification des métiers de Forewarn : un permis doit être vérifié dans son registre.`,
  "notice": (a: { "law": string | number; "what": string | number }): string => `${a.law} ; les conditions de Forewarn : aucun dossier ne peut porter un contenu que la loi interdit (${a.what}).`,
} satisfies Record<keyof typeof import('../en/statementRules.gen.js').en, unknown>;
