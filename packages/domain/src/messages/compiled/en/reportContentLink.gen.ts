// Compiled from src/messages/catalogue/reportContentLink.ts by scripts/compile-messages.ts: do not edit.
export const en = {
  "label": (): string => `Report illegal or defamatory content`,
};
