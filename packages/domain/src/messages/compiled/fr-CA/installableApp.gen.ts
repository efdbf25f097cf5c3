// Compiled from src/messages/catalogue/installableApp.ts by scripts/compile-messages.ts: do not edit.
export const fr = {
  "name": (): string => `Forewarn`,
  "shortName": (): string => `Forewarn`,
  "description": (): string => `Un registre public où les gens s’avertissent les uns les autres au sujet de clients et de gens de métier malhonnêtes ou difficiles.`,
  "pageDescription": (): string => `Forewarn : un registre public où les gens s’avertissent les uns les autres au sujet de clients et de gens de métier malhonnêtes ou difficiles.`,
} satisfies Record<keyof typeof import('../en/installableApp.gen.js').en, unknown>;
