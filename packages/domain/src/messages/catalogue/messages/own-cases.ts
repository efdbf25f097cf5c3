import type { Catalogue } from '../../../i18n/catalogue-entry.js';

// Forewarn's own wording (messages.ts) for rules the spec states without a message: identifiers'
// shapes, cases, the person named, trade visibility, messaging, search limits, responses and
// reports. `label` and `country` are the caller's field label and country name.

export const MESSAGES_OWN_CASES_CATALOGUE = {
  phoneNumberInvalid: {
    en: '{label} must be one whole phone number for {country}, with its area code (such as {example}), or start with + and the country code.',
    fr: '{label} doit être un seul numéro de téléphone complet pour ce pays\u00a0: {country}, avec son indicatif régional (par exemple {example}), ou commencer par + et l’indicatif du pays.',
    description: 'A phone field that is not one number; example is a valid one in that country.',
  },
  businessNumberDigits: {
    en: '{label} must be {n, plural, other {{n} digits}}.',
    fr: '{label} doit compter {n, plural, one {#\u00a0chiffre} other {#\u00a0chiffres}}.',
    description:
      'A business number of the wrong length; label is its name (ABN, NZBN…), n its digits.',
  },
  businessIdentifierInvalid: {
    en: 'Enter one valid {label} for {country}, such as {example}.',
    fr: 'Entrez un seul identifiant valide ({label}) pour ce pays\u00a0: {country}, par exemple {example}.',
    description: 'A business identifier that is not one; label is its name, example a valid one.',
  },
  postcodeInvalid: {
    en: 'Enter a valid postcode for {country}, such as {example}.',
    fr: 'Entrez un code postal valide pour ce pays\u00a0: {country}, par exemple {example}.',
    description: 'A postcode that is not one; example is a valid one in that country.',
  },
  caseNoLongerAvailable: {
    en: 'This case is no longer available to you.',
    fr: 'Ce dossier ne vous est plus accessible.',
    description: 'A case hidden, retired or taken down since the page was opened.',
  },
  listLinkOutOfDate: {
    en: 'This list link is out of date. Reload the page.',
    fr: 'Ce lien de liste n’est plus à jour. Rechargez la page.',
    description: 'A paging cursor the server did not make (an edited or stale link).',
  },
  onlyCreatorCanChange: {
    en: 'Only the case creator can change this case.',
    fr: 'Seule la personne qui a déposé ce dossier peut le modifier.',
    description: 'Resolving, reopening or editing someone else’s case.',
  },
  caseResolved: {
    en: 'Case marked as resolved.',
    fr: 'Dossier marqué comme réglé.',
    description: 'After marking a case resolved.',
  },
  caseReopened: {
    en: 'Case reopened.',
    fr: 'Dossier rouvert.',
    description: 'After reopening a case.',
  },
  caseDeleted: {
    en: 'Case deleted.',
    fr: 'Dossier supprimé.',
    description: 'After deleting a case.',
  },
  resolvedBadge: { en: 'Resolved', fr: 'Réglé', description: 'Badge on a resolved case.' },
  keptListed: {
    en: 'The case stays listed for another {years} years.',
    fr: 'Le dossier reste affiché pendant encore {years}\u00a0ans.',
    description: 'After choosing to keep an old case listed.',
  },
  isThisAboutYou: {
    en: 'Is this about you?',
    fr: 'Ce dossier vous concerne\u202f?',
    description: 'The case page’s button for the person named to prove it is them.',
  },
  namedPartyBadge: {
    en: 'Named party — verified',
    fr: 'Personne visée — vérifiée',
    description: 'Badge on a response by the verified person named.',
  },
  namedPartyResponded: {
    en: 'The person named has responded',
    fr: 'La personne visée a répondu',
    description: 'On a case the person named answered.',
  },
  namedPartyCodeSent: {
    en: 'If that is the email address or phone number on this case, a {digits}-digit code is on its way to it. It works for {minutes, plural, one {{minutes} minute} other {{minutes} minutes}}.',
    fr: 'Si cette adresse courriel ou ce numéro de téléphone figure dans ce dossier, un code à {digits}\u00a0chiffres y est envoyé. Il est valide pendant {minutes, plural, one {#\u00a0minute} other {#\u00a0minutes}}.',
    description: 'After the person named asks for a code (says nothing of whether it matched).',
  },
  namedPartyCodeWrong: {
    en: 'That code is not right, or it has expired. Ask for a new one.',
    fr: 'Ce code n’est pas le bon, ou il a expiré. Demandez-en un nouveau.',
    description: 'A wrong or stale named-party code.',
  },
  namedPartyCodeLimit: {
    en: 'You have asked for codes for this case {n, plural, one {once} other {{n} times}} today. Please try again tomorrow.',
    fr: 'Vous avez demandé des codes pour ce dossier {n, plural, one {une fois} other {#\u00a0fois}} aujourd’hui. Veuillez réessayer demain.',
    description:
      'One named-party code over the day’s limit for one case; n is LIMITS.namedPartyCodesPerCasePerDay.',
  },
  namedPartyCodeLimitAcrossCases: {
    en: 'You have asked for {n, plural, one {{n} code} other {{n} codes}} today, across cases. Please try again tomorrow.',
    fr: 'Vous avez demandé {n, plural, one {#\u00a0code} other {#\u00a0codes}} aujourd’hui, tous dossiers confondus. Veuillez réessayer demain.',
    description:
      'One named-party code over the day’s limit across cases; n is LIMITS.namedPartyCodesPerRequesterPerDay.',
  },
  namedPartyVerified: {
    en: 'You are verified as the person this case names. Your responses carry the badge.',
    fr: 'Il est vérifié que ce dossier vous vise. Vos réponses portent le badge.',
    description: 'After the person named proves it is them.',
  },
  namedPartyOwnCase: {
    en: 'You lodged this case.',
    fr: 'Vous avez déposé ce dossier.',
    description: 'Claiming to be named in one’s own case.',
  },
  tradeVisibilityPlumbers: {
    en: 'Only verified plumbers can limit a case to plumbers.',
    fr: 'Seuls les membres dont le métier de plombier est vérifié peuvent réserver un dossier aux plombiers.',
    description: 'Limiting a case to plumbers without the trade badge.',
  },
  tradeVisibilityElectricians: {
    en: 'Only verified electricians can limit a case to electricians.',
    fr: 'Seuls les membres dont le métier d’électricien est vérifié peuvent réserver un dossier aux électriciens.',
    description: 'Limiting a case to electricians without the trade badge.',
  },
  cannotMessageYourself: {
    en: 'You cannot message yourself about your own case.',
    fr: 'Vous ne pouvez pas vous écrire à vous-même au sujet de votre propre dossier.',
    description: 'Message the author on one’s own case.',
  },
  authorAccountDeleted: {
    en: 'The author of this case no longer has an account, so they cannot be messaged.',
    fr: 'La personne qui a déposé ce dossier n’a plus de compte\u00a0: on ne peut donc pas lui écrire.',
    description: 'Message the author of a case whose account is gone.',
  },
  messageEmailSubject: {
    en: 'You have a new message on Forewarn',
    fr: 'Vous avez un nouveau message sur Forewarn',
    description: 'Subject of the unread-message email.',
  },
  messageEmailsLabel: {
    en: 'Send me a notice when a message waits unread for {minutes, plural, one {{minutes} minute} other {{minutes} minutes}}',
    fr: 'M’envoyer un avis quand un message reste non lu pendant {minutes, plural, one {#\u00a0minute} other {#\u00a0minutes}}',
    description:
      'My Account switch for the unread-message email; minutes is LIMITS.messageNoticeUnreadMs in minutes.',
  },
  searchRateLimited: {
    en: 'Too many searches in a short time. Please wait a minute, then search again.',
    fr: 'Trop de recherches en peu de temps. Veuillez attendre une minute, puis relancer la recherche.',
    description: 'Searching too fast.',
  },
  verifyEmailToLodge: {
    en: 'You must verify your email address before you can lodge a case.',
    fr: 'Vous devez vérifier votre adresse courriel avant de pouvoir déposer un dossier.',
    description: 'Lodging with an unverified email.',
  },
  verifyEmailToReport: {
    en: 'You must verify your email address before you can report a case.',
    fr: 'Vous devez vérifier votre adresse courriel avant de pouvoir signaler un dossier.',
    description: 'Reporting with an unverified email.',
  },
  imageTooManyPixels: {
    en: 'This image has too many pixels: at most {megapixels} megapixels (for an animated GIF, all its frames together). Please upload a smaller image.',
    fr: 'Cette image compte trop de pixels\u00a0: au plus {megapixels}\u00a0mégapixels (pour un GIF animé, toutes ses images ensemble). Veuillez téléverser une image plus petite.',
    description: 'An image over the pixel limit; megapixels is the limit.',
  },
  imagesBusy: {
    en: 'The server is busy processing images. Please try again in a moment.',
    fr: 'Le serveur est occupé à traiter des images. Veuillez réessayer dans un instant.',
    description: 'Image processing at capacity.',
  },
  serverBusy: {
    en: 'The server is busy. Please try again in a moment.',
    fr: 'Le serveur est occupé. Veuillez réessayer dans un instant.',
    description: 'The server at capacity.',
  },
  searchDailyLimit: {
    en: 'You have reached the daily limit of searches. Please try again tomorrow.',
    fr: 'Vous avez atteint la limite quotidienne de recherches. Veuillez réessayer demain.',
    description: 'Searching past the day’s limit.',
  },
  searchNearMiss: {
    en: 'Searches must be exact: several searches for numbers that differ only in their last digits are not allowed. Please try again tomorrow.',
    fr: 'Les recherches doivent être exactes\u00a0: plusieurs recherches de numéros qui ne diffèrent que par leurs derniers chiffres ne sont pas permises. Veuillez réessayer demain.',
    description: 'Searching number after number that differ in their last digits (enumeration).',
  },
  searchNeedsVerifiedPhone: {
    en: 'This number has been searched for many times today. To search it, log in with an account that has a verified phone number.',
    fr: 'Ce numéro a été recherché de nombreuses fois aujourd’hui. Pour le rechercher, connectez-vous avec un compte dont le numéro de téléphone est vérifié.',
    description: 'A much-searched number, searched without a verified phone.',
  },
  caseNotFound: {
    en: 'Case not found.',
    fr: 'Dossier introuvable.',
    description: 'A case that does not exist.',
  },
  commentNotFound: {
    en: 'Response not found.',
    fr: 'Réponse introuvable.',
    description: 'A response that does not exist.',
  },
  commentNotYours: {
    en: 'You can only delete your own responses.',
    fr: 'Vous ne pouvez supprimer que vos propres réponses.',
    description: 'Deleting someone else’s response.',
  },
  commentOneImage: {
    en: 'Only one image can be added to a response.',
    fr: 'Une réponse ne peut comporter qu’une seule image.',
    description: 'A response with two images.',
  },
  commentRateLimited: {
    en: 'You are posting responses too quickly. Please wait a minute and try again.',
    fr: 'Vous publiez des réponses trop rapidement. Veuillez attendre une minute, puis réessayer.',
    description: 'Responding too fast.',
  },
  feedbackRateLimited: {
    en: 'You have sent a lot of reports and feedback this hour. Please try again later.',
    fr: 'Vous avez envoyé beaucoup de signalements et de commentaires dans la dernière heure. Veuillez réessayer plus tard.',
    description: 'Reports and feedback past the hour’s limit.',
  },
  confirmDeleteComment: {
    en: 'Are you sure you want to delete this response?',
    fr: 'Voulez-vous vraiment supprimer cette réponse\u202f?',
    description: 'Confirmation before deleting a response.',
  },
  cannotReportOwnCase: {
    en: 'You cannot report your own case.',
    fr: 'Vous ne pouvez pas signaler votre propre dossier.',
    description: 'Report Case on one’s own case.',
  },
  reportSubmitted: {
    en: 'Report submitted. Thank you.',
    fr: 'Signalement envoyé. Merci.',
    description: 'After reporting a case.',
  },
} satisfies Catalogue;
