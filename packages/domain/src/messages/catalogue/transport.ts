import type { Catalogue } from '../../i18n/catalogue-entry.js';

// The API's refusals that no route words (transport-messages.ts): requests the server stops
// reading (issue 22), the error handler's, the router's. An error's `code` never changes with
// the language.

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
  badInput: {
    en: 'Some of what you sent could not be read. Please check it and try again.',
    fr: 'Une partie de ce que vous avez envoyé n’a pas pu être lue. Veuillez vérifier et réessayer.',
    description:
      'API 400 for a value the database could not take (out of range, malformed), a body that is not valid JSON, or an upload cut off or malformed.',
  },
  tooLarge: {
    en: 'What you sent is too large.',
    fr: 'Ce que vous avez envoyé est trop volumineux.',
    description: 'API 413: a request body over the server’s limit.',
  },
  unsupportedMediaType: {
    en: 'This address does not take that kind of content (see Content-Type).',
    fr: 'Cette adresse n’accepte pas ce type de contenu (voir l’en-tête Content-Type).',
    description:
      'API 415: a body of a type the address does not read; Content-Type is the HTTP header’s name and stays as is.',
  },
  controlCharacters: {
    en: 'Text may not contain control characters.',
    fr: 'Le texte ne peut pas contenir de caractères de contrôle.',
    description: 'API 400: a text, address or parameter holding a NUL character.',
  },
  internal: {
    en: 'Something went wrong on our side. Please try again.',
    fr: 'Un problème est survenu de notre côté. Veuillez réessayer.',
    description: 'API 500: says nothing internal.',
  },
  invalidInput: {
    en: 'Invalid input.',
    fr: 'Entrée non valide.',
    description: 'API 400 when a schema rule has no message of its own.',
  },
  addressTooLong: {
    en: 'That address is too long.',
    fr: 'Cette adresse est trop longue.',
    description: 'API 414: a URL past the router’s limits.',
  },
  headersTooLarge: {
    en: 'The request’s headers are too large.',
    fr: 'Les en-têtes de la requête sont trop volumineux.',
    description:
      'API 431: a request whose headers (often its cookies) are past the server’s limit; answered before the request is read, so always in English.',
  },
  addressUnreadable: {
    en: 'That address could not be read.',
    fr: 'Cette adresse n’a pas pu être lue.',
    description: 'API 400: a URL the router cannot read (a broken %-escape).',
  },
  notFound: {
    en: 'Not found.',
    fr: 'Introuvable.',
    description: 'The API’s 404: no such address, or a thing the reader may not know exists.',
  },
  itemAlreadyClosed: {
    en: 'This item has already been closed.',
    fr: 'Cet élément a déjà été fermé.',
    description: 'Moderation: another moderator closed the queue item first (409).',
  },
  notificationNotFound: {
    en: 'Notification not found.',
    fr: 'Notification introuvable.',
    description: 'The bell: a notification that is not the reader’s or no longer exists (404).',
  },
  imageNotFound: {
    en: 'Image not found.',
    fr: 'Image introuvable.',
    description: 'A response’s image that does not exist (404).',
  },
  noProfileImage: {
    en: 'No profile image.',
    fr: 'Aucune image de profil.',
    description: 'A member’s profile image asked for when they have none (404).',
  },
  crossSiteRefused: {
    en: 'This request came from another site and was refused.',
    fr: 'Cette requête venait d’un autre site et a été refusée.',
    description: 'A state-changing request naming another site as its origin (403).',
  },
} satisfies Catalogue;
