// Compiled by scripts/compile-messages.ts: do not edit.
import { en as accountSections } from './accountSections.gen.js';
import { en as api } from './api.gen.js';
import { en as app } from './app.gen.js';
import { en as listState } from './listState.gen.js';
import { en as messages } from './messages.gen.js';
import { en as namedParty } from './namedParty.gen.js';
import { en as notification } from './notification.gen.js';
import { en as plural } from './plural.gen.js';
import { en as search } from './search.gen.js';
import { en as share } from './share.gen.js';
import { en as validation } from './validation.gen.js';

export const modules = { accountSections, api, app, listState, messages, namedParty, notification, plural, search, share, validation };
