import { messagesOf } from '../i18n/runtime.js';
import { constantTexts } from '../i18n/texts.js';
import { en } from './compiled/en/transport.gen.js';

// Forewarn's own wording for requests the server stops reading (issue 22: slow bodies, too
// many connections) and the refusals no route words (the error handler's, the router's). The
// spec has no text for these; the issue asks for a 408. The texts are the catalogue's
// (catalogue/transport.ts): getters, read in the request's language.

const t = messagesOf('transport', en);

/**
 * `requestTooSlow`, `tooManyConnections`, `storageUnavailable`, `methodNotAllowed` (a method the
 * path does not take: 405, the methods it takes are in `Allow`), `badInput` (a value the
 * database could not take: a 400, never a 500), `internal` (a 500, saying nothing internal),
 * `invalidInput` (a schema rule without a message of its own), `addressTooLong`,
 * `addressUnreadable`, `headersTooLarge` (431, a connection-level refusal), `tooLarge` (413) and `unsupportedMediaType` (415) for Fastify's own
 * refusals of a body, `controlCharacters` (a NUL in the input).
 */
export const TRANSPORT_MESSAGES = constantTexts(t, en);
