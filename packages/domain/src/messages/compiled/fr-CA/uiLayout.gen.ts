// Compiled from src/messages/catalogue/uiLayout.ts by scripts/compile-messages.ts: do not edit.
export const fr = {
  "loading": (): string => `Chargement`,
  "menu": (): string => `Menu`,
  "menuLinks": (): string => `Liens du menu`,
  "mainNav": (): string => `Principale`,
  "openItems": (): string => ` éléments ouverts`,
  "unreadMessages": (): string => ` (messages non lus)`,
  "sorry": (): string => `Désolé`,
  "loadFailed": (): string => `Une erreur est survenue pendant le chargement de cette page.`,
} satisfies Record<keyof typeof import('../en/uiLayout.gen.js').en, unknown>;
