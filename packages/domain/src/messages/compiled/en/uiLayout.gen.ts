// Compiled from src/messages/catalogue/uiLayout.ts by scripts/compile-messages.ts: do not edit.
export const en = {
  "loading": (): string => `Loading`,
  "menu": (): string => `Menu`,
  "menuLinks": (): string => `Menu links`,
  "mainNav": (): string => `Main`,
  "openItems": (): string => ` open items`,
  "unreadMessages": (): string => ` (unread messages)`,
  "sorry": (): string => `Sorry`,
  "loadFailed": (): string => `Something went wrong while loading this page.`,
};
