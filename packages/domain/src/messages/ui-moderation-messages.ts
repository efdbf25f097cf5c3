import { messagesOf } from '../i18n/runtime.js';
import { constantTexts } from '../i18n/texts.js';
import { en } from './compiled/en/uiModeration.gen.js';

// The web's texts for the moderators’ queue, tools and audit log, from the catalogue (catalogue/ui/moderation.ts):
// each a getter, read when shown in the current language.

const t = messagesOf('uiModeration', en);

export const MODERATION_UI = constantTexts(t, en);
