import { messagesOf } from '../i18n/runtime.js';
import { en } from './compiled/en/transport.gen.js';

// Forewarn's own wording for requests the server stops reading (issue 22: slow bodies, too
// many connections) and the refusals no route words (the error handler's, the router's). The
// spec has no text for these; the issue asks for a 408. The texts are catalogue/transport.ts's.

const t = messagesOf('transport', en);

export const TRANSPORT_MESSAGES = {
  get requestTooSlow() {
    return t('requestTooSlow');
  },
  get tooManyConnections() {
    return t('tooManyConnections');
  },
  get storageUnavailable() {
    return t('storageUnavailable');
  },
  /** A method the path does not take (405; the methods it takes are in `Allow`). */
  get methodNotAllowed() {
    return t('methodNotAllowed');
  },
  /** A value the database could not take: a 400, never a 500. */
  get badInput() {
    return t('badInput');
  },
  /** A 500, saying nothing internal. */
  get internal() {
    return t('internal');
  },
  /** A schema rule without a message of its own. */
  get invalidInput() {
    return t('invalidInput');
  },
  get addressTooLong() {
    return t('addressTooLong');
  },
  get addressUnreadable() {
    return t('addressUnreadable');
  },
};
