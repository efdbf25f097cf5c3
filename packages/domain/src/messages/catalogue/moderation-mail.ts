import type { Catalogue } from '../../i18n/catalogue-entry.js';

// The emails moderation sends (apps/server/src/modules/moderation/mails.ts): outcomes to whoever
// raised an item, the case creator's notices, trade decisions and suspensions. Written in the
// recipient's saved language (decision 0082's addendum). An outcome never says what action was
// taken against whom.

export const MODERATION_MAIL_CATALOGUE = {
  hello: {
    en: 'Hello,',
    fr: 'Bonjour,',
    description: 'First line of every moderation email.',
  },
  signature: {
    en: 'Forewarn',
    fr: 'Forewarn',
    description: 'Last line of every moderation email: the brand, not translated.',
  },
  outcomeSubject: {
    en: 'Forewarn moderators have reviewed your report',
    fr: 'L’équipe de modération de Forewarn a examiné votre signalement',
    description: 'Subject of the email telling a reporter (or a disputer) their item was closed.',
  },
  outcomeThanks: {
    en: 'Thank you for {kind, select, case_report {your report about the case "{title}"} dispute {your dispute of the case "{title}"} other {your report about a user you were messaging}}. A moderator has reviewed it and closed it.',
    fr: 'Merci pour {kind, select, case_report {votre signalement du dossier «\u00a0{title}\u00a0»} dispute {votre contestation du dossier «\u00a0{title}\u00a0»} other {votre signalement d’un membre avec qui vous échangiez des messages}}. L’équipe de modération l’a examiné et a fermé la demande.',
    description:
      'Outcome email: what the person raised (a case report, a dispute, a report about a user) and that it is closed; title is the case’s title.',
  },
  outcomeActioned: {
    en: 'Action was taken.',
    fr: 'Des mesures ont été prises.',
    description: 'Outcome email: action was taken (never which, nor against whom).',
  },
  outcomeNoAction: {
    en: 'No action was taken: the moderator found nothing that breaks the rules.',
    fr: 'Aucune mesure n’a été prise\u00a0: l’équipe de modération n’a rien trouvé de contraire aux règles.',
    description: 'Outcome email: no action was taken.',
  },
  outcomePrivacy: {
    en: 'For the privacy of everyone involved we do not say what action was taken, or against whom.',
    fr: 'Pour protéger la vie privée de chacun, nous ne disons pas quelles mesures ont été prises, ni contre qui.',
    description: 'Outcome email: why it says no more.',
  },
  reason: {
    en: 'Reason: {reason}',
    fr: 'Motif\u00a0: {reason}',
    description: 'The moderator’s reason, as they wrote it, in a moderation email.',
  },
  hiddenSubject: {
    en: 'Your case on Forewarn was removed by moderation',
    fr: 'Votre dossier sur Forewarn a été retiré par la modération',
    description: 'Subject of the email to a case’s creator when a moderator hides the case.',
  },
  hiddenBody: {
    en: 'A moderator removed your case "{title}" from Forewarn. Nobody else can see it now;\nyou still can, in My Lodgements, with the reason.',
    fr: 'L’équipe de modération a retiré votre dossier «\u00a0{title}\u00a0» de Forewarn. Personne d’autre ne peut le voir maintenant.\nVous le voyez encore, dans Mes dépôts, avec le motif.',
    description: 'Body of the case-hidden email (two lines); title is the case’s title.',
  },
  releasedSubject: {
    en: 'Your case on Forewarn is now public',
    fr: 'Votre dossier sur Forewarn est maintenant public',
    description: 'Subject of the email to a case’s creator when a held case is released.',
  },
  releasedBody: {
    en: 'A moderator has read your case "{title}": it is now public on Forewarn.',
    fr: 'L’équipe de modération a lu votre dossier «\u00a0{title}\u00a0»\u00a0: il est maintenant public sur Forewarn.',
    description: 'Body of the case-released email; title is the case’s title.',
  },
  restoredSubject: {
    en: 'Your case on Forewarn is visible again',
    fr: 'Votre dossier sur Forewarn est de nouveau visible',
    description: 'Subject of the email to a case’s creator when a hidden case is restored.',
  },
  restoredBody: {
    en: 'A moderator restored your case "{title}": it is visible on Forewarn again.',
    fr: 'L’équipe de modération a rétabli votre dossier «\u00a0{title}\u00a0»\u00a0: il est de nouveau visible sur Forewarn.',
    description: 'Body of the case-restored email; title is the case’s title.',
  },
  disputeSubject: {
    en: 'A dispute was lodged about your case on Forewarn',
    fr: 'Votre dossier sur Forewarn fait l’objet d’une contestation',
    description: 'Subject of the email to a case’s creator when someone disputes the case.',
  },
  disputeBody: {
    en: 'Someone has disputed your case "{title}": they say it is false or already settled.\nThe moderators will review it.\n\nYou can answer the dispute in a response on the case page, or, if the matter is settled,\nmark the case Resolved.',
    fr: 'Quelqu’un conteste votre dossier «\u00a0{title}\u00a0»\u00a0: selon cette personne, il est faux ou déjà réglé.\nL’équipe de modération va l’examiner.\n\nVous pouvez répondre à la contestation par une réponse sur la page du dossier ou, si l’affaire est réglée,\nmarquer le dossier comme Réglé.',
    description:
      'Body of the dispute notice to a case’s creator (never says who disputed); title is the case’s title.',
  },
  tradeApprovedSubject: {
    en: 'You are now a {badge} on Forewarn',
    fr: 'Votre badge «\u00a0{badge}\u00a0» sur Forewarn',
    description: 'Subject when a trade application is approved; badge is the badge’s label.',
  },
  tradeRefusedSubject: {
    en: 'Your {badge} application on Forewarn',
    fr: 'Votre demande de badge «\u00a0{badge}\u00a0» sur Forewarn',
    description: 'Subject when a trade application is refused; badge is the badge’s label.',
  },
  tradeApproved: {
    en: "Your application was approved: the badge ''{badge}'' now shows beside your name.",
    fr: 'Votre demande est approuvée\u00a0: le badge «\u00a0{badge}\u00a0» s’affiche maintenant à côté de votre nom.',
    description: 'Trade decision email: approved; badge is the badge’s label.',
  },
  tradeRefused: {
    en: 'Your application to be a {badge} was not approved.',
    fr: 'Votre demande de badge «\u00a0{badge}\u00a0» n’a pas été approuvée.',
    description: 'Trade decision email: refused; badge is the badge’s label.',
  },
  applyAgain: {
    en: 'You are welcome to apply again.',
    fr: 'Vous pouvez présenter une nouvelle demande.',
    description: 'Trade decision email, after a refusal’s reason.',
  },
  suspendedSubject: {
    en: 'Your Forewarn account is suspended',
    fr: 'Votre compte Forewarn est suspendu',
    description: 'Subject of the email to a member a moderator suspends.',
  },
  suspendedUntil: {
    en: 'A moderator suspended your Forewarn account until {until}.',
    fr: 'L’équipe de modération a suspendu votre compte Forewarn jusqu’au {until}.',
    description:
      'Suspension email with an end; until is a date and time with its zone, e.g. 24 Nov 2026, 4:20 pm (Australia/Perth).',
  },
  suspendedIndefinitely: {
    en: 'A moderator suspended your Forewarn account until further notice.',
    fr: 'L’équipe de modération a suspendu votre compte Forewarn jusqu’à nouvel ordre.',
    description: 'Suspension email without an end.',
  },
  suspendedCan: {
    en: 'You can still sign in and read, but not lodge cases, respond, message or report.',
    fr: 'Vous pouvez encore vous connecter et lire, mais pas déposer de dossiers, répondre, écrire des messages ni signaler.',
    description: 'Suspension email: what a suspended member can and cannot do.',
  },
} satisfies Catalogue;
