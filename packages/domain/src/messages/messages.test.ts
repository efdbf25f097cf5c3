import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.js';

// Every string checked against the spec's wording, character for character.

type Fixed = {
  [K in keyof typeof MESSAGES]: (typeof MESSAGES)[K] extends string ? K : never;
}[keyof typeof MESSAGES];

describe('MESSAGES: fixed strings', () => {
  const fixed: [Fixed, string][] = [
    // §5
    ['titleRequired', 'Title is required.'],
    ['nameRequired', "Offender's Name is required."],
    ['numberRequired', "Offender's Number is required."],
    ['detailsRequired', 'Details are required.'],
    ['detailsTooShort', 'Details must be more than 50 characters.'],
    ['imageTooLarge', 'Each image must be less than 5MB.'],
    ['imageSizeExceeded', 'Image file size exceeds 5MB limit.'],
    ['imageTypeNotAllowed', 'Only JPEG, PNG, or GIF images are allowed.'],
    ['oneMainImage', 'Only one main image can be uploaded.'],
    ['extraImagesMax', 'You can upload a maximum of 6 extra images.'],
    ['extraImagesReached', 'Maximum of 6 extra images reached.'],
    [
      'submissionLimitReached',
      'You have reached the maximum number of submissions (20) in the last 24 hours.',
    ],
    ['countryRequired', 'Please select a country'],
    ['usernameTaken', 'Username already taken. Please choose another.'],
    ['commentProfanity', 'Swear words are not allowed in comments.'],
    ['caseEditProfanity', 'Swear words are not allowed.'],
    ['togglePauseInvalidCaseId', 'Cannot toggle pause status: Invalid case ID'],
    ['togglePauseLoggedOut', 'Please log in to toggle pause status'],
    ['togglePauseNotCreator', 'You are not authorized to toggle this case'],
    ['reportDetailsRequired', 'Please provide details for the report.'],
    ['usernameCooldown', 'Username can only be changed once every 100 days.'],
    ['phoneNotVerified', 'Please verify your phone number before saving.'],
    ['verificationCodeRequired', 'Enter the verification code'],
    [
      'verifyEmailBeforePhone',
      'You must verify your email address before verifying your phone number.',
    ],
    ['feedbackDetailsRequired', 'Please provide details.'],
    // §8 Case page
    ['failedToLoadUserData', 'Failed to load user data.'],
    ['logInToMessageAuthor', 'Please log in to message the author.'],
    ['logInToPerformAction', 'Please log in to perform this action.'],
    ['verifiedEmailToRespond', 'You must be logged in with a verified email to respond.'],
    ['verifyEmailToRespond', '❌ You must verify your email to respond.'],
    ['logInToPauseCase', 'Please log in to pause/unpause this case.'],
    ['invalidCaseData', 'Invalid case data.'],
    ['onlyCreatorCanPause', 'Only the case creator can pause/unpause.'],
    // §8 Success toasts
    ['mainImageDeleted', 'Main image deleted successfully!'],
    ['imageDeleted', 'Image deleted successfully!'],
    ['commentPosted', 'Comment posted successfully!'],
    ['commentDeleted', 'Comment deleted successfully!'],
    ['casePaused', 'Case paused successfully!'],
    ['caseUnpaused', 'Case unpaused successfully!'],
    ['caseUpdated', 'Case updated successfully!'],
    // §8 Lodgement, §4 gate
    ['userProfileNotFound', 'User profile not found. Please complete your profile.'],
    ['failedToVerifyUser', 'Failed to verify user or check submission limits.'],
    ['mustBeLoggedIn', 'You must be logged in to access this page.'],
    ['failedToInitializeAuth', 'Failed to initialize authentication.'],
    [
      'authenticationTimedOut',
      'Authentication took too long to resolve. Please try logging in again.',
    ],
    // §8 Chat
    ['chatThreadNotFound', 'Chat thread not found.'],
    ['chatNoAccess', 'You do not have access to this chat.'],
    ['failedToSendMessage', 'Failed to send message. Please try again.'],
    ['failedToReportUser', 'Failed to report user. Please try again.'],
    ['userReported', 'User reported. You can report again after 24 hours.'],
    // §8 Messages page, Account, Feedback, silent behaviours
    ['noMessagesYet', 'No messages yet.'],
    ['noEmailAddress', 'No email address associated with this account.'],
    ['failedToSendVerificationCode', 'Failed to send verification code'],
    [
      'phoneAttemptsExceeded',
      'You have exceeded the maximum number of attempts. You are blocked for 6 months.',
    ],
    ['phoneVerificationUnavailable', 'Verifying phone number unavailable for 6 months.'],
    ['submittedSuccessfully', 'Submitted successfully!'],
    ['verifiedEmailForPage', 'You must be logged in with a verified email to access this page.'],
    ['findingCaseData', 'Finding Case Data'],
    // §2 and §4 screen texts
    ['searchPrompt', 'Make a search... Or Click Search To Bring Up Most Recent Cases...'],
    ['noCasesFound', 'No cases found'],
    ['reportCasePrompt', 'Would you like to report a case?'],
    ['confirmDeleteCase', 'Are you sure you want to delete this case?'],
    ['casePausedBadge', 'Case Paused'],
    ['processing', 'Processing...'],
    ['savingPleaseWait', 'Saving, please wait...'],
    ['emailVerificationRequired', 'Email Verification Required'],
    ['anonymousAuthor', 'Anonymous'],
    ['verifiedPlumber', 'Verified Plumber'],
    ['verifiedElectrician', 'Verified Electrician'],
    // Forewarn's own wording (no spec text)
    ['emailRequired', 'Email is required.'],
    ['emailInvalid', 'Enter a valid email address.'],
    ['passwordRequired', 'Password is required.'],
    ['passwordTooShort', 'Password must be at least 8 characters.'],
    ['invalidCredentials', 'Invalid email or password.'],
    ['usernameRequired', 'Username is required.'],
    [
      'usernameInvisibleCharacters',
      'Usernames can’t contain invisible or direction-changing characters.',
    ],
    ['commentRequired', 'Comment is required.'],
    ['messageRequired', 'Message is required.'],
    ['feedbackTypeRequired', 'Please select a feedback type.'],
    ['phoneNumberRequired', 'Phone number is required.'],
    ['resetTokenRequired', 'This link is invalid or has expired.'],
    ['onlyCreatorCanChange', 'Only the case creator can change this case.'],
    ['caseResolved', 'Case marked as resolved.'],
    ['caseReopened', 'Case reopened.'],
    ['caseDeleted', 'Case deleted.'],
    ['resolvedBadge', 'Resolved'],
    ['archivedBadge', 'Archived — older than 3 years'],
    // Issue 37: a new account's first case held while sign-ups run above normal
    ['firstCaseHeld', 'Your case will be public once a moderator has read it.'],
    ['hiddenByModeratorBadge', 'Hidden by a moderator'],
    ['keptListed', 'The case stays listed for another 3 years.'],
    ['isThisAboutYou', 'Is this about you?'],
    ['namedPartyBadge', 'Named party — verified'],
    ['namedPartyResponded', 'The person named has responded'],
    [
      'namedPartyCodeSent',
      'If that is the email address or phone number on this case, a 6-digit code is on its way to it. It works for 10 minutes.',
    ],
    ['namedPartyCodeWrong', 'That code is not right, or it has expired. Ask for a new one.'],
    [
      'namedPartyCodeLimit',
      'You have asked for codes for this case 3 times today. Please try again tomorrow.',
    ],
    [
      'namedPartyCodeLimitAcrossCases',
      'You have asked for 10 codes today, across cases. Please try again tomorrow.',
    ],
    [
      'namedPartyVerified',
      'You are verified as the person this case names. Your responses carry the badge.',
    ],
    ['namedPartyOwnCase', 'You lodged this case.'],
    ['tradeVisibilityPlumbers', 'Only verified plumbers can limit a case to plumbers.'],
    ['tradeVisibilityElectricians', 'Only verified electricians can limit a case to electricians.'],
    ['cannotMessageYourself', 'You cannot message yourself about your own case.'],
    [
      'authorAccountDeleted',
      'The author of this case no longer has an account, so they cannot be messaged.',
    ],
    ['messageEmailSubject', 'You have a new message on Forewarn'],
    ['messageEmailsLabel', 'Send me a notice when a message waits unread for 15 minutes'],
    [
      'searchRateLimited',
      'Too many searches in a short time. Please wait a minute, then search again.',
    ],
    ['verifyEmailToLodge', 'You must verify your email address before you can lodge a case.'],
    ['verifyEmailToReport', 'You must verify your email address before you can report a case.'],
    ['imagesBusy', 'The server is busy processing images. Please try again in a moment.'],
    ['serverBusy', 'The server is busy. Please try again in a moment.'],
    [
      'signupRateLimited',
      'Too many accounts have been created from your network recently. Please try again later.',
    ],
    [
      'phoneNumberCodeLimit',
      'Too many verification codes have been sent to this number. Please try again later.',
    ],
    [
      'phoneNumberTaken',
      'This phone number is already verified on another account. Remove it there first.',
    ],
    ['mailLimit', 'Too many emails have been sent to this address. Please try again later.'],
    [
      'tooManyRequests',
      'Too many requests from your network in a short time. Please wait a little, then try again.',
    ],
    [
      'searchDailyLimit',
      'You have reached the daily limit of searches. Please try again tomorrow.',
    ],
    [
      'searchNearMiss',
      'Searches must be exact: several searches for numbers that differ only in their last digits are not allowed. Please try again tomorrow.',
    ],
    [
      'searchNeedsVerifiedPhone',
      'This number has been searched for many times today. To search it, log in with an account that has a verified phone number.',
    ],
    ['caseNotFound', 'Case not found.'],
    ['caseNoLongerAvailable', 'This case is no longer available to you.'],
    ['listLinkOutOfDate', 'This list link is out of date. Reload the page.'],
    ['commentNotFound', 'Response not found.'],
    ['commentNotYours', 'You can only delete your own responses.'],
    ['commentOneImage', 'Only one image can be added to a response.'],
    [
      'commentRateLimited',
      'You are posting responses too quickly. Please wait a minute and try again.',
    ],
    [
      'feedbackRateLimited',
      'You have sent a lot of reports and feedback this hour. Please try again later.',
    ],
    ['confirmDeleteComment', 'Are you sure you want to delete this response?'],
    ['cannotReportOwnCase', 'You cannot report your own case.'],
    ['reportSubmitted', 'Report submitted. Thank you.'],
    ['emailLinkInvalid', 'This link is invalid or has expired.'],
    ['emailAlreadyVerified', 'Your email address is already verified.'],
    ['accountSuspended', 'This account has been suspended.'],
    ['emailSendFailed', 'The email could not be sent. Please try again later.'],
    ['phoneCodeLimit', 'Too many verification codes requested. Please try again later.'],
    ['emailChangeLimit', 'Too many email changes requested. Please try again later.'],
    [
      'emailChangeTaken',
      'That email address is now used by another account, so your email was not changed.',
    ],
    ['passwordIncorrect', 'That password is not correct.'],
    ['accountDeleted', 'Your account has been deleted.'],
    ['formOneImage', 'Only one image can be uploaded.'],
  ];

  it.each(fixed)('%s is %j', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });

  it('covers every fixed string of the catalogue', () => {
    const keys = Object.entries(MESSAGES)
      .filter(([, value]) => typeof value === 'string')
      .map(([key]) => key);
    expect(keys.sort()).toEqual(fixed.map(([key]) => key).sort());
  });
});

