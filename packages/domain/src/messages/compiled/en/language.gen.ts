// Compiled from src/messages/catalogue/language.ts by scripts/compile-messages.ts: do not edit.
export const en = {
  "switchTo": (): string => `Français`,
  "notSaved": (): string => `Your language could not be saved to your account right now: your emails, and this site when you next sign in, stay in the language you had.`,
  "saved": (): string => `Your language is saved to your account.`,
};
