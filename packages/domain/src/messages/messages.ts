// Every user-facing string of the spec, verbatim (same words, capitals and punctuation), in one
// catalogue that server and browser share. Templated strings are small functions named after
// the spec's placeholder ({Field}, {Label}, {n}, {reason}, {message}, {country}).
// The last section holds Forewarn's own wording, for rules the spec states without a message.

import { LIMITS } from '../limits.js';
import { HOUR_MS, MINUTE_MS } from '../time.js';
import { CASE_CARD_MESSAGES } from './case-card-messages.js';
import { countOf } from './plural.js';
import { SEARCH_MESSAGES } from './search-messages.js';

export { CASE_CARD_MESSAGES, SEARCH_MESSAGES };

// The numbers these texts state, from the limits they state (issue 47): a text can never say
// one number while the rule counts another (messages-limits.test.ts holds the spec's words).
const IMAGE_MB = LIMITS.imageMaxBytes / (1024 * 1024);
const SUBMISSION_HOURS = LIMITS.submissionWindowMs / HOUR_MS;
const REPORT_AGAIN_HOURS = LIMITS.reportUserCooldownMs / HOUR_MS;
const NAMED_PARTY_CODE_MINUTES = LIMITS.namedPartyCodeExpiryMs / MINUTE_MS;
const PHONE_CODE_MINUTES = LIMITS.verificationCodeExpiryMs / MINUTE_MS;
const UNREAD_NOTICE_MINUTES = LIMITS.messageNoticeUnreadMs / MINUTE_MS;

