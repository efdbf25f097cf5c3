// Compiled from src/messages/catalogue/app.ts by scripts/compile-messages.ts: do not edit.
export const en = {
  "offline": (): string => `You are offline`,
  "offlineDetail": (): string => `Forewarn opened from this device. Pages that need the server load again when you are back online.`,
  "updateAvailable": (): string => `A new version of Forewarn is available`,
  "reload": (): string => `Reload`,
};
