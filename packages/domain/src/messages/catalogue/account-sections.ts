import type { Catalogue } from '../../i18n/catalogue-entry.js';

// My Account's sections (issue 45: a 3,636 px page a member scrolled through, API-token jargon
// included): each a title and a line saying what is inside, shown while the section is closed.

const title = (en: string, fr: string, section: string) => ({
  en,
  fr,
  description: `My Account: the title of the ${section} section, a button that opens and closes it.`,
});

const summary = (en: string, fr: string, section: string) => ({
  en,
  fr,
  description: `My Account: under the ${section} section’s title, what the section holds.`,
});

export const ACCOUNT_SECTIONS_CATALOGUE = {
  notificationsTitle: title('Notifications', 'Notifications', 'notifications'),
  notificationsSummary: summary(
    'What we email you, and notifications on this device',
    'Ce que nous vous envoyons par courriel, et les notifications sur cet appareil',
    'notifications',
  ),
  passwordTitle: title('Password', 'Mot de passe', 'password'),
  passwordSummary: summary('Change your password', 'Changer votre mot de passe', 'password'),
  tradeTitle: title('Trade verification', 'Vérification professionnelle', 'trade verification'),
  tradeSummary: summary(
    'A badge for licensed plumbers and electricians',
    'Un badge pour les plombiers et les électriciens titulaires d’un permis',
    'trade verification',
  ),
  yourDataTitle: title('Your data', 'Vos données', 'your data'),
  yourDataSummary: summary(
    'Download a copy, or delete your account',
    'Télécharger une copie, ou supprimer votre compte',
    'your data',
  ),
  advancedTitle: title(
    'Advanced: for developers',
    'Avancé\u00a0: pour les développeurs',
    'advanced (API tokens)',
  ),
  advancedSummary: summary(
    'API tokens for booking, tenancy or order software',
    'Jetons d’API pour les logiciels de réservation, de location ou de commande',
    'advanced (API tokens)',
  ),
} satisfies Catalogue;
