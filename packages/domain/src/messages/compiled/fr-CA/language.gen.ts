// Compiled from src/messages/catalogue/language.ts by scripts/compile-messages.ts: do not edit.
export const fr = {
  "switchTo": (): string => `English`,
} satisfies Record<keyof typeof import('../en/language.gen.js').en, unknown>;
