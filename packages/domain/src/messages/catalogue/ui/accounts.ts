import type { Catalogue } from '../../../i18n/catalogue-entry.js';

// The web's own labels, headings and accessible names for sign-up, log-in, passwords, the profile and Your data (issue 49: no text a
// person reads outside the catalogue). English is what the screens always showed.

export const UI_ACCOUNTS_CATALOGUE = {
  password: {
    en: 'Password',
    fr: 'Mot de passe',
    description: 'Label of a password field.',
  },
  logIn: {
    en: 'Log in',
    fr: 'Se connecter',
    description: 'The log-in form’s button.',
  },
  loggingIn: {
    en: 'Logging in…',
    fr: 'Connexion…',
    description: 'The log-in button while it works.',
  },
  changePassword: {
    en: 'Change password',
    fr: 'Changer le mot de passe',
    description: 'My Account: the password form’s name and button.',
  },
  saving: {
    en: 'Saving…',
    fr: 'Enregistrement…',
    description: 'A save button while it works.',
  },
  currentPassword: {
    en: 'Current password',
    fr: 'Mot de passe actuel',
    description: 'Label of the password in force.',
  },
  newPassword: {
    en: 'New password',
    fr: 'Nouveau mot de passe',
    description: 'Label of a new password.',
  },
  setNewPassword: {
    en: 'Set new password',
    fr: 'Enregistrer le nouveau mot de passe',
    description: 'Reset page: the button.',
  },
  accountNav: {
    en: 'Account',
    fr: 'Compte',
    description: 'Accessible name of the account links (log in, sign up, forgot password).',
  },
  profileForm: {
    en: 'Profile',
    fr: 'Profil',
    description: 'Accessible name of the profile form on My Account.',
  },
  changeProfileImage: {
    en: 'Change profile image',
    fr: 'Changer l’image de profil',
    description: 'My Account: label of the profile image picker.',
  },
  takeBack: {
    en: 'Take back my account',
    fr: 'Reprendre mon compte',
    description: 'Undo an email change: the button.',
  },
  profileImageAlt: {
    en: 'Profile',
    fr: 'Image de profil',
    description: 'Alt text of a member’s profile image.',
  },
  noProfileImage: {
    en: 'No profile image',
    fr: 'Aucune image de profil',
    description: 'Accessible name of the placeholder when there is no profile image.',
  },
  sendResetLink: {
    en: 'Send reset link',
    fr: 'Envoyer le lien de réinitialisation',
    description: 'Forgot password: the button.',
  },
  sending: {
    en: 'Sending…',
    fr: 'Envoi…',
    description: 'A send button while it works.',
  },
  email: {
    en: 'Email',
    fr: 'Courriel',
    description: 'Label of an email field.',
  },
  profileImageOptional: {
    en: 'Profile image (optional)',
    fr: 'Image de profil (facultative)',
    description: 'Sign-up: label of the profile image picker.',
  },
  username: {
    en: 'Username',
    fr: 'Nom d’utilisateur',
    description: 'Label of the username field.',
  },
  createAccount: {
    en: 'Create Account',
    fr: 'Créer un compte',
    description: 'Sign-up: the button (spec §3).',
  },
  creatingAccount: {
    en: 'Creating account…',
    fr: 'Création du compte…',
    description: 'Sign-up button while it works.',
  },
  deleteMyAccount: {
    en: 'Delete my account',
    fr: 'Supprimer mon compte',
    description: 'Your data: the delete section’s heading and form name.',
  },
  yourCases: {
    en: 'Your cases',
    fr: 'Vos dossiers',
    description: 'Delete my account: legend of what happens to the member’s cases.',
  },
  deleteCasesToo: {
    en: 'Delete my cases too, with their images',
    fr: 'Supprimer aussi mes dossiers, avec leurs images',
    description: 'Delete my account: a choice.',
  },
  keepCasesAnonymous: {
    en: 'Keep my cases up, as if lodged anonymously (nothing links them to me)',
    fr: 'Garder mes dossiers en ligne, comme s’ils avaient été déposés anonymement (rien ne les relie à moi)',
    description: 'Delete my account: a choice.',
  },
  verified: {
    en: 'Verified',
    fr: 'Vérifié',
    description: 'Badge by a verified email or phone number.',
  },
  passwordSr: {
    en: ' password',
    fr: ' le mot de passe',
    description: 'Screen-reader end of the Show/Hide button by a password (starts with a space).',
  },
  show: {
    en: 'Show',
    fr: 'Afficher',
    description: 'Button that shows a password.',
  },
  hide: {
    en: 'Hide',
    fr: 'Masquer',
    description: 'Button that hides a password.',
  },
  savingNew: {
    en: 'Saving…',
    fr: 'Enregistrement…',
    description: 'The new-password button while it works.',
  },
} satisfies Catalogue;
