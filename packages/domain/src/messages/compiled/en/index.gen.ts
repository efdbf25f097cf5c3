// Compiled by scripts/compile-messages.ts: do not edit.
import { en as accountMail } from './accountMail.gen.js';
import { en as accountSections } from './accountSections.gen.js';
import { en as accountTrust } from './accountTrust.gen.js';
import { en as api } from './api.gen.js';
import { en as app } from './app.gen.js';
import { en as caseCard } from './caseCard.gen.js';
import { en as firstUse } from './firstUse.gen.js';
import { en as language } from './language.gen.js';
import { en as limits } from './limits.gen.js';
import { en as listState } from './listState.gen.js';
import { en as messages } from './messages.gen.js';
import { en as moderation } from './moderation.gen.js';
import { en as moderationMail } from './moderationMail.gen.js';
import { en as namedParty } from './namedParty.gen.js';
import { en as notification } from './notification.gen.js';
import { en as plural } from './plural.gen.js';
import { en as push } from './push.gen.js';
import { en as reportContentLink } from './reportContentLink.gen.js';
import { en as search } from './search.gen.js';
import { en as share } from './share.gen.js';
import { en as transport } from './transport.gen.js';
import { en as validation } from './validation.gen.js';

export const modules = { accountMail, accountSections, accountTrust, api, app, caseCard, firstUse, language, limits, listState, messages, moderation, moderationMail, namedParty, notification, plural, push, reportContentLink, search, share, transport, validation };
