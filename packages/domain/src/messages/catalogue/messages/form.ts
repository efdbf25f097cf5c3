import type { Catalogue } from '../../../i18n/catalogue-entry.js';

// The spec's §5 texts (messages.ts): the lodgement form, images, rate limits, sign-up,
// responses, the case's pause switch, reports, the profile and feedback. The English is the
// spec's, character for character. "Offender's Name/Number" are the form's fields: in French
// the neutral « personne visée » (docs/french-glossary.md).

export const MESSAGES_FORM_CATALOGUE = {
  fieldTooLong: {
    en: '{field} must be less than {n, plural, other {{n} characters}}.',
    fr: '{field} doit compter moins de {n, plural, one {#\u00a0caractère} other {#\u00a0caractères}}.',
    description: 'A form field over its length; field is the field’s label, n its limit.',
  },
  titleRequired: {
    en: 'Title is required.',
    fr: 'Le titre est obligatoire.',
    description: 'Lodgement form: the Title field left empty.',
  },
  nameRequired: {
    en: "Offender's Name is required.",
    fr: 'Le nom de la personne visée est obligatoire.',
    description: 'Lodgement form: the name of the person or business named left empty.',
  },
  numberRequired: {
    en: "Offender's Number is required.",
    fr: 'Le numéro de la personne visée est obligatoire.',
    description: 'Lodgement form: the phone number of the person named left empty.',
  },
  detailsRequired: {
    en: 'Details are required.',
    fr: 'Les détails sont obligatoires.',
    description: 'Lodgement form: the Details field left empty.',
  },
  detailsTooShort: {
    en: 'Details must be more than {n, plural, other {{n} characters}}.',
    fr: 'Les détails doivent compter plus de {n, plural, one {#\u00a0caractère} other {#\u00a0caractères}}.',
    description:
      'Lodgement form: Details of n characters or fewer; n is LIMITS.detailsMinExclusive.',
  },
  fieldProfanity: {
    en: '{field} contains inappropriate language.',
    fr: '{field} contient des propos inappropriés.',
    description: 'A field with a swear word; field is the field’s label.',
  },
  nonsenseText: {
    en: '{label} contains invalid or nonsensical text. Please enter meaningful information.',
    fr: '{label} contient un texte non valide ou dénué de sens. Veuillez entrer des renseignements utiles.',
    description: 'A field of keyboard mashing or gibberish; label is the field’s label.',
  },
  repetitiveNumber: {
    en: '{label} contains invalid or repetitive text. Please enter a valid number.',
    fr: '{label} contient un texte non valide ou répétitif. Veuillez entrer un numéro valide.',
    description: 'A number field such as 1111111111; label is the field’s label.',
  },
  imageTooLarge: {
    en: 'Each image must be less than {megabytes}MB.',
    fr: 'Chaque image doit peser moins de {megabytes}\u00a0Mo.',
    description:
      'Lodgement form: an image over the limit (checked in the browser); megabytes is LIMITS.imageMaxBytes in MiB.',
  },
  imageSizeExceeded: {
    en: 'Image file size exceeds {megabytes}MB limit.',
    fr: 'Le fichier image dépasse la limite de {megabytes}\u00a0Mo.',
    description:
      'An image over the limit (the server’s refusal); megabytes is LIMITS.imageMaxBytes in MiB.',
  },
  imageTypeNotAllowed: {
    en: 'Only JPEG, PNG, or GIF images are allowed.',
    fr: 'Seules les images JPEG, PNG ou GIF sont acceptées.',
    description: 'An image of another type.',
  },
  oneMainImage: {
    en: 'Only one main image can be uploaded.',
    fr: 'Une seule image principale peut être téléversée.',
    description: 'A second main image on a case.',
  },
  extraImagesMax: {
    en: 'You can upload a maximum of {n, plural, one {{n} extra image} other {{n} extra images}}.',
    fr: 'Vous pouvez téléverser au plus {n, plural, one {#\u00a0image supplémentaire} other {#\u00a0images supplémentaires}}.',
    description: 'More than n extra images chosen; n is LIMITS.extraImages.',
  },
  extraImagesReached: {
    en: 'Maximum of {n, plural, one {{n} extra image} other {{n} extra images}} reached.',
    fr: 'Le maximum de {n, plural, one {#\u00a0image supplémentaire} other {#\u00a0images supplémentaires}} est atteint.',
    description: 'The extra images’ picker when n are chosen; n is LIMITS.extraImages.',
  },
  submissionLimitReached: {
    en: 'You have reached the maximum number of submissions ({count}) in the last {hours, plural, one {{hours} hour} other {{hours} hours}}.',
    fr: 'Vous avez atteint le nombre maximal de dépôts ({count}) au cours {hours, plural, one {de la dernière heure} other {des dernières #\u00a0heures}}.',
    description:
      'Lodging one case over the limit within the window; count is LIMITS.submissionsPerWindow, hours the window.',
  },
  submissionWait: {
    en: 'Please wait {n, plural, one {{n} minute} other {{n} minutes}} before submitting again.',
    fr: 'Veuillez attendre {n, plural, one {#\u00a0minute} other {#\u00a0minutes}} avant de déposer de nouveau.',
    description: 'Lodging again too soon; n is the minutes left.',
  },
  countryRequired: {
    en: 'Please select a country',
    fr: 'Veuillez choisir un pays',
    description: 'Sign-up or lodgement without a country.',
  },
  usernameTaken: {
    en: 'Username already taken. Please choose another.',
    fr: 'Ce nom d’utilisateur est déjà pris. Veuillez en choisir un autre.',
    description: 'Sign-up or profile with a username someone has.',
  },
  commentProfanity: {
    en: 'Swear words are not allowed in comments.',
    fr: 'Les jurons ne sont pas permis dans les réponses.',
    description: 'A response (the spec’s “comment”) with a swear word.',
  },
  caseEditProfanity: {
    en: 'Swear words are not allowed.',
    fr: 'Les jurons ne sont pas permis.',
    description: 'An edited case with a swear word.',
  },
  togglePauseInvalidCaseId: {
    en: 'Cannot toggle pause status: Invalid case ID',
    fr: 'Impossible de changer la mise en pause\u00a0: identifiant de dossier non valide',
    description: 'The pause switch on a case id that is not one.',
  },
  togglePauseLoggedOut: {
    en: 'Please log in to toggle pause status',
    fr: 'Veuillez vous connecter pour changer la mise en pause',
    description: 'The pause switch while signed out.',
  },
  togglePauseNotCreator: {
    en: 'You are not authorized to toggle this case',
    fr: 'Vous n’avez pas l’autorisation de mettre ce dossier en pause ni de le réactiver',
    description: 'The pause switch on someone else’s case.',
  },
  reportDetailsRequired: {
    en: 'Please provide details for the report.',
    fr: 'Veuillez préciser les détails du signalement.',
    description: 'Report Case without details.',
  },
  usernameCooldown: {
    en: 'Username can only be changed once every {days, plural, one {{days} day} other {{days} days}}.',
    fr: 'Le nom d’utilisateur ne peut être changé qu’une fois {days, plural, one {par jour} other {tous les #\u00a0jours}}.',
    description:
      'A second username change within the cooldown; days is LIMITS.usernameCooldownDays.',
  },
  phoneNotVerified: {
    en: 'Please verify your phone number before saving.',
    fr: 'Veuillez vérifier votre numéro de téléphone avant d’enregistrer.',
    description: 'Saving the profile with an unverified phone number.',
  },
  invalidMobileNumber: {
    en: 'Enter a valid mobile number for {country} ({example})',
    fr: 'Entrez un numéro de cellulaire valide pour ce pays\u00a0: {country} ({example})',
    description: 'A mobile number that is not one; country is its name, example a valid number.',
  },
  verificationCodeRequired: {
    en: 'Enter the verification code',
    fr: 'Entrez le code de vérification',
    description: 'Verifying a phone without a code.',
  },
  verifyEmailBeforePhone: {
    en: 'You must verify your email address before verifying your phone number.',
    fr: 'Vous devez vérifier votre adresse courriel avant de vérifier votre numéro de téléphone.',
    description: 'Verifying a phone before the email.',
  },
  feedbackDetailsRequired: {
    en: 'Please provide details.',
    fr: 'Veuillez donner des détails.',
    description: 'Feedback without details.',
  },
} satisfies Catalogue;