describe('MESSAGES: templated strings', () => {
  const templated: [string, string, string][] = [
    [
      'fieldTooLong',
      MESSAGES.fieldTooLong('Title', 100),
      'Title must be less than 100 characters.',
    ],
    [
      'fieldProfanity',
      MESSAGES.fieldProfanity('TikTok handle'),
      'TikTok handle contains inappropriate language.',
    ],
    [
      'nonsenseText',
      MESSAGES.nonsenseText('Details'),
      'Details contains invalid or nonsensical text. Please enter meaningful information.',
    ],
    [
      'repetitiveNumber',
      MESSAGES.repetitiveNumber('ABN'),
      'ABN contains invalid or repetitive text. Please enter a valid number.',
    ],
    [
      'submissionWait',
      MESSAGES.submissionWait(7),
      'Please wait 7 minutes before submitting again.',
    ],
    [
      'invalidMobileNumber',
      MESSAGES.invalidMobileNumber('Ireland', '085 123 4567'),
      'Enter a valid mobile number for Ireland (085 123 4567)',
    ],
    [
      'imageTooManyPixels',
      MESSAGES.imageTooManyPixels(40),
      'This image has too many pixels: at most 40 megapixels (for an animated GIF, all its frames together). Please upload a smaller image.',
    ],
    ['failedToLoadCase', MESSAGES.failedToLoadCase('x'), 'Failed to load case: x'],
    ['failedToLoadComments', MESSAGES.failedToLoadComments('x'), 'Failed to load comments: x'],
    ['failedToOpenChat', MESSAGES.failedToOpenChat('x'), 'Failed to open chat: x'],
    [
      'failedToDeleteMainImage',
      MESSAGES.failedToDeleteMainImage('x'),
      'Failed to delete main image: x',
    ],
    ['failedToDeleteImage', MESSAGES.failedToDeleteImage('x'), 'Failed to delete image: x'],
    ['failedToSubmitComment', MESSAGES.failedToSubmitComment('x'), 'Failed to submit comment: x'],
    ['failedToDeleteComment', MESSAGES.failedToDeleteComment('x'), 'Failed to delete comment: x'],
    ['failedToSaveCase', MESSAGES.failedToSaveCase('x'), 'Failed to save case: x'],
    ['failedToTogglePause', MESSAGES.failedToTogglePause('x'), 'Failed to toggle pause: x'],
    ['failedToDeleteCase', MESSAGES.failedToDeleteCase('x'), 'Failed to delete case: x'],
    ['failedToReportCase', MESSAGES.failedToReportCase('x'), 'Failed to report case: x'],
    ['errorTogglingPause', MESSAGES.errorTogglingPause('x'), 'Error toggling pause status: x'],
    ['failedToSubmitCase', MESSAGES.failedToSubmitCase('x'), 'Failed to submit case: x'],
    [
      'chatLimitReached',
      MESSAGES.chatLimitReached('16/01/2025, 9:00 am AWST'),
      'Message limit reached. You can send again on 16/01/2025, 9:00 am AWST.',
    ],
    ['failedToLoadMessages', MESSAGES.failedToLoadMessages('x'), 'Failed to load messages: x'],
    ['failedToHideThread', MESSAGES.failedToHideThread('x'), 'Failed to hide thread: x'],
    ['failedToLoadProfile', MESSAGES.failedToLoadProfile('x'), 'Failed to load profile: x'],
    [
      'failedToSendEmailVerification',
      MESSAGES.failedToSendEmailVerification('x'),
      'Failed to send email verification: x',
    ],
    [
      'verificationFailed',
      MESSAGES.verificationFailed(1),
      'Verification failed. Attempts remaining: 1',
    ],
    [
      'invalidVerificationCode',
      MESSAGES.invalidVerificationCode(1),
      'Invalid or expired verification code. Attempts remaining: 1',
    ],
    [
      'phoneBlocked',
      MESSAGES.phoneBlocked(42),
      'You are blocked from verifying your phone number. Block expires in 42 days.',
    ],
    ['failedToSave', MESSAGES.failedToSave('x'), 'Failed to save: x'],
    ['errorSubmitting', MESSAGES.errorSubmitting('x'), 'Error submitting: x'],
    [
      'recentCasesHeading',
      MESSAGES.recentCasesHeading('New Zealand'),
      'Recent Cases - New Zealand',
    ],
    ['searching', MESSAGES.searching('UK'), 'Searching UK'],
    // Country names as the spec writes them (§9), and what the search box takes there.
    ['countryName', MESSAGES.countryName('GB'), 'UK'],
    ['searchPlaceholder', MESSAGES.searchPlaceholder('AU'), 'number, email, ABN, ACN, postcode'],
    ['postingIn', MESSAGES.postingIn('Ireland'), 'Posting In Ireland'],
    ['myLodgementsHeading', MESSAGES.myLodgementsHeading('USA'), 'My Lodgements - USA'],
    ['anonymousThreadLabel', MESSAGES.anonymousThreadLabel('abc123'), 'Anonymous user #abc123'],
    [
      'phoneCodeSent',
      MESSAGES.phoneCodeSent('0412 345 678'),
      'We sent a 6-digit code to 0412 345 678. It expires in 10 minutes.',
    ],
    [
      'verificationEmailWait',
      MESSAGES.verificationEmailWait(42),
      'Please wait 42 seconds before asking for another email.',
    ],
    [
      'tooManyLoginAttempts',
      MESSAGES.tooManyLoginAttempts(1),
      'Too many failed log-in attempts. Please try again in 1 minute.',
    ],
    ['formUnexpectedFile', MESSAGES.formUnexpectedFile('avatar'), 'Unexpected file: avatar'],
    [
      'phoneNumberInvalid',
      MESSAGES.phoneNumberInvalid('Number', 'Australia', '0412 345 678'),
      'Number must be one whole phone number for Australia, with its area code (such as 0412 345 678), or start with + and the country code.',
    ],
    ['businessNumberDigits', MESSAGES.businessNumberDigits('ABN', 11), 'ABN must be 11 digits.'],
    [
      'businessIdentifierInvalid',
      MESSAGES.businessIdentifierInvalid('Business Identification Number', 'USA', '12-3456789'),
      'Enter one valid Business Identification Number for USA, such as 12-3456789.',
    ],
    [
      'postcodeInvalid',
      MESSAGES.postcodeInvalid('UK', 'SW1A 1AA'),
      'Enter a valid postcode for UK, such as SW1A 1AA.',
    ],
    [
      'caseRemovedReason',
      MESSAGES.caseRemovedReason('Names a private person'),
      'This case was removed by moderation and only you can see it. Reason: Names a private person',
    ],
  ];

  it.each(templated)('%s gives %j', (_key, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('covers every templated string of the catalogue', () => {
    const keys = Object.entries(MESSAGES)
      .filter(([, value]) => typeof value === 'function')
      .map(([key]) => key);
    expect(keys.sort()).toEqual(templated.map(([key]) => key).sort());
  });
});
