import { richOf, type Tag } from '../i18n/runtime.js';
import { LIMITS } from '../limits.js';
import { HOUR_MS } from '../time.js';
import { en } from './compiled/en/richAccounts.gen.js';

// The account screens' sentences around a link or an address (catalogue/rich/accounts.ts):
// each returns its parts, which the web renders with its own elements for the tags (lib/rich).
// A module of its own, so only the screens that show them carry it.

const t = richOf('richAccounts', en);

export const RICH_ACCOUNTS = {
  /** The verification page's broken link: "Log in to send a new link from My Account." */
  verifyLinkLogIn: (tags: { link: Tag }) => t('verifyLinkLogIn', tags),
  /** My Account: the new address waiting for its link. */
  pendingEmail: (email: string, tags: { address: Tag }) => t('pendingEmail', { email, ...tags }),
  /** Forgot password, sent: how long the link works is LIMITS.passwordResetLinkMs. */
  resetLinkSent: (email: string, tags: { strong: Tag }) =>
    t('resetLinkSent', { email, hours: LIMITS.passwordResetLinkMs / HOUR_MS, ...tags }),
  /** After sign-up: how long the link works is LIMITS.emailVerificationLinkMs. */
  verificationSent: (email: string, tags: { strong: Tag }) =>
    t('verificationSent', { email, hours: LIMITS.emailVerificationLinkMs / HOUR_MS, ...tags }),
  verificationNoEmail: (tags: { link: Tag }) => t('verificationNoEmail', tags),
  verifyEmailNotice: (tags: { link: Tag }) => t('verifyEmailNotice', tags),
  keepListedByEditing: (tags: { link: Tag }) => t('keepListedByEditing', tags),
  /** My Account's API tokens: what a token may do, and where the API is described. */
  apiTokensLead: (tags: { link: Tag }) => t('apiTokensLead', tags),
};
