// Compiled from src/messages/catalogue/search.ts by scripts/compile-messages.ts: do not edit.
export const fr = {
  "recentCasesHeading": (a: { "country": string | number }): string => `Dossiers récents – ${a.country}`,
  "searchPrompt": (): string => `Lancez une recherche… ou cliquez sur Rechercher pour afficher les dossiers les plus récents…`,
  "searching": (a: { "country": string | number }): string => `Recherche dans : ${a.country}`,
  "noCasesFound": (): string => `Aucun dossier trouvé`,
  "reportCasePrompt": (): string => `Voulez-vous déposer un dossier ?`,
} satisfies Record<keyof typeof import('../en/search.gen.js').en, unknown>;
