import type { Catalogue } from '../../../i18n/catalogue-entry.js';

// Forewarn's own wording (messages.ts) for accounts: sign-up and sign-in, required fields,
// email and phone verification, and the limits that protect them.

export const MESSAGES_OWN_ACCOUNT_CATALOGUE = {
  emailRequired: {
    en: 'Email is required.',
    fr: 'Le courriel est obligatoire.',
    description: 'An email field left empty.',
  },
  emailInvalid: {
    en: 'Enter a valid email address.',
    fr: 'Entrez une adresse courriel valide.',
    description: 'An email field that is not an address.',
  },
  passwordRequired: {
    en: 'Password is required.',
    fr: 'Le mot de passe est obligatoire.',
    description: 'A password field left empty.',
  },
  passwordTooShort: {
    en: 'Password must be at least {n, plural, other {{n} characters}}.',
    fr: 'Le mot de passe doit compter au moins {n, plural, one {#\u00a0caractère} other {#\u00a0caractères}}.',
    description: 'A new password under n characters; n is LIMITS.passwordMin.',
  },
  invalidCredentials: {
    en: 'Invalid email or password.',
    fr: 'Courriel ou mot de passe non valide.',
    description: 'A failed sign-in (says not which was wrong).',
  },
  usernameRequired: {
    en: 'Username is required.',
    fr: 'Le nom d’utilisateur est obligatoire.',
    description: 'A username field left empty.',
  },
  usernameInvisibleCharacters: {
    en: 'Usernames can’t contain invisible or direction-changing characters.',
    fr: 'Les noms d’utilisateur ne peuvent pas contenir de caractères invisibles ou qui changent le sens du texte.',
    description:
      'A username with a zero-width, control, direction-changing or other invisible character (they make look-alikes of other members’ names).',
  },
  commentRequired: {
    en: 'Comment is required.',
    fr: 'La réponse est obligatoire.',
    description: 'An empty response (the spec’s “comment”).',
  },
  messageRequired: {
    en: 'Message is required.',
    fr: 'Le message est obligatoire.',
    description: 'An empty chat message.',
  },
  feedbackTypeRequired: {
    en: 'Please select a feedback type.',
    fr: 'Veuillez choisir un type de commentaire.',
    description: 'Feedback without its type.',
  },
  phoneNumberRequired: {
    en: 'Phone number is required.',
    fr: 'Le numéro de téléphone est obligatoire.',
    description: 'A phone field left empty.',
  },
  resetTokenRequired: {
    en: 'This link is invalid or has expired.',
    fr: 'Ce lien n’est pas valide ou a expiré.',
    description: 'A password-reset link without its token, or a stale one.',
  },
  signupRateLimited: {
    en: 'Too many accounts have been created from your network recently. Please try again later.',
    fr: 'Trop de comptes ont été créés récemment à partir de votre réseau. Veuillez réessayer plus tard.',
    description: 'Sign-up past the network’s limit.',
  },
  phoneNumberCodeLimit: {
    en: 'Too many verification codes have been sent to this number. Please try again later.',
    fr: 'Trop de codes de vérification ont été envoyés à ce numéro. Veuillez réessayer plus tard.',
    description: 'Phone codes past the number’s limit.',
  },
  phoneNumberTaken: {
    en: 'This phone number is already verified on another account. Remove it there first.',
    fr: 'Ce numéro de téléphone est déjà vérifié dans un autre compte. Retirez-le d’abord de ce compte.',
    description: 'Verifying a phone another account holds.',
  },
  mailLimit: {
    en: 'Too many emails have been sent to this address. Please try again later.',
    fr: 'Trop de courriels ont été envoyés à cette adresse. Veuillez réessayer plus tard.',
    description: 'Emails past the address’s limit.',
  },
  tooManyRequests: {
    en: 'Too many requests from your network in a short time. Please wait a little, then try again.',
    fr: 'Trop de requêtes provenant de votre réseau en peu de temps. Veuillez patienter un peu, puis réessayer.',
    description: 'Any request past the network’s limit.',
  },
  emailLinkInvalid: {
    en: 'This link is invalid or has expired.',
    fr: 'Ce lien n’est pas valide ou a expiré.',
    description: 'An email-verification or email-change link that is broken or stale.',
  },
  emailAlreadyVerified: {
    en: 'Your email address is already verified.',
    fr: 'Votre adresse courriel est déjà vérifiée.',
    description: 'Asking to verify a verified email.',
  },
  phoneCodeSent: {
    en: 'We sent a {digits}-digit code to {number}. It expires in {minutes, plural, one {{minutes} minute} other {{minutes} minutes}}.',
    fr: 'Nous avons envoyé un code à {digits}\u00a0chiffres au {number}. Il expire dans {minutes, plural, one {#\u00a0minute} other {#\u00a0minutes}}.',
    description:
      'After sending a phone code; number is in its national format with spaces, digits LIMITS.codeDigits, minutes the code’s life.',
  },
  verificationEmailWait: {
    en: 'Please wait {seconds, plural, one {{seconds} second} other {{seconds} seconds}} before asking for another email.',
    fr: 'Veuillez attendre {seconds, plural, one {#\u00a0seconde} other {#\u00a0secondes}} avant de demander un autre courriel.',
    description: 'Asking for the verification email again too soon; seconds is the wait.',
  },
  tooManyLoginAttempts: {
    en: 'Too many failed log-in attempts. Please try again in {minutes, plural, one {{minutes} minute} other {{minutes} minutes}}.',
    fr: 'Trop de tentatives de connexion échouées. Veuillez réessayer dans {minutes, plural, one {#\u00a0minute} other {#\u00a0minutes}}.',
    description: 'Sign-in locked after failures; minutes is the wait.',
  },
  accountSuspended: {
    en: 'This account has been suspended.',
    fr: 'Ce compte a été suspendu.',
    description: 'Signing in to a suspended account.',
  },
  emailSendFailed: {
    en: 'The email could not be sent. Please try again later.',
    fr: 'Le courriel n’a pas pu être envoyé. Veuillez réessayer plus tard.',
    description: 'The mail service failed.',
  },
  phoneCodeLimit: {
    en: 'Too many verification codes requested. Please try again later.',
    fr: 'Trop de codes de vérification demandés. Veuillez réessayer plus tard.',
    description: 'Phone codes past the account’s limit.',
  },
  emailChangeLimit: {
    en: 'Too many email changes requested. Please try again later.',
    fr: 'Trop de changements de courriel demandés. Veuillez réessayer plus tard.',
    description: 'Email changes past the limit.',
  },
  emailChangeTaken: {
    en: 'That email address is now used by another account, so your email was not changed.',
    fr: 'Cette adresse courriel est maintenant utilisée par un autre compte\u00a0: votre courriel n’a donc pas été changé.',
    description: 'Confirming an email change after another account took the address.',
  },
  passwordIncorrect: {
    en: 'That password is not correct.',
    fr: 'Ce mot de passe n’est pas le bon.',
    description: 'A wrong current password (changing email, password or deleting).',
  },
  accountDeleted: {
    en: 'Your account has been deleted.',
    fr: 'Votre compte a été supprimé.',
    description: 'After deleting the account.',
  },
  formOneImage: {
    en: 'Only one image can be uploaded.',
    fr: 'Une seule image peut être téléversée.',
    description: 'A sign-up, profile image or trade application form sent with two images.',
  },
  formUnexpectedFile: {
    en: 'Unexpected file: {field}',
    fr: 'Fichier inattendu\u00a0: {field}',
    description:
      'A sign-up, profile image, trade application or response form with a file in a field that takes none; field is the form field’s technical name, as sent.',
  },
} satisfies Catalogue;
