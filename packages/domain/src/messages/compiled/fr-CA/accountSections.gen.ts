// Compiled from src/messages/catalogue/accountSections.ts by scripts/compile-messages.ts: do not edit.
export const fr = {
  "notificationsTitle": (): string => `Notifications`,
  "notificationsSummary": (): string => `Ce que nous vous envoyons par courriel, et les notifications sur cet appareil`,
  "passwordTitle": (): string => `Mot de passe`,
  "passwordSummary": (): string => `Changer votre mot de passe`,
  "tradeTitle": (): string => `Vérification professionnelle`,
  "tradeSummary": (): string => `Un badge pour les plombiers et les électriciens titulaires d’un permis`,
  "yourDataTitle": (): string => `Vos données`,
  "yourDataSummary": (): string => `Télécharger une copie, ou supprimer votre compte`,
  "advancedTitle": (): string => `Avancé : pour les développeurs`,
  "advancedSummary": (): string => `Jetons d’API pour les logiciels de réservation, de location ou de commande`,
} satisfies Record<keyof typeof import('../en/accountSections.gen.js').en, unknown>;
