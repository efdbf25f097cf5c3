import type { Catalogue } from '../../i18n/catalogue-entry.js';

export const APP_CATALOGUE = {
  offline: {
    en: 'You are offline',
    fr: 'Vous êtes hors ligne',
    description: 'The status line on every page while the device has no connection.',
  },
  offlineDetail: {
    en: 'Forewarn opened from this device. Pages that need the server load again when you are back online.',
    fr: 'Forewarn s’est ouvert à partir de cet appareil. Les pages qui ont besoin du serveur se chargeront de nouveau quand vous serez en ligne.',
    description: 'Below “You are offline”: what still works.',
  },
  updateAvailable: {
    en: 'A new version of Forewarn is available',
    fr: 'Une nouvelle version de Forewarn est offerte',
    description: 'The status line when the installed app has a newer version waiting.',
  },
  reload: {
    en: 'Reload',
    fr: 'Recharger',
    description: 'Button beside “A new version…”: loads the new version.',
  },
} satisfies Catalogue;
