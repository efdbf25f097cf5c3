// Compiled from src/messages/catalogue/app.ts by scripts/compile-messages.ts: do not edit.
export const fr = {
  "offline": (): string => `Vous êtes hors ligne`,
  "offlineDetail": (): string => `Forewarn s’est ouvert à partir de cet appareil. Les pages qui ont besoin du serveur se chargeront de nouveau quand vous serez en ligne.`,
  "updateAvailable": (): string => `Une nouvelle version de Forewarn est offerte`,
  "reload": (): string => `Recharger`,
} satisfies Record<keyof typeof import('../en/app.gen.js').en, unknown>;
