import type { Catalogue } from '../../i18n/catalogue-entry.js';

export const LANGUAGE_CATALOGUE = {
  switchTo: {
    en: 'Français',
    fr: 'English',
    description:
      'The language switch (bar and Menu): the name of the other language, in that language. Not translated: it names the language to switch to.',
  },
  notSaved: {
    en: 'Your language could not be saved to your account right now: your emails, and this site when you next sign in, stay in the language you had.',
    fr: 'Votre langue n’a pas pu être enregistrée dans votre compte pour le moment\u00a0: vos courriels, et le site à votre prochaine connexion, restent dans la langue que vous aviez.',
    description:
      'A snackbar after the switch, for a member, when saving the new language to their account failed (a busy server, no connection), with Try again. Shown in the new language.',
  },
  saved: {
    en: 'Your language is saved to your account.',
    fr: 'Votre langue est enregistrée dans votre compte.',
    description: 'A snackbar after Try again on notSaved, once the language is saved.',
  },
} satisfies Catalogue;
