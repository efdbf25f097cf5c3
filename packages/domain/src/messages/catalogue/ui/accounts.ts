import type { Catalogue } from '../../../i18n/catalogue-entry.js';

// The web's own labels, headings and accessible names for sign-up, log-in, passwords, the profile and Your data (issue 49: no text a
// person reads outside the catalogue). English is what the screens always showed.

export const UI_ACCOUNTS_CATALOGUE = {
  settingSaved: {
    en: 'Saved',
    fr: 'Enregistré',
    description: 'My Account: said for a few seconds after a setting is stored (after a ✓).',
  },
  noPhoneNumber: {
    en: 'No phone number',
    fr: 'Aucun numéro de téléphone',
    description: 'My Account: in place of the phone number when the member has none.',
  },
  reportFeedbackLink: {
    en: 'Report Issues & Provide Feedback',
    fr: 'Signaler un problème et donner son avis',
    description: 'My Account: the link to the report and feedback page (spec §2).',
  },
  emailVerifiedNotice: {
    en: 'Your email address is verified.',
    fr: 'Votre adresse courriel est vérifiée.',
    description: 'My Account, after the emailed verification link was opened.',
  },
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
  removeProfileImage: {
    en: 'Remove profile image',
    fr: 'Retirer l’image de profil',
    description: 'Button under the profile image on My Account.',
  },
  phone: {
    en: 'Phone',
    fr: 'Téléphone',
    description: 'Label of the phone number on My Account.',
  },
  country: {
    en: 'Country',
    fr: 'Pays',
    description: 'Label of the country field (sign-up, My Account).',
  },
  currentPasswordHint: {
    en: 'Enter your current password to change your email.',
    fr: 'Entrez votre mot de passe actuel pour changer votre courriel.',
    description: 'Hint under the current password when changing the email on My Account.',
  },
  homeCountryHint: {
    en: 'Your home country: the one shown when you log in.',
    fr: 'Votre pays d’origine : celui qui s’affiche quand vous vous connectez.',
    description: 'Hint under the country on My Account.',
  },
  newAddressHint: {
    en: 'A new address gets a confirmation link. Your current address ({email}) stays in use until you open it.',
    fr: 'Une nouvelle adresse reçoit un lien de confirmation. Votre adresse actuelle ({email}) reste en usage jusqu’à ce que vous l’ouvriez.',
    description: 'Hint under the email on My Account; {email} is the current address.',
  },
  cancel: {
    en: 'Cancel',
    fr: 'Annuler',
    description: 'Cancels an edit on the account screens.',
  },
  edit: {
    en: 'Edit',
    fr: 'Modifier',
    description: 'Starts editing the profile on My Account.',
  },
  passwordHintSignsOut: {
    en: 'At least {min} characters. Setting it signs you out on every other device.',
    fr: 'Au moins {min} caractères. Le changer vous déconnecte de tous vos autres appareils.',
    description: 'Hint under a new password (change, reset).',
  },
  notVerified: {
    en: 'Not verified',
    fr: 'Non vérifié',
    description: 'Badge beside an email or phone not yet verified.',
  },
  backToLogIn: {
    en: 'Back to log in',
    fr: 'Retour à la connexion',
    description: 'Link back to the log-in page.',
  },
  forgotLead: {
    en: 'Enter the email address of your account and we will send you a link to choose a new password.',
    fr: 'Entrez l’adresse courriel de votre compte et nous vous enverrons un lien pour choisir un nouveau mot de passe.',
    description: 'Forgot password page: the paragraph above the form.',
  },
  removeImage: {
    en: 'Remove image',
    fr: 'Retirer l’image',
    description: 'Removes a chosen image before sending.',
  },
  forgotPasswordLink: {
    en: 'Forgot password?',
    fr: 'Mot de passe oublié ?',
    description: 'Log-in page: link to the forgot-password page.',
  },
  newHere: {
    en: 'New here?',
    fr: 'Première visite ?',
    description: 'Log-in page: before the link to sign up.',
  },
  signUpLink: {
    en: 'Sign up',
    fr: 'S’inscrire',
    description: 'Log-in page: link to the sign-up page.',
  },
  verificationCode: {
    en: 'Verification code',
    fr: 'Code de vérification',
    description: 'Label of the code sent to a phone.',
  },
  askNewLink: {
    en: 'Ask for a new link',
    fr: 'Demander un nouveau lien',
    description: 'Link to ask for a new password-reset link.',
  },
  passwordHint: {
    en: 'At least {min} characters.',
    fr: 'Au moins {min} caractères.',
    description: 'Hint under the password at sign-up.',
  },
  usernameHint: {
    en: 'Shown as the author of cases you do not post anonymously.',
    fr: 'Affiché comme auteur des dossiers que vous ne publiez pas de façon anonyme.',
    description: 'Hint under the username at sign-up.',
  },
  haveAccount: {
    en: 'Already have an account?',
    fr: 'Vous avez déjà un compte ?',
    description: 'Sign-up page: before the link to log in.',
  },
  undoLead: {
    en: 'Someone changed, or asked to change, the email address of your Forewarn account. Choose a new password to keep the account with the address this link was sent to. Every session of the account is signed out, whoever holds it.',
    fr: 'Quelqu’un a changé, ou demandé à changer, l’adresse courriel de votre compte Forewarn. Choisissez un nouveau mot de passe pour garder le compte avec l’adresse à laquelle ce lien a été envoyé. Toutes les sessions du compte sont fermées, peu importe qui les détient.',
    description: 'Take-back page: the paragraph above the form.',
  },
  dataLead: {
    en: 'One file with your account, the cases you lodged (with links to their images), your responses, the reports and feedback you sent, and your messages.',
    fr: 'Un seul fichier avec votre compte, les dossiers que vous avez déposés (avec des liens vers leurs images), vos réponses, les signalements et commentaires que vous avez envoyés, et vos messages.',
    description: 'My Account, Your data: what the download holds.',
  },
  downloadData: {
    en: 'Download my data',
    fr: 'Télécharger mes données',
    description: 'My Account, Your data: the download link.',
  },
  deleteLead: {
    en: "Your account, sessions, phone number and profile image are erased at once, and this cannot be undone. Your responses stay on their cases, shown as from 'Deleted user'.",
    fr: 'Votre compte, vos sessions, votre numéro de téléphone et votre image de profil sont effacés aussitôt, et c’est irréversible. Vos réponses restent sur leurs dossiers, affichées comme venant de « Compte supprimé ».',
    description: 'My Account: what deleting the account does.',
  },
  confirmPasswordHint: {
    en: 'Enter your password again to confirm.',
    fr: 'Entrez de nouveau votre mot de passe pour confirmer.',
    description: 'Hint under the password when deleting the account.',
  },
  resendVerification: {
    en: 'Resend verification email',
    fr: 'Renvoyer le courriel de vérification',
    description: 'My Account: sends the verification link again.',
  },
  sendNewCode: {
    en: 'Send a new code',
    fr: 'Envoyer un nouveau code',
    description: 'Phone verification: asks for another SMS code.',
  },
  sendVerificationCode: {
    en: 'Send verification code',
    fr: 'Envoyer le code de vérification',
    description: 'Phone verification: sends the first SMS code.',
  },
  checking: {
    en: 'Checking…',
    fr: 'Vérification…',
    description: 'Phone verification: the Verify button while the code is checked.',
  },
  deleteAccountPermanently: {
    en: 'Delete my account permanently',
    fr: 'Supprimer mon compte définitivement',
    description: 'Your data: the final delete button.',
  },
  profileSaved: {
    en: 'Profile saved.',
    fr: 'Profil enregistré.',
    description: 'My Account: the profile was saved.',
  },
  phoneVerified: {
    en: 'Phone number verified.',
    fr: 'Numéro de téléphone vérifié.',
    description: 'Phone verification: the code was right.',
  },
  passwordChanged: {
    en: 'Your password has been changed.',
    fr: 'Votre mot de passe a été changé.',
    description: 'Reset password: the new password is set.',
  },
  chooseCaseOutcome: {
    en: 'Choose what happens to your cases.',
    fr: 'Choisissez ce qu’il advient de vos dossiers.',
    description: 'Your data: deleting the account asks what happens to the member’s cases first.',
  },
  profileSavedLinkSent: {
    en: 'Profile saved. We sent a link to {email}: open it to start using that address. Until then, {current} stays your email.',
    fr: 'Profil enregistré. Nous avons envoyé un lien à {email} : ouvrez-le pour commencer à utiliser cette adresse. D’ici là, {current} reste votre adresse courriel.',
    description:
      'My Account: the profile saved with a new address; {email} the new one, {current} the one kept.',
  },
  usernameChangeableOn: {
    en: ' You can change it again on {date}.',
    fr: ' Vous pourrez le changer de nouveau le {date}.',
    description:
      'My Account, after the username rule (starts with a space): when it can change again; {date} is formatted.',
  },
} satisfies Catalogue;
