// Compiled from src/messages/catalogue/api.ts by scripts/compile-messages.ts: do not edit.
export const fr = {
  "idempotencyKeyInvalid": (a: { "max": string | number }): string => `La clé Idempotency-Key doit compter de 1 à ${a.max} caractères ASCII visibles.`,
  "idempotencyKeyReused": (): string => `Cette clé Idempotency-Key a déjà servi pour une autre requête. Envoyez une nouvelle clé avec une nouvelle requête.`,
  "idempotencyKeyInProgress": (): string => `Une requête avec cette clé Idempotency-Key est encore en cours. Réessayez dans un instant.`,
} satisfies Record<keyof typeof import('../en/api.gen.js').en, unknown>;
