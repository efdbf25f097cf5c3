// Compiled from src/messages/catalogue/installableApp.ts by scripts/compile-messages.ts: do not edit.
export const en = {
  "name": (): string => `Forewarn`,
  "shortName": (): string => `Forewarn`,
  "description": (): string => `A public registry where people warn each other about dishonest or difficult customers and traders.`,
  "pageDescription": (): string => `Forewarn: a public registry where people warn each other about dishonest or difficult customers and traders.`,
};
