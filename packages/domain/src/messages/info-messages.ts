import { messagesOf } from '../i18n/runtime.js';
import { constantTexts } from '../i18n/texts.js';
import { en } from './compiled/en/uiInfo.gen.js';

// The About and FAQ pages' prose, in a module of its own: only those two pages load it.

/** info: catalogue/ui/info.ts, each text a getter read when shown. */
export const INFO_UI = constantTexts(messagesOf('uiInfo', en), en);
