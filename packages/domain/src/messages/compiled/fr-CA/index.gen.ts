// Compiled by scripts/compile-messages.ts: do not edit.
import { fr as accountMail } from './accountMail.gen.js';
import { fr as accountSections } from './accountSections.gen.js';
import { fr as accountTrust } from './accountTrust.gen.js';
import { fr as api } from './api.gen.js';
import { fr as app } from './app.gen.js';
import { fr as caseCard } from './caseCard.gen.js';
import { fr as firstUse } from './firstUse.gen.js';
import { fr as language } from './language.gen.js';
import { fr as limits } from './limits.gen.js';
import { fr as listState } from './listState.gen.js';
import { fr as messages } from './messages.gen.js';
import { fr as moderation } from './moderation.gen.js';
import { fr as moderationMail } from './moderationMail.gen.js';
import { fr as namedParty } from './namedParty.gen.js';
import { fr as notification } from './notification.gen.js';
import { fr as plural } from './plural.gen.js';
import { fr as push } from './push.gen.js';
import { fr as reportContentLink } from './reportContentLink.gen.js';
import { fr as search } from './search.gen.js';
import { fr as share } from './share.gen.js';
import { fr as transport } from './transport.gen.js';
import { fr as validation } from './validation.gen.js';

export const modules = { accountMail, accountSections, accountTrust, api, app, caseCard, firstUse, language, limits, listState, messages, moderation, moderationMail, namedParty, notification, plural, push, reportContentLink, search, share, transport, validation };
