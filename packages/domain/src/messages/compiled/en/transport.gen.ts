// Compiled from src/messages/catalogue/transport.ts by scripts/compile-messages.ts: do not edit.
export const en = {
  "requestTooSlow": (): string => `Your request took too long to arrive. Please try again.`,
  "tooManyConnections": (): string => `Too many connections from your address. Please try again in a moment.`,
  "storageUnavailable": (): string => `Images are unavailable right now. Please try again in a moment.`,
  "methodNotAllowed": (): string => `This address does not take that method (see Allow).`,
  "badInput": (): string => `Some of what you sent could not be read. Please check it and try again.`,
  "internal": (): string => `Something went wrong on our side. Please try again.`,
  "invalidInput": (): string => `Invalid input.`,
  "addressTooLong": (): string => `That address is too long.`,
  "addressUnreadable": (): string => `That address could not be read.`,
  "notFound": (): string => `Not found.`,
  "itemAlreadyClosed": (): string => `This item has already been closed.`,
  "notificationNotFound": (): string => `Notification not found.`,
  "imageNotFound": (): string => `Image not found.`,
  "noProfileImage": (): string => `No profile image.`,
  "crossSiteRefused": (): string => `This request came from another site and was refused.`,
};
