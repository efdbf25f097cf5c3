import type { Catalogue } from '../../i18n/catalogue-entry.js';

// The footer's and the case page's link to the notice form (report-content-link.ts, issue 48):
// a catalogue of its own, since the footer is on the first visit.

export const REPORT_CONTENT_LINK_CATALOGUE = {
  label: {
    en: 'Report illegal or defamatory content',
    fr: 'Signaler un contenu illégal ou diffamatoire',
    description: 'Footer and case page: the link to the notice-and-action form (a legal notice).',
  },
} satisfies Catalogue;
