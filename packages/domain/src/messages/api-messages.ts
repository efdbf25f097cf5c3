import { messagesOf } from '../i18n/runtime.js';
import { en } from './compiled/en/api.gen.js';

// The API's answers about the request itself (issue 50): an Idempotency-Key refused, reused
// with another request, or still running.

const t = messagesOf('api', en);

/** The longest Idempotency-Key the API keeps. */
export const IDEMPOTENCY_KEY_MAX = 255;

export const API_MESSAGES = {
  get idempotencyKeyInvalid() {
    return t('idempotencyKeyInvalid', { max: IDEMPOTENCY_KEY_MAX });
  },
  get idempotencyKeyReused() {
    return t('idempotencyKeyReused');
  },
  get idempotencyKeyInProgress() {
    return t('idempotencyKeyInProgress');
  },
};
