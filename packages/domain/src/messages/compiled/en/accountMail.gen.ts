// Compiled from src/messages/catalogue/accountMail.ts by scripts/compile-messages.ts: do not edit.
import { pluralOf } from '../../../i18n/intl.js';

export const en = {
  "hello": (): string => `Hello,`,
  "helloName": (a: { "name": string | number }): string => `Hello ${a.name},`,
  "signature": (): string => `Forewarn`,
  "verifySubject": (): string => `Verify your email address for Forewarn`,
  "verifyOpen": (): string => `Please confirm your email address by opening this link:`,
  "verifyExpiry": (a: { "hours": number }): string => `The link works once and expires in ${pluralOf("en", a.hours) === "one" ? `${a.hours} hour` : `${a.hours} hours`}.
If you did not create a Forewarn account, you can ignore this email.`,
  "existingSubject": (): string => `Someone tried to sign up to Forewarn with your email address`,
  "existingBody": (): string => `Someone (perhaps you) tried to create a Forewarn account with this email address, but
it already has one. No new account was created.`,
  "existingLogin": (a: { "login": string | number; "forgot": string | number }): string => `If it was you, log in at ${a.login}
Forgot your password? Reset it at ${a.forgot}`,
  "notYouIgnore": (): string => `If it was not you, you can ignore this email.`,
  "resetSubject": (): string => `Reset your Forewarn password`,
  "resetBody": (): string => `Someone asked to reset the password of the Forewarn account for this email address.
To choose a new password, open this link:`,
  "resetExpiry": (a: { "hours": number }): string => `The link works once and expires in ${pluralOf("en", a.hours) === "one" ? `${a.hours} hour` : `${a.hours} hours`}. Setting a new password signs you out everywhere.
If you did not ask for this, you can ignore this email: your password stays as it is.`,
  "changeSubject": (): string => `Confirm your new email address for Forewarn`,
  "changeOpen": (): string => `You asked to use this address for your Forewarn account. To confirm it, open this link:`,
  "changeExpiry": (a: { "hours": number }): string => `The link works once and expires in ${pluralOf("en", a.hours) === "one" ? `${a.hours} hour` : `${a.hours} hours`}. Until you open it, your account keeps its
current email address.
If you did not ask for this, you can ignore this email.`,
  "noticeSubject": (): string => `Your Forewarn email address is being changed`,
  "noticeBody": (a: { "newEmail": string | number }): string => `Someone (perhaps you) asked to change the email address of your Forewarn account to
${a.newEmail}. A confirmation link was sent there; until it is opened, this address stays
in force and you log in with it as before.

If this was not you, open this link to keep (or take back) your account with this
address. It signs the account out everywhere and asks you for a new password:`,
  "noticeExpiry": (a: { "days": number }): string => `The link works once and for ${pluralOf("en", a.days) === "one" ? `${a.days} day` : `${a.days} days`}, even after the new address has been confirmed.`,
  "changedSubject": (): string => `Your Forewarn password was changed`,
  "changedBody": (): string => `The password of your Forewarn account was just changed, and every other session of the
account was signed out.`,
  "tokensEnded": (): string => `These API tokens ended with it:`,
  "tokensKept": (): string => `These API tokens were kept, as chosen in the change:`,
  "noTokens": (): string => `The account had no API tokens.`,
  "changedNotYou": (): string => `If this was not you, reset your password now (a reset ends every API token):`,
  "inUseSubject": (): string => `Someone tried to use your email address on Forewarn`,
  "inUseBody": (): string => `Someone tried to change the email address of another Forewarn account to this address,
which already has an account. Nothing was changed, and your account is as it was.`,
  "inUseLogin": (a: { "login": string | number }): string => `If you need to, you can log in at ${a.login}`,
};
