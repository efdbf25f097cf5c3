// Compiled by scripts/compile-messages.ts: do not edit.
import { fr as accountSections } from './accountSections.gen.js';
import { fr as api } from './api.gen.js';
import { fr as app } from './app.gen.js';
import { fr as listState } from './listState.gen.js';
import { fr as messages } from './messages.gen.js';
import { fr as namedParty } from './namedParty.gen.js';
import { fr as notification } from './notification.gen.js';
import { fr as plural } from './plural.gen.js';
import { fr as search } from './search.gen.js';
import { fr as share } from './share.gen.js';
import { fr as validation } from './validation.gen.js';

export const modules = { accountSections, api, app, listState, messages, namedParty, notification, plural, search, share, validation };
