// Compiled from src/messages/catalogue/transport.ts by scripts/compile-messages.ts: do not edit.
export const fr = {
  "requestTooSlow": (): string => `Votre requête a mis trop de temps à arriver. Veuillez réessayer.`,
  "tooManyConnections": (): string => `Trop de connexions à partir de votre adresse. Veuillez réessayer dans un instant.`,
  "storageUnavailable": (): string => `Les images ne sont pas disponibles pour le moment. Veuillez réessayer dans un instant.`,
  "methodNotAllowed": (): string => `Cette adresse n’accepte pas cette méthode (voir l’en-tête Allow).`,
} satisfies Record<keyof typeof import('../en/transport.gen.js').en, unknown>;
