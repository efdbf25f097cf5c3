import type { Catalogue } from '../../../i18n/catalogue-entry.js';

// Sentences around a link or an emphasised value on the account screens (issue 49): each a
// rich message whose tags the web renders (`<link>` a link, `<strong>` and `<email>` the
// address), so the words and their order are the translator's, not the component's.

export const RICH_ACCOUNTS_CATALOGUE = {
  verifyLinkLogIn: {
    en: '<link>Log in</link> to send a new link from My Account.',
    fr: '<link>Connectez-vous</link> pour envoyer un nouveau lien depuis Mon compte.',
    description:
      'The email-verification page, under a broken or stale link; <link> goes to Log In, then My Account.',
  },
  pendingEmail: {
    en: 'Pending verification of <address>{email}</address>: open the link we sent there to start using it.',
    fr: 'En attente de vérification de <address>{email}</address>\u00a0: ouvrez le lien que nous y avons envoyé pour commencer à l’utiliser.',
    description:
      'My Account, under the email: a new address not confirmed yet; {email} is that address, <address> keeps it on one line where it can.',
  },
  resetLinkSent: {
    en: 'If an account exists for <strong>{email}</strong>, we have sent it a link to choose a new password. The link works once, for {hours, plural, one {{hours} hour} other {{hours} hours}}.',
    fr: 'Si un compte existe pour <strong>{email}</strong>, nous lui avons envoyé un lien pour choisir un nouveau mot de passe. Le lien ne fonctionne qu’une fois, pendant {hours, plural, one {#\u00a0heure} other {#\u00a0heures}}.',
    description:
      'Forgot password, after sending: {email} is the address typed, {hours} how long the link works (LIMITS.passwordResetLinkMs).',
  },
  verificationSent: {
    en: 'We have sent a verification link to <strong>{email}</strong>. Open it to verify your email address and sign in. The link works once, for {hours, plural, one {{hours} hour} other {{hours} hours}}.',
    fr: 'Nous avons envoyé un lien de vérification à <strong>{email}</strong>. Ouvrez-le pour vérifier votre adresse courriel et vous connecter. Le lien ne fonctionne qu’une fois, pendant {hours, plural, one {#\u00a0heure} other {#\u00a0heures}}.',
    description:
      'After sign-up (spec §2): {email} is the new account’s address, {hours} how long the link works (LIMITS.emailVerificationLinkMs).',
  },
  verificationNoEmail: {
    en: 'No email? Check your spam folder. You can also <link>log in</link> and send a new link from My Account.',
    fr: 'Pas de courriel\u202f? Vérifiez vos pourriels. Vous pouvez aussi <link>vous connecter</link> et envoyer un nouveau lien depuis Mon compte.',
    description: 'After sign-up, under the notice; <link> goes to Log In, then My Account.',
  },
  verifyEmailNotice: {
    en: 'Open the link we emailed you, or ask for a new one on <link>My Account</link>.',
    fr: 'Ouvrez le lien que nous vous avons envoyé par courriel, ou demandez-en un nouveau dans <link>Mon compte</link>.',
    description:
      'A page that needs a verified email, shown to a member whose email is not; <link> goes to My Account.',
  },
  keepListedByEditing: {
    en: 'Editing the case from <link>My Lodgements</link> keeps it listed too.',
    fr: 'Modifier le dossier depuis <link>Mes dépôts</link> le garde aussi affiché.',
    description:
      'The keep-listed page, when its link failed: another way to keep an old case listed; <link> goes to My Lodgements.',
  },
  apiTokensLead: {
    en: "Let your booking software, tenancy system or order form check numbers with Forewarn. A token's searches count against your own search limits, and it can never lodge cases, respond or send messages. The API is described at <link>/api/docs</link>.",
    fr: 'Laissez votre logiciel de réservation, votre système de location ou votre bon de commande vérifier des numéros auprès de Forewarn. Les recherches d’un jeton comptent dans vos propres limites de recherche, et il ne peut jamais déposer de dossiers, répondre ni envoyer de messages. L’API est décrite à <link>/api/docs</link>.',
    description:
      'My Account, API tokens: what a token is for; <link> is the API’s documentation, its words the address.',
  },
} satisfies Catalogue;
