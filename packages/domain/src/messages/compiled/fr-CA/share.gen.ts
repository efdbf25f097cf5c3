// Compiled from src/messages/catalogue/share.ts by scripts/compile-messages.ts: do not edit.
export const fr = {
  "heading": (): string => `Rechercher ce que vous avez partagé`,
  "chooseOne": (): string => `Ce que vous avez partagé en contient plusieurs. Lequel voulez-vous rechercher ?`,
  "searchFor": (a: { "kind": string | number; "value": string | number }): string => `Rechercher ${a.kind} ${a.value}`,
  "noneFound": (): string => `Nous n’avons trouvé aucun numéro de téléphone, courriel ni numéro d’entreprise dans ce que vous avez partagé.`,
  "typeItInstead": (): string => `Tapez-le plutôt dans la recherche.`,
  "opening": (a: { "value": string | number }): string => `Ouverture de la recherche pour ${a.value}…`,
} satisfies Record<keyof typeof import('../en/share.gen.js').en, unknown>;
