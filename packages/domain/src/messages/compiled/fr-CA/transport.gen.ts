// Compiled from src/messages/catalogue/transport.ts by scripts/compile-messages.ts: do not edit.
export const fr = {
  "requestTooSlow": (): string => `Votre requête a mis trop de temps à arriver. Veuillez réessayer.`,
  "tooManyConnections": (): string => `Trop de connexions à partir de votre adresse. Veuillez réessayer dans un instant.`,
  "storageUnavailable": (): string => `Les images ne sont pas disponibles pour le moment. Veuillez réessayer dans un instant.`,
  "methodNotAllowed": (): string => `Cette adresse n’accepte pas cette méthode (voir l’en-tête Allow).`,
  "badInput": (): string => `Une partie de ce que vous avez envoyé n’a pas pu être lue. Veuillez vérifier et réessayer.`,
  "internal": (): string => `Un problème est survenu de notre côté. Veuillez réessayer.`,
  "invalidInput": (): string => `Entrée non valide.`,
  "addressTooLong": (): string => `Cette adresse est trop longue.`,
  "addressUnreadable": (): string => `Cette adresse n’a pas pu être lue.`,
  "notFound": (): string => `Introuvable.`,
  "itemAlreadyClosed": (): string => `Cet élément a déjà été fermé.`,
  "notificationNotFound": (): string => `Notification introuvable.`,
  "imageNotFound": (): string => `Image introuvable.`,
  "noProfileImage": (): string => `Aucune image de profil.`,
  "crossSiteRefused": (): string => `Cette requête venait d’un autre site et a été refusée.`,
} satisfies Record<keyof typeof import('../en/transport.gen.js').en, unknown>;
