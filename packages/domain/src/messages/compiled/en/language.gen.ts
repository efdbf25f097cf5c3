// Compiled from src/messages/catalogue/language.ts by scripts/compile-messages.ts: do not edit.
export const en = {
  "switchTo": (): string => `Français`,
};
