// Compiled from src/messages/catalogue/listState.ts by scripts/compile-messages.ts: do not edit.
export const fr = {
  "searchUnavailable": (): string => `La recherche n’est pas disponible pour le moment — cela ne veut pas dire qu’il n’y a aucun dossier.`,
  "recentCasesUnavailable": (): string => `Les dossiers récents ne sont pas disponibles pour le moment — cela ne veut pas dire qu’il n’y en a aucun.`,
  "watchesUnavailable": (): string => `Vos veilles ne sont pas disponibles pour le moment — cela ne veut pas dire que vous n’en avez aucune.`,
  "lodgementsUnavailable": (): string => `Vos dépôts ne sont pas disponibles pour le moment — cela ne veut pas dire que vous n’en avez aucun.`,
  "queueUnavailable": (): string => `La file de modération n’est pas disponible pour le moment — cela ne veut pas dire qu’elle est vide.`,
  "notificationsUnavailable": (): string => `Vos notifications ne sont pas disponibles pour le moment — cela ne veut pas dire que vous n’en avez aucune.`,
  "auditLogUnavailable": (): string => `Le journal d’audit n’est pas disponible pour le moment — cela ne veut pas dire qu’il est vide.`,
  "signupFiguresUnavailable": (): string => `Les chiffres des inscriptions ne sont pas disponibles pour le moment.`,
  "messagesUnavailable": (): string => `Vos messages ne sont pas disponibles pour le moment — cela ne veut pas dire que vous n’en avez aucun.`,
  "cannotReach": (): string => `Impossible de joindre Forewarn. Vérifiez votre connexion et réessayez.`,
  "tryAgainIn": (a: { "wait": string | number }): string => `Réessayez dans ${a.wait}.`,
  "tryAgain": (): string => `Réessayer`,
  "busyRetrying": (): string => `Le serveur est occupé, nouvelle tentative…`,
  "unreachableRetrying": (): string => `Impossible de joindre Forewarn, nouvelle tentative…`,
  "somethingWentWrong": (): string => `Un problème est survenu. Veuillez réessayer.`,
} satisfies Record<keyof typeof import('../en/listState.gen.js').en, unknown>;
