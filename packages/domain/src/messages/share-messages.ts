import { messagesOf } from '../i18n/runtime.js';
import { en } from './compiled/en/share.gen.js';

// The share target's page (issue 50): apart from the rest, so only that page loads it.

const t = messagesOf('share', en);

export const SHARE_MESSAGES = {
  get heading() {
    return t('heading');
  },
  get chooseOne() {
    return t('chooseOne');
  },
  searchFor: (kind: string, value: string) => t('searchFor', { kind, value }),
  get noneFound() {
    return t('noneFound');
  },
  get typeItInstead() {
    return t('typeItInstead');
  },
  opening: (value: string) => t('opening', { value }),
};
