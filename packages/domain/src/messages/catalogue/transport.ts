import type { Catalogue } from '../../i18n/catalogue-entry.js';

// Requests the server stops reading (transport-messages.ts, issue 22): refusals the API sends.

export const TRANSPORT_CATALOGUE = {
  requestTooSlow: {
    en: 'Your request took too long to arrive. Please try again.',
    fr: 'Votre requête a mis trop de temps à arriver. Veuillez réessayer.',
    description: 'API refusal (408) when a request’s body arrives too slowly.',
  },
  tooManyConnections: {
    en: 'Too many connections from your address. Please try again in a moment.',
    fr: 'Trop de connexions à partir de votre adresse. Veuillez réessayer dans un instant.',
    description: 'API refusal when one network address holds too many connections.',
  },
  storageUnavailable: {
    en: 'Images are unavailable right now. Please try again in a moment.',
    fr: 'Les images ne sont pas disponibles pour le moment. Veuillez réessayer dans un instant.',
    description: 'API refusal when the image storage cannot be reached.',
  },
  methodNotAllowed: {
    en: 'This address does not take that method (see Allow).',
    fr: 'Cette adresse n’accepte pas cette méthode (voir l’en-tête Allow).',
    description:
      'API refusal (405) for an HTTP method the path does not take; Allow is the HTTP header’s name and stays as is.',
  },
} satisfies Catalogue;
