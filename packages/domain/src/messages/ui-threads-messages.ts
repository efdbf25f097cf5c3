import { messagesOf } from '../i18n/runtime.js';
import { constantTexts } from '../i18n/texts.js';
import { en } from './compiled/en/uiThreads.gen.js';

// The web's texts for chats, responses, reports, feedback, API tokens and the named party’s code, from the catalogue (catalogue/ui/threads.ts):
// each a getter, read when shown in the current language.

const t = messagesOf('uiThreads', en);

export const THREADS_UI = constantTexts(t, en);
