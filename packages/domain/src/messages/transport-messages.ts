// Forewarn's own wording for requests the server stops reading (issue 22: slow bodies, too
// many connections). The spec has no text for these; the issue asks for a 408.

export const TRANSPORT_MESSAGES = {
  requestTooSlow: 'Your request took too long to arrive. Please try again.',
  tooManyConnections: 'Too many connections from your address. Please try again in a moment.',
  storageUnavailable: 'Images are unavailable right now. Please try again in a moment.',
  /** A method the path does not take (405; the methods it takes are in `Allow`). */
  methodNotAllowed: 'This address does not take that method (see Allow).',
} as const;
