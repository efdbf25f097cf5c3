import type { Catalogue } from '../../i18n/catalogue-entry.js';

// What the API tells an integration about its own requests (issue 50): idempotency keys.
export const API_CATALOGUE = {
  idempotencyKeyInvalid: {
    en: 'The Idempotency-Key must be 1 to {max} visible ASCII characters.',
    fr: 'La clé Idempotency-Key doit compter de 1 à {max} caractères ASCII visibles.',
    description: 'A 400 answer: the Idempotency-Key header is empty, too long or has spaces.',
  },
  idempotencyKeyReused: {
    en: 'This Idempotency-Key was already used for a different request. Send a new key with a new request.',
    fr: 'Cette clé Idempotency-Key a déjà servi pour une autre requête. Envoyez une nouvelle clé avec une nouvelle requête.',
    description:
      'A 422 answer: the same key came back with another body, path or operation than its first request.',
  },
  idempotencyKeyInProgress: {
    en: 'A request with this Idempotency-Key is still being processed. Try again in a moment.',
    fr: 'Une requête avec cette clé Idempotency-Key est encore en cours. Réessayez dans un instant.',
    description:
      'A 409 answer: a retry arrived while the first request with its key was still running.',
  },
} satisfies Catalogue;
