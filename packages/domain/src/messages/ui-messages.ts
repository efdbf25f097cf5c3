import { messagesOf } from '../i18n/runtime.js';
import { constantTexts } from '../i18n/texts.js';
import { LIMITS } from '../limits.js';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../time.js';
import { en as uiAccounts } from './compiled/en/uiAccounts.gen.js';
import { en as uiCases } from './compiled/en/uiCases.gen.js';
import { en as uiModeration } from './compiled/en/uiModeration.gen.js';
import { en as uiPages } from './compiled/en/uiPages.gen.js';
import { en as uiThreads } from './compiled/en/uiThreads.gen.js';

// The web's own labels, headings, accessible names, placeholders and alt texts (issue 49: they
// were JSX literals), from the catalogue (catalogue/ui/): each a getter, read when shown in the
// current language. One module, so the pages that use them share one chunk whose name the
// first visit's entry lists once (the first visit's budget, DESIGN.md §6); the first visit's
// own texts are layout-messages.ts's.

/** layout: catalogue/ui/layout.ts, in a module of its own (the first visit loads it). */
export { homeLead, LAYOUT_UI, searchLabel, selectCountryCurrently } from './layout-messages.js';

const tPages = messagesOf('uiPages', uiPages);

/** pages: catalogue/ui/pages.ts. */
export const PAGES_UI = constantTexts(tPages, uiPages);

/** The country popup's note for a member: how their profile's country applies. */
export const countryNote = (country: string) => tPages('countryNote', { country });

/** My Account, after resending: the link's life is LIMITS.emailVerificationLinkMs. */
export const newVerificationLinkSent = (email: string) =>
  tPages('newVerificationLinkSent', { email, hours: LIMITS.emailVerificationLinkMs / HOUR_MS });

/** Under the upload's progress bar: "Uploading 45%". */
export const uploadingPercent = (percent: number) => tPages('uploadingPercent', { percent });

/** "3 of 6": a count of its most (my watches, images picked). */
export const countOfTotal = (count: number, total: number) =>
  tPages('countOfTotal', { count, total });

/** My Lodgements, none in the country chosen. */
export const noLodgementsIn = (country: string) => tPages('noLodgementsIn', { country });

/** Above a conversation: the time zone its times are in. */
export const timesInZone = (zone: string) => tPages('timesInZone', { zone });

/** cases: catalogue/ui/cases.ts. */
const tCases = messagesOf('uiCases', uiCases);

export const CASES_UI = constantTexts(tCases, uiCases);

/** Editing a case's images: "Extra images (2 of 6)", the most being LIMITS.extraImages. */
export const extraImagesCount = (count: number) =>
  tCases('extraImagesCount', { count, max: LIMITS.extraImages });

/** A case page's extra image: "Extra 2 of 3: Rogue builder". */
export const extraImageOf = (n: number, count: number, title: string) =>
  tCases('extraImageOf', { n, count, title });

/** Editing a case's images: an extra image's Delete. */
export const deleteExtraImage = (n: number) => tCases('deleteExtraImage', { n });

/** Lodgement form: the × on a picked image. */
export const removeFile = (name: string) => tCases('removeFile', { name });

/** Lodgement form: picks more images of a field ("Add extra images"). */
export const addImages = (what: string) => tCases('addImages', { what });

/** An extra image's thumbnail: "Extra 2". */
export const extraImageAlt = (n: number) => tCases('extraImageAlt', { n });

/** The case page: the main image's alt text, "Main: <title>". */
export const mainImageAlt = (title: string) => tCases('mainImageAlt', { title });

/** Lodgement form: a picked image's preview, "Preview of <file name>". */
export const previewOf = (file: string) => tCases('previewOf', { file });

/** The lodgement form's image rules, from LIMITS.imageMaxBytes and LIMITS.extraImages. */
export const imageRules = () =>
  tCases('imageRules', {
    megabytes: LIMITS.imageMaxBytes / 1024 / 1024,
    extra: LIMITS.extraImages,
  });

