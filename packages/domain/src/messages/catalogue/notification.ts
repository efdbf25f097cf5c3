import type { Catalogue } from '../../i18n/catalogue-entry.js';

// The notification centre (notification-messages.ts): the bell, its entries, the email settings,
// the unsubscribe page and the emails' subjects.

const event = (en: string, fr: string, when: string) => ({
  en,
  fr,
  description: `A notice's headline (bell, push title, email subject) when ${when}. about is the case's title, with the masked name in brackets when there is one.`,
});

export const NOTIFICATION_CATALOGUE = {
  bellLabel: {
    en: '{unread, plural, =0 {Notifications} other {Notifications, {unread} unread}}',
    fr: '{unread, plural, =0 {Notifications} one {Notifications, # non lue} other {Notifications, # non lues}}',
    description: 'The bell button’s accessible name; unread counts unread notices.',
  },
  listTitle: { en: 'Notifications', fr: 'Notifications', description: 'Title of the bell’s list.' },
  empty: {
    en: 'No notifications yet.',
    fr: 'Aucune notification pour l’instant.',
    description: 'The bell’s list when it holds nothing.',
  },
  markRead: { en: 'Mark read', fr: 'Marquer comme lue', description: 'Button on one notice.' },
  markAllRead: {
    en: 'Mark all read',
    fr: 'Tout marquer comme lu',
    description: 'Button above the bell’s list.',
  },
  close: {
    en: 'Close notifications',
    fr: 'Fermer les notifications',
    description: 'The bell list’s close button (accessible name).',
  },
  entryKindMessage: { en: 'Message', fr: 'Message', description: 'Kind of a bell entry.' },
  entryKindWatchAlert: {
    en: 'Watch alert',
    fr: 'Alerte de veille',
    description: 'Kind of a bell entry: a new case matched one of the member’s watches.',
  },
  entryKindCaseUpdate: {
    en: 'Case update',
    fr: 'Nouvelles d’un dossier',
    description: 'Kind of a bell entry: news on a case the member follows.',
  },
  entryKindNamedParty: {
    en: 'A case names you',
    fr: 'Un dossier vous vise',
    description: 'Kind of a bell entry: a case names the member (the named party).',
  },
  loadMore: {
    en: 'Show older',
    fr: 'Afficher les plus anciennes',
    description: 'Below the bell’s list.',
  },
  conversationEntry: {
    en: '{unread, plural, =0 {Messages from {from} about ‘{title}’} one {{unread} new message from {from} about ‘{title}’} other {{unread} new messages from {from} about ‘{title}’}}',
    fr: '{unread, plural, =0 {Messages de {from} au sujet de «\u00a0{title}\u00a0»} one {# nouveau message de {from} au sujet de «\u00a0{title}\u00a0»} other {# nouveaux messages de {from} au sujet de «\u00a0{title}\u00a0»}}',
    description:
      'One bell entry per conversation: unread messages, who wrote (as the chat names them), the case’s title cut to one line.',
  },
  settingsTitle: {
    en: 'How each kind of notice reaches you',
    fr: 'Comment chaque type d’avis vous parvient',
    description: 'Heading of the notification settings on My Account.',
  },
  settingsBellNote: {
    en: 'Every notice appears in the bell (cases that name you only while “{namedPartySwitch}” is on). Choose for each kind whether we also email it: at once, in a daily digest, or not at all.',
    fr: 'Chaque avis paraît dans la cloche (les dossiers qui vous visent, seulement quand «\u00a0{namedPartySwitch}\u00a0» est activé). Choisissez pour chaque type si nous vous l’envoyons aussi par courriel\u00a0: tout de suite, dans un résumé quotidien ou jamais.',
    description:
      'Above the email choices; namedPartySwitch is the label of the switch for cases that name the member.',
  },
  settingsKind: { en: 'Notice', fr: 'Avis', description: 'Column heading: the kind of notice.' },
  settingsEmail: { en: 'Email', fr: 'Courriel', description: 'Column heading: how it is emailed.' },
  settingsSaved: {
    en: 'Email settings saved.',
    fr: 'Paramètres de courriel enregistrés.',
    description: 'After saving the email settings.',
  },
  timeZoneNote: {
    en: 'Daily digests arrive at 08:00 in {zone}.',
    fr: 'Les résumés quotidiens arrivent à 8 h dans le fuseau {zone}.',
    description: 'Below the settings; zone is an IANA time zone such as America/Toronto.',
  },
  kindMessage: {
    en: 'New messages',
    fr: 'Nouveaux messages',
    description: 'A kind of notice (settings).',
  },
  kindWatchAlert: {
    en: 'Cases matching my watches',
    fr: 'Dossiers correspondant à mes veilles',
    description: 'A kind of notice (settings).',
  },
  kindCaseUpdate: {
    en: 'News on cases I follow',
    fr: 'Nouvelles des dossiers que je suis',
    description: 'A kind of notice (settings).',
  },
  kindNamedParty: {
    en: 'Cases that name me',
    fr: 'Dossiers qui me visent',
    description: 'A kind of notice (settings).',
  },
  deliveryInstant: {
    en: 'At once',
    fr: 'Tout de suite',
    description: 'Email choice: each notice at once.',
  },
  deliveryDaily: {
    en: 'Daily digest',
    fr: 'Résumé quotidien',
    description: 'Email choice: one digest a day.',
  },
  deliveryOff: { en: 'Off', fr: 'Jamais', description: 'Email choice: no email.' },
  unsubscribeTitle: {
    en: 'Unsubscribe',
    fr: 'Se désabonner',
    description: 'Title of the unsubscribe page.',
  },
  unsubscribeQuestion: {
    en: 'Stop emails about “{kind}”?',
    fr: 'Ne plus recevoir de courriels au sujet de «\u00a0{kind}\u00a0»\u202f?',
    description:
      'The unsubscribe page’s question; kind is a kind of notice as the settings name it.',
  },
  unsubscribeButton: {
    en: 'Unsubscribe',
    fr: 'Me désabonner',
    description: 'The unsubscribe page’s button.',
  },
  unsubscribeDone: {
    en: 'Done. You will get no more emails about “{kind}”. My Account turns them back on.',
    fr: 'C’est fait. Vous ne recevrez plus de courriels au sujet de «\u00a0{kind}\u00a0». Vous pouvez les réactiver dans Mon compte.',
    description: 'After unsubscribing; kind as above.',
  },
  unsubscribeInvalid: {
    en: 'This unsubscribe link is not valid.',
    fr: 'Ce lien de désabonnement n’est pas valide.',
    description: 'The unsubscribe page for a broken or forged link.',
  },
  invalidTimeZone: {
    en: 'Choose a valid time zone.',
    fr: 'Choisissez un fuseau horaire valide.',
    description: 'Refusal of a time zone the server does not know.',
  },
  invalidEmailSettings: {
    en: 'Choose at once, daily digest or off for each kind.',
    fr: 'Pour chaque type, choisissez «\u00a0Tout de suite\u00a0», «\u00a0Résumé quotidien\u00a0» ou «\u00a0Jamais\u00a0».',
    description:
      'Refusal of email settings that are not one of the three choices (deliveryInstant, deliveryDaily, deliveryOff) for each kind of notice.',
  },
  digestSubject: {
    en: 'Your Forewarn notifications today',
    fr: 'Vos notifications Forewarn d’aujourd’hui',
    description: 'Subject of the daily digest email.',
  },
  digestOverCapNote: {
    en: 'Some of these would have been emailed to you at once, but you had already had as many emails from Forewarn as we send in an hour, so they waited for this digest.',
    fr: 'Certains de ces avis vous auraient été envoyés tout de suite, mais vous aviez déjà reçu autant de courriels de Forewarn que nous en envoyons en une heure\u00a0: ils ont donc attendu ce résumé.',
    description: 'In a digest holding notices held back by the hourly email cap.',
  },
  eventNewMessage: event(
    'You have a new message',
    'Vous avez un nouveau message',
    'a chat message arrives',
  ),
  eventCaseMatchesWatch: event(
    'A case matches something you watch: {about}',
    'Un dossier correspond à l’une de vos veilles\u00a0: {about}',
    'a new case matches a watch',
  ),
  eventNewResponse: event(
    'New response on a case you follow: {about}',
    'Nouvelle réponse à un dossier que vous suivez\u00a0: {about}',
    'a followed case gets a response',
  ),
  eventCaseResolved: event(
    'A case you follow was resolved: {about}',
    'Un dossier que vous suivez a été réglé\u00a0: {about}',
    'a followed case is resolved',
  ),
  eventCaseNoLongerShown: event(
    'This case is no longer shown',
    'Ce dossier n’est plus affiché',
    'a followed case is taken down (no title is given)',
  ),
  eventNamedPartyReplied: event(
    'The person named replied on a case you follow: {about}',
    'La personne visée a répondu à un dossier que vous suivez\u00a0: {about}',
    'the named party replies on a followed case',
  ),
  eventCaseNamesYou: event(
    'A case on Forewarn names you: {about}',
    'Un dossier sur Forewarn vous vise\u00a0: {about}',
    'a case names the member',
  ),
  eventNoticeOfComplaint: event(
    'A notice of complaint about your case: {about}',
    'Un avis de plainte au sujet de votre dossier\u00a0: {about}',
    'someone files a notice of complaint about the member’s case',
  ),
  eventStatementOfReasons: event(
    'A decision about your case, with its reasons: {about}',
    'Une décision au sujet de votre dossier, avec ses motifs\u00a0: {about}',
    'moderators decide on the member’s case (statement of reasons)',
  ),
  detailYours: {
    en: 'Your details on it: {identifiers}',
    fr: 'Vos coordonnées dans ce dossier\u00a0: {identifiers}',
    description:
      'Below a “case names you” headline in the email; identifiers are masked, comma-separated.',
  },
  detailMatched: {
    en: 'Matched: {identifiers}',
    fr: 'Correspondances\u00a0: {identifiers}',
    description:
      'Below a watch alert’s headline in the email; identifiers are masked, comma-separated.',
  },
  mailGreeting: {
    en: 'Hello,',
    fr: 'Bonjour,',
    description: 'First line of a notification email.',
  },
  mailDigestIntro: {
    en: 'Your notifications on Forewarn today:',
    fr: 'Vos notifications sur Forewarn aujourd’hui\u00a0:',
    description: 'Above the notices of a daily digest email.',
  },
  mailUnsubscribe: {
    en: 'To stop emails about “{kind}”, unsubscribe here:',
    fr: 'Pour ne plus recevoir de courriels au sujet de «\u00a0{kind}\u00a0», désabonnez-vous ici\u00a0:',
    description:
      'Above the unsubscribe link at the foot of a notification email; kind as the settings name it.',
  },
  mailSettings: {
    en: 'Or choose what you are emailed about in My Account:',
    fr: 'Ou choisissez les sujets de vos courriels dans Mon compte\u00a0:',
    description: 'Above the link to My Account at the foot of a notification email.',
  },
  mailSignature: {
    en: 'Forewarn',
    fr: 'Forewarn',
    description: 'The signature of an email: the brand.',
  },
} satisfies Catalogue;
