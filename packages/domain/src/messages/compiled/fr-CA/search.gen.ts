// Compiled from src/messages/catalogue/search.ts by scripts/compile-messages.ts: do not edit.
export const fr = {
  "recentCasesHeading": (a: { "country": string | number }): string => `Dossiers récents – ${a.country}`,
  "searchPrompt": (): string => `Lancez une recherche… ou cliquez sur Rechercher pour afficher les dossiers les plus récents…`,
  "searching": (a: { "country": string | number }): string => `Recherche dans : ${a.country}`,
  "noCasesFound": (): string => `Aucun dossier trouvé`,
  "reportCasePrompt": (): string => `Voulez-vous déposer un dossier ?`,
  "countryName": (a: { "code": string }): string => (a.code === "AU" ? `Australie` : a.code === "US" ? `États-Unis` : a.code === "CA" ? `Canada` : a.code === "GB" ? `Royaume-Uni` : a.code === "NZ" ? `Nouvelle-Zélande` : a.code === "IE" ? `Irlande` : `${a.code}`),
  "searchPlaceholder": (a: { "code": string }): string => (a.code === "AU" ? `numéro, courriel, ABN, ACN, code postal` : a.code === "NZ" ? `numéro, courriel, NZBN, code postal` : `numéro, courriel, numéro d’entreprise, code postal`),
} satisfies Record<keyof typeof import('../en/search.gen.js').en, unknown>;
