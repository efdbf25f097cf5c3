// Compiled from src/messages/catalogue/api.ts by scripts/compile-messages.ts: do not edit.
export const en = {
  "idempotencyKeyInvalid": (a: { "max": string | number }): string => `The Idempotency-Key must be 1 to ${a.max} visible ASCII characters.`,
  "idempotencyKeyReused": (): string => `This Idempotency-Key was already used for a different request. Send a new key with a new request.`,
  "idempotencyKeyInProgress": (): string => `A request with this Idempotency-Key is still being processed. Try again in a moment.`,
};