const tAccounts = messagesOf('uiAccounts', uiAccounts);

/** accounts: catalogue/ui/accounts.ts. */
export const ACCOUNTS_UI = constantTexts(tAccounts, uiAccounts);

/** My Account: the profile saved with a new address waiting for its link. */
export const profileSavedLinkSent = (email: string, current: string) =>
  tAccounts('profileSavedLinkSent', { email, current });

/** My Account, after the username rule: " You can change it again on 3 May 2026." */
export const usernameChangeableOn = (date: string) => tAccounts('usernameChangeableOn', { date });

/** My Account's hint under the email: a new address is confirmed first. */
export const newAddressHint = (email: string) => tAccounts('newAddressHint', { email });

/** Under a new password: "At least 8 characters." (LIMITS.passwordMin). */
export const passwordHint = () => tAccounts('passwordHint', { min: LIMITS.passwordMin });

/** Under a changed or reset password: the minimum, and that it signs out other devices. */
export const passwordHintSignsOut = () =>
  tAccounts('passwordHintSignsOut', { min: LIMITS.passwordMin });

/** moderation: catalogue/ui/moderation.ts. */
const tModeration = messagesOf('uiModeration', uiModeration);

export const MODERATION_UI = constantTexts(tModeration, uiModeration);

/** Suspension banner: "Until 3 March 2026, 14:00." */
export const untilDate = (date: string) => tModeration('untilDate', { date });

/** Beside a suspended member's name: " until 3 March 2026, 14:00". */
export const suspendedUntil = (date: string) => tModeration('suspendedUntil', { date });

/** Between a moderation list's Newer and Older: "Page 2 of 5". */
export const pageOfPages = (page: number, pages: number) =>
  tModeration('pageOfPages', { page, pages });

/** A queue item's kind: 'user_report' → "Reported user". */
export const queueKindLabel = (kind: string) => tModeration('queueKind', { kind });

/** A queue state in the State filter: 'actioned' → "actioned". */
export const queueStateLabel = (state: string) => tModeration('queueState', { state });

/** Beside a hidden case in the queue: "hidden: Spam". */
export const hiddenBecause = (reason: string) => tModeration('hiddenBecause', { reason });

/** The approve dialog's title: "Approve: Verified Plumber". */
export const approveBadge = (badge: string) => tModeration('approveBadge', { badge });

/** The approve dialog: the applicant gets this badge. */
export const approveDescription = (badge: string) => tModeration('approveDescription', { badge });

/** The suspend dialog's title, naming the member. */
export const suspendNamed = (who: string) => tModeration('suspendNamed', { who });

/** Moderation: the remove dialog's title for a response. */
export const removeResponseOf = (author: string) => tModeration('removeResponseOf', { author });

/** Moderation: the lift dialog's title. */
export const liftSuspensionOf = (who: string) => tModeration('liftSuspensionOf', { who });

/** Moderation: a trade badge's button, granting or revoking it. */
export const badgeButton = (badge: string, granted: boolean) =>
  granted ? tModeration('grantBadge', { badge }) : tModeration('revokeBadge', { badge });

/** Moderation: the badge dialog's title. */
export const badgeDialogTitle = (badge: string, who: string, granted: boolean) =>
  granted
    ? tModeration('grantBadgeFor', { badge, who })
    : tModeration('revokeBadgeFor', { badge, who });

/** Moderation: the role dialog's title. */
export const roleDialogTitle = (who: string, toModerator: boolean) =>
  toModerator ? tModeration('makeModeratorOf', { who }) : tModeration('makeOrdinaryUser', { who });

/** The suspend dialog: "1 day", "7 days". */
export const suspensionDays = (days: number) => tModeration('suspensionDays', { days });

/** Where the crowd's normal rate comes from (the crowd route's normalFrom). */
export type CrowdNormalFrom = 'setting' | 'last_7_days' | 'floor';

