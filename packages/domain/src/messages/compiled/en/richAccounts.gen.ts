// Compiled from src/messages/catalogue/richAccounts.ts by scripts/compile-messages.ts: do not edit.
import type { Tag } from '../../../i18n/runtime.js';
import { pluralOf } from '../../../i18n/intl.js';

export const en = {
  "verifyLinkLogIn": (a: { "link": Tag }): unknown[] => [a.link([`Log in`]), ` to send a new link from My Account.`],
  "pendingEmail": (a: { "address": Tag; "email": string | number }): unknown[] => [`Pending verification of `, a.address([`${a.email}`]), `: open the link we sent there to start using it.`],
  "resetLinkSent": (a: { "strong": Tag; "email": string | number; "hours": number }): unknown[] => [`If an account exists for `, a.strong([`${a.email}`]), `, we have sent it a link to choose a new password. The link works once, for ${pluralOf("en", a.hours) === "one" ? `${a.hours} hour` : `${a.hours} hours`}.`],
  "verificationSent": (a: { "strong": Tag; "email": string | number; "hours": number }): unknown[] => [`We have sent a verification link to `, a.strong([`${a.email}`]), `. Open it to verify your email address and sign in. The link works once, for ${pluralOf("en", a.hours) === "one" ? `${a.hours} hour` : `${a.hours} hours`}.`],
  "verificationNoEmail": (a: { "link": Tag }): unknown[] => [`No email? Check your spam folder. You can also `, a.link([`log in`]), ` and send a new link from My Account.`],
  "verifyEmailNotice": (a: { "link": Tag }): unknown[] => [`Open the link we emailed you, or ask for a new one on `, a.link([`My Account`]), `.`],
  "keepListedByEditing": (a: { "link": Tag }): unknown[] => [`Editing the case from `, a.link([`My Lodgements`]), ` keeps it listed too.`],
  "apiTokensLead": (a: { "link": Tag }): unknown[] => [`Let your booking software, tenancy system or order form check numbers with Forewarn. A token's searches count against your own search limits, and it can never lodge cases, respond or send messages. The API is described at `, a.link([`/api/docs`]), `.`],
};
