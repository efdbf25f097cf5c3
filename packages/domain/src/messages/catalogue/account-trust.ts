import type { Catalogue } from '../../i18n/catalogue-entry.js';

// Account trust (account-trust-messages.ts, issue 22): a suspension cannot be shed by deleting
// the account, and a stolen session is not a stolen account.

export const ACCOUNT_TRUST_CATALOGUE = {
  deleteWhileSuspendedUntil: {
    en: 'Your account is suspended until {until}. You can delete it once the suspension has ended.',
    fr: 'Votre compte est suspendu jusqu’au {until}. Vous pourrez le supprimer une fois la suspension terminée.',
    description:
      'Refusal to delete an account while a suspension with an end is in force; until is a date already formatted.',
  },
  deleteWhileSuspendedForGood: {
    en: 'Your account is suspended indefinitely, so it cannot be deleted while the suspension lasts.',
    fr: 'Votre compte est suspendu pour une durée indéterminée\u00a0: il ne peut pas être supprimé tant que dure la suspension.',
    description: 'Refusal to delete an account under an indefinite suspension.',
  },
  casesChoiceRequired: {
    en: 'Choose whether your cases are deleted too or stay up anonymously.',
    fr: 'Choisissez si vos dossiers sont supprimés aussi ou restent en ligne anonymement.',
    description:
      'Deleting an account without saying what becomes of its cases (deleted, or kept as if lodged anonymously).',
  },
  currentPasswordRequired: {
    en: 'Enter your current password to confirm this change.',
    fr: 'Entrez votre mot de passe actuel pour confirmer ce changement.',
    description: 'Changing the email or the password needs the password in force.',
  },
  undoEmailTaken: {
    en: 'That email address is now used by another account, so it could not be restored. Reset your password from the address in force instead.',
    fr: 'Cette adresse courriel est maintenant utilisée par un autre compte\u202f; elle n’a donc pas pu être rétablie. Réinitialisez plutôt votre mot de passe à partir de l’adresse en vigueur.',
    description:
      'Undoing an email change failed: another account took the old address in the meantime.',
  },
  passwordChanged: {
    en: 'Your password has been changed. You have been signed out everywhere else.',
    fr: 'Votre mot de passe a été changé. Toutes vos autres sessions ont été fermées.',
    description: 'After a password change: every other session has ended.',
  },
  emailChangeUndone: {
    en: 'Your email address has been restored and your new password is set. Every other session has ended.',
    fr: 'Votre adresse courriel a été rétablie et votre nouveau mot de passe est enregistré. Toutes les autres sessions ont pris fin.',
    description:
      'After undoing an email change: the old address is back and a new password is set.',
  },
  caseArchived: {
    en: 'This case was archived: it had not been updated for {years} years.',
    fr: 'Ce dossier a été archivé\u00a0: il n’avait pas été mis à jour depuis {years}\u00a0ans.',
    description: 'In a chat about a case that was archived (not removed by moderation).',
  },
} satisfies Catalogue;