/** The crowd's normal rate's source, from LIMITS for the learnt one. */
export const crowdNormalFrom = (from: CrowdNormalFrom) =>
  from === 'setting'
    ? tModeration('crowdNormalFromSetting')
    : from === 'floor'
      ? tModeration('crowdNormalFromFloor')
      : tModeration('crowdNormalFromLastDays', {
          percent: LIMITS.crowdNormalBusiestPercent,
          days: LIMITS.crowdNormalDays,
        });

/** The crowd's last window: its length and an account's newness from LIMITS. */
export const crowdLastWindow = (
  accounts: number,
  cases: number,
  normal: number,
  from: CrowdNormalFrom,
) =>
  tModeration('crowdLastWindow', {
    minutes: LIMITS.crowdWindowMs / MINUTE_MS,
    days: LIMITS.crowdNewAccountMs / DAY_MS,
    accounts,
    cases,
    normal,
    from: crowdNormalFrom(from),
  });

/** "Held cases of new accounts (3)". */
export const heldNewAccounts = (count: number) => tModeration('heldNewAccounts', { count });

/** A trade application's licence in the queue: "12345, issued in NSW". */
export const licenceIssuedIn = (number: string, region: string) =>
  tModeration('licenceIssuedIn', { number, region });

/** One of the member's trade applications: "Plumber: licence 123 (NSW), pending". */
export const myTradeApplication = (trade: string, number: string, region: string, status: string) =>
  tModeration('myTradeApplication', { trade, number, region, status });

/** threads: catalogue/ui/threads.ts. */
const tThreads = messagesOf('uiThreads', uiThreads);

export const THREADS_UI = constantTexts(tThreads, uiThreads);

/** A response's accessible name: "Response by alice" (the author already shown). */
export const responseBy = (author: string) => tThreads('responseBy', { author });

/** API tokens: the member's searches today of their daily limit. */
export const searchesToday = (count: number, limit: number) =>
  tThreads('searchesToday', { count, limit });

/** API tokens: the new secret's label, naming the token. */
export const newTokenLabel = (name: string) => tThreads('newTokenLabel', { name });

/** API tokens list: a token's scopes (their names) and whether it ends with the password. */
export const tokenScopes = (scopes: string, endsWithPassword: boolean) =>
  endsWithPassword
    ? tThreads('tokenScopesEndsWithPassword', { scopes })
    : tThreads('tokenScopesKeptThroughPassword', { scopes });

/** API tokens list: when a token was made and last used (dates formatted), and its expiry. */
export const tokenUse = (created: string, lastUsed: string | null, expiry: string) =>
  lastUsed === null
    ? tThreads('tokenNeverUsed', { created, expiry })
    : tThreads('tokenUsed', { created, lastUsed, expiry });

/** API tokens list: the Revoke button's accessible name. */
export const revokeNamed = (name: string) => tThreads('revokeNamed', { name });

/** API tokens: the revoke confirmation naming the token. */
export const revokeWarning = (name: string) => tThreads('revokeWarning', { name });

/** Is this about you: what proving does, naming the badge. */
export const provePerson = (badge: string) => tThreads('provePerson', { badge });

/** A response's image: who attached it. */
export const attachedBy = (author: string) => tThreads('attachedBy', { author });

/** A conversation near its limit: messages left until the window resets. */
export const messagesLeft = (count: number, until: string) =>
  tThreads('messagesLeft', { count, until });

/** Report a user: the reason too long, of its most. */
export const reasonTooLong = (max: number) => tThreads('reasonTooLong', { max });

/** Report a user: the reason's length of its most. */
export const reasonCount = (count: number, max: number) => tThreads('reasonCount', { count, max });

/** Conversations list: the last message, the member's own. */
export const lastMessageMine = (text: string) => tThreads('lastMessageMine', { text });

/** Conversations list: the menu button's accessible name. */
export const threadActions = (name: string, title: string) =>
  tThreads('threadActions', { name, title });

/** A chat's header: the link to its case, named by the case's title. */
export const chatCaseLink = (title: string) => tThreads('chatCaseLink', { title });
