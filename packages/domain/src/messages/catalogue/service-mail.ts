import type { Catalogue } from '../../i18n/catalogue-entry.js';

// The mails that are neither an account's nor moderation's (issue 49): the named-party code
// (mail and text message), the API token created notice, the webhook-disabled notice, the
// unread-message notice, the case retirement reminder, and the API token scopes they and My Account name. Each is written in its recipient's language:
// a member's saved one, or the request's for a code typed by someone without that address.

export const SERVICE_MAIL_CATALOGUE = {
  hello: { en: 'Hello,', fr: 'Bonjour,', description: 'First line of these emails.' },
  signature: {
    en: 'Forewarn',
    fr: 'Forewarn',
    description: 'Last line of these emails: the brand, not translated.',
  },
  codeSubject: {
    en: 'Your Forewarn code',
    fr: 'Votre code Forewarn',
    description: 'Subject of the email carrying a named-party code.',
  },
  codeText: {
    en: 'Your Forewarn code is {code}. It proves you are the person a case names, and works for {minutes, plural, one {{minutes} minute} other {{minutes} minutes}}. If you did not ask for it, ignore this message.',
    fr: 'Votre code Forewarn est {code}. Il prouve que vous êtes la personne visée par un dossier et fonctionne pendant {minutes, plural, one {#\u00a0minute} other {#\u00a0minutes}}. Si vous ne l’avez pas demandé, ignorez ce message.',
    description:
      'The whole email body, or text message, carrying a named-party code; code is 6 digits, minutes how long it works.',
  },
  phoneCodeText: {
    en: 'Your Forewarn verification code is {code}. It expires in {minutes, plural, one {{minutes} minute} other {{minutes} minutes}}.',
    fr: 'Votre code de vérification Forewarn est {code}. Il expire dans {minutes, plural, one {#\u00a0minute} other {#\u00a0minutes}}.',
    description:
      'The text message verifying a member’s phone number; code is 6 digits, minutes how long it works.',
  },
  tokenSubject: {
    en: 'A new API token was created on your Forewarn account',
    fr: 'Un nouveau jeton d’API a été créé dans votre compte Forewarn',
    description: 'Subject of the email telling a member a token was made on their account.',
  },
  tokenCreated: {
    en: 'An API token named "{name}" was created on your Forewarn account on {at}.',
    fr: 'Un jeton d’API nommé «\u00a0{name}\u00a0» a été créé dans votre compte Forewarn le {at}.',
    description:
      'Token email; name is the token’s name, at a date and time already formatted in the member’s zone.',
  },
  tokenRevokedSince: {
    en: 'An API token was created on your Forewarn account. It has been revoked since.',
    fr: 'Un jeton d’API a été créé dans votre compte Forewarn. Il a été révoqué depuis.',
    description: 'Token email, when the token was revoked before the email was written.',
  },
  tokenMay: {
    en: 'It may:',
    fr: 'Il permet de\u00a0:',
    description: 'Token email: above the list of its scopes.',
  },
  tokenScope: {
    en: '- {name}: {detail}',
    fr: '- {name}\u00a0: {detail}',
    description: 'Token email: one scope, its name and what it lets the token do.',
  },
  tokenEndsWithPassword: {
    en: 'It ends when your password changes.',
    fr: 'Il prend fin quand votre mot de passe change.',
    description: 'Token email: a token that ends with a password change.',
  },
  tokenSurvivesPassword: {
    en: 'It was made to survive a password change: when you change your password, it ends unless you choose to keep it.',
    fr: 'Il a été créé pour survivre à un changement de mot de passe\u00a0: quand vous changez votre mot de passe, il prend fin, sauf si vous choisissez de le garder.',
    description: 'Token email: a token made to survive a password change.',
  },
  tokenExpires: {
    en: 'It expires on {at}.',
    fr: 'Il expire le {at}.',
    description: 'Token email; at is a date and time already formatted in the member’s zone.',
  },
  tokenNoExpiry: {
    en: 'It does not expire: it works until you revoke it.',
    fr: 'Il n’expire pas\u00a0: il fonctionne jusqu’à ce que vous le révoquiez.',
    description: 'Token email: a token with no expiry.',
  },
  tokenNotYou: {
    en: 'If this was not you, change your password now (every token ends with it unless you keep it)\nand revoke the token on My Account: {link}',
    fr: 'Si ce n’était pas vous, changez votre mot de passe maintenant (chaque jeton prend fin avec lui, sauf si vous le gardez)\net révoquez le jeton dans Mon compte\u00a0: {link}',
    description:
      'Token email: what to do if the member did not make it (two lines); link is My Account.',
  },
  scopeSearchName: {
    en: 'Search',
    fr: 'Recherche',
    description: 'The name of the API token scope that searches.',
  },
  scopeSearchDetail: {
    en: 'Look up phone numbers, emails and business numbers as a visitor would.',
    fr: 'Rechercher des numéros de téléphone, des courriels et des numéros d’entreprise, comme le ferait une personne sans compte.',
    description: 'What the search scope lets a token do (My Account and the token email).',
  },
  scopeWatchesName: {
    en: 'Watches',
    fr: 'Veilles',
    description: 'The name of the API token scope that reads and changes the watch list.',
  },
  scopeWatchesDetail: {
    en: 'See, add and remove the numbers on your watch list. The token reads them in full, as you typed them.',
    fr: 'Voir, ajouter et retirer les numéros de votre liste de veille. Le jeton les lit en entier, tels que vous les avez tapés.',
    description: 'What the watches scope lets a token do (My Account and the token email).',
  },
  webhookSubject: {
    en: 'A Forewarn webhook was disabled',
    fr: 'Un webhook Forewarn a été désactivé',
    description: 'Subject of the email telling a member their webhook endpoint was disabled.',
  },
  webhookFailed: {
    en: 'Your webhook {host} failed every delivery for a day, so Forewarn has disabled it and stopped sending to it.',
    fr: 'Votre webhook {host} a échoué à chaque envoi pendant une journée\u00a0: Forewarn l’a donc désactivé et a cessé de lui envoyer quoi que ce soit.',
    description: 'Webhook email; host is the endpoint’s host name.',
  },
  webhookAlertsKept: {
    en: 'Watch alerts are still in your notifications on Forewarn.',
    fr: 'Les alertes de veille restent dans vos notifications sur Forewarn.',
    description: 'Webhook email: nothing is lost.',
  },
  webhookResume: {
    en: 'When the endpoint works again, remove the webhook and add it again on My Account: {link}',
    fr: 'Quand le point de terminaison fonctionnera de nouveau, retirez le webhook et ajoutez-le de nouveau dans Mon compte\u00a0: {link}',
    description: 'Webhook email: how to resume; link is My Account.',
  },
  messageUnread: {
    en: 'Someone sent you a message on Forewarn that you have not read yet. Read it here:',
    fr: 'Quelqu’un vous a envoyé sur Forewarn un message que vous n’avez pas encore lu. Lisez-le ici\u00a0:',
    description: 'Unread-message email: above the conversation’s link (no name, no text).',
  },
  messageStop: {
    en: 'To stop these emails, turn off message emails in My Account:',
    fr: 'Pour ne plus recevoir ces courriels, désactivez les courriels de messages dans Mon compte\u00a0:',
    description: 'Unread-message email: above the link to My Account’s notification settings.',
  },
  messageOneClick: {
    en: 'One click stops them:',
    fr: 'Un clic suffit pour vous désabonner\u00a0:',
    description: 'Unread-message email: above the one-click unsubscribe link.',
  },
  helloName: {
    en: 'Hello {name},',
    fr: 'Bonjour {name},',
    description: 'First line of the case retirement email to a member with a username.',
  },
  retireSubjectSoon: {
    en: 'Your Forewarn case will be archived in {days} days',
    fr: 'Votre dossier Forewarn sera archivé dans {days}\u00a0jours',
    description: 'Subject of the reminder that an idle case will be archived.',
  },
  retireSubjectArchived: {
    en: 'Your Forewarn case has been archived',
    fr: 'Votre dossier Forewarn a été archivé',
    description: 'Subject of the email telling a case was archived.',
  },
  retireIdle: {
    en: 'Your case "{title}" has not been edited, answered or unpaused for {years} years:',
    fr: 'Votre dossier «\u00a0{title}\u00a0» n’a été ni modifié, ni réactivé, et n’a reçu aucune réponse depuis {years}\u00a0ans\u00a0:',
    description: 'Case retirement email, above the case’s link; title is the case’s title.',
  },
  retireArchived: {
    en: 'It has left search and the recent cases, and only you can still open it.',
    fr: 'Il n’apparaît plus dans la recherche ni dans les dossiers récents, et vous êtes la seule personne à pouvoir encore l’ouvrir.',
    description: 'Case retirement email, when the case is already archived.',
  },
  retireSoon: {
    en: 'On {day} it will leave search and the recent cases, and only you will still open it.',
    fr: 'Le {day}, il disparaîtra de la recherche et des dossiers récents, et vous serez la seule personne à pouvoir encore l’ouvrir.',
    description:
      'Case retirement email; day is the date in full in the reader’s language (4 December 2026, 4 décembre 2026).',
  },
  retireKeep: {
    en: 'To keep it listed for another {years} years, open this link:',
    fr: 'Pour le garder visible {years}\u00a0ans de plus, ouvrez ce lien\u00a0:',
    description: 'Case retirement email, above the keep-listed link.',
  },
  retireSettled: {
    en: 'If the matter is settled, you can mark the case Resolved or delete it instead.',
    fr: 'Si l’affaire est réglée, vous pouvez plutôt marquer le dossier comme Réglé ou le supprimer.',
    description: 'Case retirement email: the other ways out.',
  },
} satisfies Catalogue;