export const MESSAGES = {
  // §5 Lodgement form
  fieldTooLong: (field: string, n: number) => `${field} must be less than ${n} characters.`,
  titleRequired: 'Title is required.',
  nameRequired: "Offender's Name is required.",
  numberRequired: "Offender's Number is required.",
  detailsRequired: 'Details are required.',
  detailsTooShort: `Details must be more than ${LIMITS.detailsMinExclusive} characters.`,
  fieldProfanity: (field: string) => `${field} contains inappropriate language.`,
  nonsenseText: (label: string) =>
    `${label} contains invalid or nonsensical text. Please enter meaningful information.`,
  repetitiveNumber: (label: string) =>
    `${label} contains invalid or repetitive text. Please enter a valid number.`,

  // §5 Images
  imageTooLarge: `Each image must be less than ${IMAGE_MB}MB.`,
  imageSizeExceeded: `Image file size exceeds ${IMAGE_MB}MB limit.`,
  imageTypeNotAllowed: 'Only JPEG, PNG, or GIF images are allowed.',
  oneMainImage: 'Only one main image can be uploaded.',
  extraImagesMax: `You can upload a maximum of ${LIMITS.extraImages} extra images.`,
  extraImagesReached: `Maximum of ${LIMITS.extraImages} extra images reached.`,

  // §5 Rate limits
  submissionLimitReached: `You have reached the maximum number of submissions (${LIMITS.submissionsPerWindow}) in the last ${SUBMISSION_HOURS} hours.`,
  submissionWait: (n: number) => `Please wait ${countOf(n, 'minute')} before submitting again.`,

  // §5 Signup, comments, case edit, pause toggle, report, profile, feedback
  countryRequired: 'Please select a country',
  usernameTaken: 'Username already taken. Please choose another.',
  commentProfanity: 'Swear words are not allowed in comments.',
  caseEditProfanity: 'Swear words are not allowed.',
  togglePauseInvalidCaseId: 'Cannot toggle pause status: Invalid case ID',
  togglePauseLoggedOut: 'Please log in to toggle pause status',
  togglePauseNotCreator: 'You are not authorized to toggle this case',
  reportDetailsRequired: 'Please provide details for the report.',
  usernameCooldown: `Username can only be changed once every ${LIMITS.usernameCooldownDays} days.`,
  phoneNotVerified: 'Please verify your phone number before saving.',
  invalidMobileNumber: (country: string, example: string) =>
    `Enter a valid mobile number for ${country} (${example})`,
  verificationCodeRequired: 'Enter the verification code',
  verifyEmailBeforePhone: 'You must verify your email address before verifying your phone number.',
  feedbackDetailsRequired: 'Please provide details.',

  // §8 Case page
  failedToLoadUserData: 'Failed to load user data.',
  failedToLoadCase: (reason: string) => `Failed to load case: ${reason}`,
  failedToLoadComments: (reason: string) => `Failed to load comments: ${reason}`,
  logInToMessageAuthor: 'Please log in to message the author.',
  failedToOpenChat: (reason: string) => `Failed to open chat: ${reason}`,
  failedToDeleteMainImage: (reason: string) => `Failed to delete main image: ${reason}`,
  failedToDeleteImage: (reason: string) => `Failed to delete image: ${reason}`,
  logInToPerformAction: 'Please log in to perform this action.',
  failedToSubmitComment: (reason: string) => `Failed to submit comment: ${reason}`,
  failedToDeleteComment: (reason: string) => `Failed to delete comment: ${reason}`,
  verifiedEmailToRespond: 'You must be logged in with a verified email to respond.',
  verifyEmailToRespond: '❌ You must verify your email to respond.',
  failedToSaveCase: (message: string) => `Failed to save case: ${message}`,
  failedToTogglePause: (message: string) => `Failed to toggle pause: ${message}`,
  failedToDeleteCase: (message: string) => `Failed to delete case: ${message}`,
  failedToReportCase: (message: string) => `Failed to report case: ${message}`,
  logInToPauseCase: 'Please log in to pause/unpause this case.',
  invalidCaseData: 'Invalid case data.',
  onlyCreatorCanPause: 'Only the case creator can pause/unpause.',

  // §8 Card alerts
  errorTogglingPause: (reason: string) => `Error toggling pause status: ${reason}`,

  // §8 Success toasts
  mainImageDeleted: 'Main image deleted successfully!',
  imageDeleted: 'Image deleted successfully!',
  commentPosted: 'Comment posted successfully!',
  commentDeleted: 'Comment deleted successfully!',
  casePaused: 'Case paused successfully!',
  caseUnpaused: 'Case unpaused successfully!',
  caseUpdated: 'Case updated successfully!',

  // §8 Lodgement (and the §4 authentication gate)
  userProfileNotFound: 'User profile not found. Please complete your profile.',
  failedToVerifyUser: 'Failed to verify user or check submission limits.',
  mustBeLoggedIn: 'You must be logged in to access this page.',
  failedToInitializeAuth: 'Failed to initialize authentication.',
  failedToSubmitCase: (message: string) => `Failed to submit case: ${message}`,
  authenticationTimedOut: 'Authentication took too long to resolve. Please try logging in again.',

  // §8 Chat
  chatThreadNotFound: 'Chat thread not found.',
  chatNoAccess: 'You do not have access to this chat.',
  failedToSendMessage: 'Failed to send message. Please try again.',
  failedToReportUser: 'Failed to report user. Please try again.',
  userReported: `User reported. You can report again after ${REPORT_AGAIN_HOURS} hours.`,
  /** `date` is already formatted; DESIGN.md shows it in the viewer's own time zone. */
  chatLimitReached: (date: string) => `Message limit reached. You can send again on ${date}.`,

  // §8 Messages page
  failedToLoadMessages: (message: string) => `Failed to load messages: ${message}`,
  failedToHideThread: (message: string) => `Failed to hide thread: ${message}`,
  noMessagesYet: 'No messages yet.',

  // §8 Account
  failedToLoadProfile: (message: string) => `Failed to load profile: ${message}`,
  failedToSendEmailVerification: (message: string) =>
    `Failed to send email verification: ${message}`,
  noEmailAddress: 'No email address associated with this account.',
  failedToSendVerificationCode: 'Failed to send verification code',
  verificationFailed: (n: number) => `Verification failed. Attempts remaining: ${n}`,
  invalidVerificationCode: (n: number) =>
    `Invalid or expired verification code. Attempts remaining: ${n}`,
  phoneBlocked: (n: number) =>
    `You are blocked from verifying your phone number. Block expires in ${n} days.`,
  phoneAttemptsExceeded: `You have exceeded the maximum number of attempts. You are blocked for ${LIMITS.phoneBlockMonths} months.`,
  failedToSave: (message: string) => `Failed to save: ${message}`,
  phoneVerificationUnavailable: `Verifying phone number unavailable for ${LIMITS.phoneBlockMonths} months.`,

  // §8 Feedback
  errorSubmitting: (message: string) => `Error submitting: ${message}`,
  submittedSuccessfully: 'Submitted successfully!',
  verifiedEmailForPage: 'You must be logged in with a verified email to access this page.',

  // §8 Silent behaviours, §2 and §4 screen texts
  findingCaseData: 'Finding Case Data',
  ...SEARCH_MESSAGES,
  postingIn: (country: string) => `Posting In ${country}`,
  myLodgementsHeading: (country: string) => `My Lodgements - ${country}`,
  confirmDeleteCase: 'Are you sure you want to delete this case?',
  casePausedBadge: 'Case Paused',
  processing: 'Processing...',
  savingPleaseWait: 'Saving, please wait...',
  emailVerificationRequired: 'Email Verification Required',
  anonymousAuthor: 'Anonymous',
  anonymousThreadLabel: (caseId: string) => `Anonymous user #${caseId}`,
  verifiedPlumber: 'Verified Plumber',
  verifiedElectrician: 'Verified Electrician',

  // Forewarn's own wording: the spec states these rules but gives no message.
  emailRequired: 'Email is required.',
  emailInvalid: 'Enter a valid email address.',
  phoneNumberInvalid: (label: string, country: string, example: string) =>
    `${label} must be one whole phone number for ${country}, with its area code (such as ${example}), or start with + and the country code.`,
  businessNumberDigits: (label: string, n: number) => `${label} must be ${n} digits.`,
  businessIdentifierInvalid: (label: string, country: string, example: string) =>
    `Enter one valid ${label} for ${country}, such as ${example}.`,
  postcodeInvalid: (country: string, example: string) =>
    `Enter a valid postcode for ${country}, such as ${example}.`,
  caseNoLongerAvailable: 'This case is no longer available to you.',
  /** A paging cursor the server did not make (an edited or stale link): a 400. */
  listLinkOutOfDate: 'This list link is out of date. Reload the page.',
  passwordRequired: 'Password is required.',
  passwordTooShort: `Password must be at least ${LIMITS.passwordMin} characters.`,
  invalidCredentials: 'Invalid email or password.',
  usernameRequired: 'Username is required.',
  commentRequired: 'Comment is required.',
  messageRequired: 'Message is required.',
  feedbackTypeRequired: 'Please select a feedback type.',
  phoneNumberRequired: 'Phone number is required.',
  resetTokenRequired: 'This link is invalid or has expired.',
  onlyCreatorCanChange: 'Only the case creator can change this case.',
  caseResolved: 'Case marked as resolved.',
  caseReopened: 'Case reopened.',
  caseDeleted: 'Case deleted.',
  resolvedBadge: 'Resolved',
  keptListed: 'The case stays listed for another 3 years.',
  isThisAboutYou: 'Is this about you?',
  namedPartyBadge: 'Named party — verified',
  namedPartyResponded: 'The person named has responded',
  namedPartyCodeSent: `If that is the email address or phone number on this case, a ${LIMITS.codeDigits}-digit code is on its way to it. It works for ${NAMED_PARTY_CODE_MINUTES} minutes.`,
  namedPartyCodeWrong: 'That code is not right, or it has expired. Ask for a new one.',
  namedPartyCodeLimit: `You have asked for codes for this case ${LIMITS.namedPartyCodesPerCasePerDay} times today. Please try again tomorrow.`,
  namedPartyCodeLimitAcrossCases: `You have asked for ${LIMITS.namedPartyCodesPerRequesterPerDay} codes today, across cases. Please try again tomorrow.`,
  namedPartyVerified:
    'You are verified as the person this case names. Your responses carry the badge.',
  namedPartyOwnCase: 'You lodged this case.',
  tradeVisibilityPlumbers: 'Only verified plumbers can limit a case to plumbers.',
  tradeVisibilityElectricians: 'Only verified electricians can limit a case to electricians.',
  cannotMessageYourself: 'You cannot message yourself about your own case.',
  authorAccountDeleted:
    'The author of this case no longer has an account, so they cannot be messaged.',
  messageEmailSubject: 'You have a new message on Forewarn',
  messageEmailsLabel: `Send me a notice when a message waits unread for ${UNREAD_NOTICE_MINUTES} minutes`,
  searchRateLimited: 'Too many searches in a short time. Please wait a minute, then search again.',
  verifyEmailToLodge: 'You must verify your email address before you can lodge a case.',
  verifyEmailToReport: 'You must verify your email address before you can report a case.',
  imageTooManyPixels: (megapixels: number) =>
    `This image has too many pixels: at most ${megapixels} megapixels (for an animated GIF, all its frames together). Please upload a smaller image.`,
  imagesBusy: 'The server is busy processing images. Please try again in a moment.',
  serverBusy: 'The server is busy. Please try again in a moment.',
  signupRateLimited:
    'Too many accounts have been created from your network recently. Please try again later.',
  phoneNumberCodeLimit:
    'Too many verification codes have been sent to this number. Please try again later.',
  phoneNumberTaken:
    'This phone number is already verified on another account. Remove it there first.',
  mailLimit: 'Too many emails have been sent to this address. Please try again later.',
  tooManyRequests:
    'Too many requests from your network in a short time. Please wait a little, then try again.',
  searchDailyLimit: 'You have reached the daily limit of searches. Please try again tomorrow.',
  searchNearMiss:
    'Searches must be exact: several searches for numbers that differ only in their last digits are not allowed. Please try again tomorrow.',
  searchNeedsVerifiedPhone:
    'This number has been searched for many times today. To search it, log in with an account that has a verified phone number.',

  // Forewarn's own wording: responses, case reports and feedback.
  caseNotFound: 'Case not found.',
  commentNotFound: 'Response not found.',
  commentNotYours: 'You can only delete your own responses.',
  commentOneImage: 'Only one image can be added to a response.',
  commentRateLimited: 'You are posting responses too quickly. Please wait a minute and try again.',
  feedbackRateLimited:
    'You have sent a lot of reports and feedback this hour. Please try again later.',
  confirmDeleteComment: 'Are you sure you want to delete this response?',
  cannotReportOwnCase: 'You cannot report your own case.',
  reportSubmitted: 'Report submitted. Thank you.',
  emailLinkInvalid: 'This link is invalid or has expired.',
  emailAlreadyVerified: 'Your email address is already verified.',
  /** The number in its national format with spaces ('0412 345 678'), never digits run together. */
  phoneCodeSent: (number: string) =>
    `We sent a ${LIMITS.codeDigits}-digit code to ${number}. It expires in ${PHONE_CODE_MINUTES} minutes.`,
  verificationEmailWait: (seconds: number) =>
    `Please wait ${countOf(seconds, 'second')} before asking for another email.`,
  tooManyLoginAttempts: (minutes: number) =>
    `Too many failed log-in attempts. Please try again in ${countOf(minutes, 'minute')}.`,
  accountSuspended: 'This account has been suspended.',
  emailSendFailed: 'The email could not be sent. Please try again later.',
  phoneCodeLimit: 'Too many verification codes requested. Please try again later.',
  emailChangeLimit: 'Too many email changes requested. Please try again later.',
  emailChangeTaken:
    'That email address is now used by another account, so your email was not changed.',
  passwordIncorrect: 'That password is not correct.',
  accountDeleted: 'Your account has been deleted.',
  // The case card's own strings are CASE_CARD_MESSAGES (./case-card-messages.ts); moderation's
  // are MODERATION_MESSAGES (./moderation-messages.ts). Both stay out of this catalogue so the
  // first screen does not load it whole (DESIGN.md §6 budget, docs/decisions/0007).
  ...CASE_CARD_MESSAGES,
} as const;
