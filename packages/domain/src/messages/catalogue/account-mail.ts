import type { Catalogue } from '../../i18n/catalogue-entry.js';

// The emails accounts send (apps/server/src/modules/accounts/mails.ts): verification, the
// existing-account notice, password reset, change of address and its notice, password changed,
// address in use. Written in the recipient's saved language (decision 0082's addendum); a
// paragraph is one text, its line breaks kept.

export const ACCOUNT_MAIL_CATALOGUE = {
  hello: { en: 'Hello,', fr: 'Bonjour,', description: 'First line of an account email.' },
  helloName: {
    en: 'Hello {name},',
    fr: 'Bonjour {name},',
    description: 'First line of an account email to a member with a username; name is it.',
  },
  signature: {
    en: 'Forewarn',
    fr: 'Forewarn',
    description: 'Last line of every account email: the brand, not translated.',
  },
  verifySubject: {
    en: 'Verify your email address for Forewarn',
    fr: 'Confirmez votre adresse courriel pour Forewarn',
    description: 'Subject of the sign-up’s verification email.',
  },
  verifyOpen: {
    en: 'Please confirm your email address by opening this link:',
    fr: 'Veuillez confirmer votre adresse courriel en ouvrant ce lien\u00a0:',
    description: 'Verification email: above the link.',
  },
  verifyExpiry: {
    en: 'The link works once and expires in {hours, plural, one {{hours} hour} other {{hours} hours}}.\nIf you did not create a Forewarn account, you can ignore this email.',
    fr: 'Le lien ne fonctionne qu’une fois et expire dans {hours, plural, one {#\u00a0heure} other {#\u00a0heures}}.\nSi vous n’avez pas créé de compte Forewarn, vous pouvez ignorer ce courriel.',
    description:
      'Verification email: below the link (two lines); hours is LIMITS.emailVerificationLinkMs in hours.',
  },
  existingSubject: {
    en: 'Someone tried to sign up to Forewarn with your email address',
    fr: 'Quelqu’un a essayé de s’inscrire à Forewarn avec votre adresse courriel',
    description:
      'Subject of the notice to an account’s owner when someone signs up with its address.',
  },
  existingBody: {
    en: 'Someone (perhaps you) tried to create a Forewarn account with this email address, but\nit already has one. No new account was created.',
    fr: 'Quelqu’un (peut-être vous) a essayé de créer un compte Forewarn avec cette adresse courriel, mais\nelle en a déjà un. Aucun compte n’a été créé.',
    description: 'Existing-account notice: what happened (two lines).',
  },
  existingLogin: {
    en: 'If it was you, log in at {login}\nForgot your password? Reset it at {forgot}',
    fr: 'Si c’était vous, connectez-vous ici\u00a0: {login}\nMot de passe oublié\u202f? Réinitialisez-le ici\u00a0: {forgot}',
    description: 'Existing-account notice: the log-in and forgot-password pages’ addresses.',
  },
  notYouIgnore: {
    en: 'If it was not you, you can ignore this email.',
    fr: 'Si ce n’était pas vous, vous pouvez ignorer ce courriel.',
    description: 'Existing-account notice: its last line.',
  },
  resetSubject: {
    en: 'Reset your Forewarn password',
    fr: 'Réinitialisez votre mot de passe Forewarn',
    description: 'Subject of the password-reset email.',
  },
  resetBody: {
    en: 'Someone asked to reset the password of the Forewarn account for this email address.\nTo choose a new password, open this link:',
    fr: 'Quelqu’un a demandé à réinitialiser le mot de passe du compte Forewarn de cette adresse courriel.\nPour choisir un nouveau mot de passe, ouvrez ce lien\u00a0:',
    description: 'Password-reset email: above the link (two lines).',
  },
  resetExpiry: {
    en: 'The link works once and expires in {hours, plural, one {{hours} hour} other {{hours} hours}}. Setting a new password signs you out everywhere.\nIf you did not ask for this, you can ignore this email: your password stays as it is.',
    fr: 'Le lien ne fonctionne qu’une fois et expire dans {hours, plural, one {#\u00a0heure} other {#\u00a0heures}}. Choisir un nouveau mot de passe vous déconnecte partout.\nSi vous n’avez rien demandé, vous pouvez ignorer ce courriel\u00a0: votre mot de passe reste le même.',
    description:
      'Password-reset email: below the link (two lines); hours is LIMITS.passwordResetLinkMs in hours.',
  },
  changeSubject: {
    en: 'Confirm your new email address for Forewarn',
    fr: 'Confirmez votre nouvelle adresse courriel pour Forewarn',
    description: 'Subject of the email to a new address a member asked to move to.',
  },
  changeOpen: {
    en: 'You asked to use this address for your Forewarn account. To confirm it, open this link:',
    fr: 'Vous avez demandé à utiliser cette adresse pour votre compte Forewarn. Pour la confirmer, ouvrez ce lien\u00a0:',
    description: 'Change-of-address email: above the link.',
  },
  changeExpiry: {
    en: 'The link works once and expires in {hours, plural, one {{hours} hour} other {{hours} hours}}. Until you open it, your account keeps its\ncurrent email address.\nIf you did not ask for this, you can ignore this email.',
    fr: 'Le lien ne fonctionne qu’une fois et expire dans {hours, plural, one {#\u00a0heure} other {#\u00a0heures}}. Tant que vous ne l’ouvrez pas, votre compte garde\nson adresse courriel actuelle.\nSi vous n’avez rien demandé, vous pouvez ignorer ce courriel.',
    description:
      'Change-of-address email: below the link (three lines); hours is LIMITS.emailVerificationLinkMs in hours.',
  },
  noticeSubject: {
    en: 'Your Forewarn email address is being changed',
    fr: 'L’adresse courriel de votre compte Forewarn est en train de changer',
    description: 'Subject of the notice to the address in force when a change of address is asked.',
  },
  noticeBody: {
    en: 'Someone (perhaps you) asked to change the email address of your Forewarn account to\n{newEmail}. A confirmation link was sent there; until it is opened, this address stays\nin force and you log in with it as before.\n\nIf this was not you, open this link to keep (or take back) your account with this\naddress. It signs the account out everywhere and asks you for a new password:',
    fr: 'Quelqu’un (peut-être vous) a demandé à remplacer l’adresse courriel de votre compte Forewarn par\n{newEmail}. Un lien de confirmation y a été envoyé. Tant qu’il n’est pas ouvert, cette adresse reste\nen vigueur et vous vous connectez avec elle comme avant.\n\nSi ce n’était pas vous, ouvrez ce lien pour garder (ou reprendre) votre compte avec cette\nadresse. Il déconnecte le compte partout et vous demande un nouveau mot de passe\u00a0:',
    description:
      'Change-of-address notice: what was asked, and the undo link below; newEmail is the new address.',
  },
  noticeExpiry: {
    en: 'The link works once and for {days, plural, one {{days} day} other {{days} days}}, even after the new address has been confirmed.',
    fr: 'Le lien ne fonctionne qu’une fois, pendant {days, plural, one {#\u00a0jour} other {#\u00a0jours}}, même après la confirmation de la nouvelle adresse.',
    description:
      'Change-of-address notice: below the undo link; days is LIMITS.undoEmailChangeMs in days.',
  },
  changedSubject: {
    en: 'Your Forewarn password was changed',
    fr: 'Le mot de passe de votre compte Forewarn a été changé',
    description: 'Subject of the email after a password change from My Account.',
  },
  changedBody: {
    en: 'The password of your Forewarn account was just changed, and every other session of the\naccount was signed out.',
    fr: 'Le mot de passe de votre compte Forewarn vient d’être changé, et toutes les autres sessions du\ncompte ont été déconnectées.',
    description: 'Password-changed email: what happened (two lines).',
  },
  tokensEnded: {
    en: 'These API tokens ended with it:',
    fr: 'Ces jetons d’API ont pris fin avec lui\u00a0:',
    description: 'Password-changed email: above the names of the API tokens that ended.',
  },
  tokensKept: {
    en: 'These API tokens were kept, as chosen in the change:',
    fr: 'Ces jetons d’API ont été gardés, comme choisi lors du changement\u00a0:',
    description: 'Password-changed email: above the names of the API tokens kept.',
  },
  noTokens: {
    en: 'The account had no API tokens.',
    fr: 'Le compte n’avait aucun jeton d’API.',
    description: 'Password-changed email when the account had no API tokens.',
  },
  changedNotYou: {
    en: 'If this was not you, reset your password now (a reset ends every API token):',
    fr: 'Si ce n’était pas vous, réinitialisez votre mot de passe maintenant (une réinitialisation met fin à tous les jetons d’API)\u00a0:',
    description: 'Password-changed email: above the forgot-password page’s address.',
  },
  inUseSubject: {
    en: 'Someone tried to use your email address on Forewarn',
    fr: 'Quelqu’un a essayé d’utiliser votre adresse courriel sur Forewarn',
    description: 'Subject of the notice to an address another account tried to move to.',
  },
  inUseBody: {
    en: 'Someone tried to change the email address of another Forewarn account to this address,\nwhich already has an account. Nothing was changed, and your account is as it was.',
    fr: 'Quelqu’un a essayé de remplacer l’adresse courriel d’un autre compte Forewarn par cette adresse,\nqui a déjà un compte. Rien n’a été changé, et votre compte est tel quel.',
    description: 'Address-in-use notice: what happened (two lines).',
  },
  inUseLogin: {
    en: 'If you need to, you can log in at {login}',
    fr: 'Au besoin, vous pouvez vous connecter ici\u00a0: {login}',
    description: 'Address-in-use notice: the log-in page’s address.',
  },
} satisfies Catalogue;
