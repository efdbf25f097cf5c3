import { NOTICE_DESK_CATALOGUE } from './desk.js';
import { NOTICE_FORM_CATALOGUE } from './form.js';

// Notice and action's screens (issue 48) as one catalogue, `notice.<key>`; its mails are
// `noticeMails.<key>` (mails.ts), built on the server only.

export { NOTICE_MAILS_CATALOGUE } from './mails.js';

export const NOTICE_CATALOGUE = { ...NOTICE_FORM_CATALOGUE, ...NOTICE_DESK_CATALOGUE };
