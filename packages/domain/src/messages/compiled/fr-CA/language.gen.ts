// Compiled from src/messages/catalogue/language.ts by scripts/compile-messages.ts: do not edit.
export const fr = {
  "switchTo": (): string => `English`,
  "notSaved": (): string => `Votre langue n’a pas pu être enregistrée dans votre compte pour le moment : vos courriels, et le site à votre prochaine connexion, restent dans la langue que vous aviez.`,
  "saved": (): string => `Votre langue est enregistrée dans votre compte.`,
} satisfies Record<keyof typeof import('../en/language.gen.js').en, unknown>;
