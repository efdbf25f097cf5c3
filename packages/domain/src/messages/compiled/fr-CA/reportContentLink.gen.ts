// Compiled from src/messages/catalogue/reportContentLink.ts by scripts/compile-messages.ts: do not edit.
export const fr = {
  "label": (): string => `Signaler un contenu illégal ou diffamatoire`,
} satisfies Record<keyof typeof import('../en/reportContentLink.gen.js').en, unknown>;
