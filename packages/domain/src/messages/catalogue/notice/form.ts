import type { Catalogue } from '../../../i18n/catalogue-entry.js';
import { e } from './entry.js';

// Notice and action (issue 48): the public notice form, the notifier's status page, the
// poster's answer and My decisions. "Notice of complaint" is « avis de plainte », "statement of
// reasons" « exposé des motifs » (docs/french-glossary.md). The laws' own titles stay English.

export const NOTICE_FORM_CATALOGUE = {
  formTitle: e(
    'Report illegal or defamatory content',
    'Signaler un contenu illégal ou diffamatoire',
    'Title of the public notice form.',
  ),
  formIntro: e(
    'Anyone may send this notice; no account is needed. We acknowledge it by email with a reference and a link to follow it.',
    'Toute personne peut envoyer cet avis\u202f; aucun compte n’est nécessaire. Nous en accusons réception par courriel, avec une référence et un lien pour le suivre.',
    'Notice form: introduction.',
  ),
  regimeLabel: e(
    'Which law do you complain under?',
    'En vertu de quelle loi portez-vous plainte\u202f?',
    'Notice form: label of the choice of law.',
  ),
  regimeUk: e(
    'UK: Defamation (Operators of Websites) Regulations 2013',
    'Royaume-Uni\u00a0: Defamation (Operators of Websites) Regulations 2013',
    'A law to complain under; the regulation’s title stays in English.',
  ),
  regimeAu: e(
    'Australia: defamation law (digital intermediaries)',
    'Australie\u00a0: droit de la diffamation (intermédiaires numériques)',
    'A law to complain under.',
  ),
  regimeEu: e(
    'EU: Digital Services Act (Ireland)',
    'UE\u00a0: Règlement sur les services numériques (Irlande)',
    'A law to complain under (the DSA, as applied in Ireland).',
  ),
  regimeOther: e('Elsewhere', 'Ailleurs', 'A law to complain under: any other.'),
  reasonLabel: e(
    'What is wrong with it?',
    'Quel est le problème\u202f?',
    'Notice form: label of the kind of complaint.',
  ),
  reasonDefamation: e(
    'It is defamatory of me or the person I act for',
    'Il est diffamatoire envers moi ou la personne que je représente',
    'A kind of complaint.',
  ),
  reasonIllegal: e('It is illegal content', 'C’est un contenu illégal', 'A kind of complaint.'),
  reasonPrivacy: e(
    'It discloses private information unlawfully',
    'Il divulgue illégalement des renseignements personnels',
    'A kind of complaint.',
  ),
  reasonOther: e(
    'Something else the law forbids',
    'Autre chose que la loi interdit',
    'A kind of complaint.',
  ),
  explanationLabel: e(
    'Explain why, and what exactly is complained of',
    'Expliquez pourquoi, et ce qui fait précisément l’objet de la plainte',
    'Notice form: label of the explanation.',
  ),
  explanationRequired: e(
    'Please explain what is wrong with it and why.',
    'Veuillez expliquer quel est le problème et pourquoi.',
    'Notice form: the explanation is missing.',
  ),
  locationLabel: e(
    'The exact part of the case (for example its title, a sentence, an image)',
    'La partie exacte du dossier (par exemple son titre, une phrase, une image)',
    'Notice form: label of where the content is.',
  ),
  locationRequired: e(
    'Please say exactly where the content is.',
    'Veuillez indiquer exactement où se trouve le contenu.',
    'Notice form: the location is missing.',
  ),
  nameLabel: e('Your full name', 'Votre nom complet', 'Notice form: the notifier’s name.'),
  nameRequired: e(
    'Your name is required.',
    'Votre nom est obligatoire.',
    'Notice form: the name is missing.',
  ),
  emailLabel: e(
    'Your email address',
    'Votre adresse courriel',
    'Notice form: the notifier’s email address.',
  ),
  goodFaithLabel: e(
    'I believe in good faith that the information and allegations in this notice are accurate and complete.',
    'Je crois de bonne foi que les renseignements et les allégations de cet avis sont exacts et complets.',
    'Notice form: the statement of good faith (a checkbox).',
  ),
  goodFaithRequired: e(
    'Please confirm the statement of good faith.',
    'Veuillez confirmer la déclaration de bonne foi.',
    'Notice form: the good-faith box is not ticked.',
  ),
  meaningLabel: e(
    'The meaning you say the statement has',
    'Le sens que vous attribuez à la déclaration',
    'Notice form (UK defamation): what the statement complained of means.',
  ),
  meaningRequired: e(
    'Please say what you say the statement means.',
    'Veuillez indiquer le sens que vous attribuez à la déclaration.',
    'Notice form: the meaning is missing.',
  ),
  inaccurateLabel: e(
    'Which parts are factually inaccurate, or opinions not supported by fact',
    'Les parties factuellement inexactes, ou les opinions qui ne reposent sur aucun fait',
    'Notice form (UK defamation): label.',
  ),
  inaccurateRequired: e(
    'Please say which parts are inaccurate or unsupported opinion.',
    'Veuillez indiquer les parties inexactes ou les opinions sans fondement.',
    'Notice form: those parts are missing.',
  ),
  cannotIdentifyLabel: e(
    'I do not have enough information about the poster to bring proceedings against them.',
    'Je n’ai pas assez de renseignements sur l’auteur de la publication pour intenter une action contre lui ou elle.',
    'Notice form (UK defamation): a checkbox.',
  ),
  consentShareLabel: e(
    'The poster may be given my name and email address.',
    'Mon nom et mon adresse courriel peuvent être communiqués à l’auteur de la publication.',
    'Notice form: a checkbox.',
  ),
  submit: e('Send notice', 'Envoyer l’avis', 'Notice form: the submit button.'),
  received: e(
    'Notice received. Your reference is {reference}. We have emailed you a link to follow it.',
    'Avis reçu. Votre référence est {reference}. Nous vous avons envoyé par courriel un lien pour le suivre.',
    'After sending a notice; reference is its reference.',
  ),
  caseNotFound: e(
    'That case could not be found.',
    'Ce dossier est introuvable.',
    'Notice form: the case does not exist.',
  ),
  noticeFlood: e(
    'Too many notices from your network. Please try again later.',
    'Trop d’avis à partir de votre réseau. Veuillez réessayer plus tard.',
    'API refusal: too many notices from one network.',
  ),
  challengeRequired: e(
    'Please wait while your browser proves it is not a robot, then send again.',
    'Veuillez patienter pendant que votre navigateur prouve qu’il n’est pas un robot, puis envoyez de nouveau.',
    'API refusal: the proof of work is missing.',
  ),
  statusNotFound: e(
    'This link is not valid.',
    'Ce lien n’est pas valide.',
    'Status page: the link is wrong.',
  ),
  statusTitle: e(
    'Notice {reference}',
    'Avis {reference}',
    'Title of a notice’s status page; reference is its reference.',
  ),
  statusReceived: e('Received', 'Reçu', 'A notice’s status.'),
  statusPosterTold: e('The poster has been told', 'L’auteur a été informé', 'A notice’s status.'),
  statusAnswered: e('The poster has answered', 'L’auteur a répondu', 'A notice’s status.'),
  statusDecided: e('Decided', 'Tranché', 'A notice’s status.'),
  fromNamedPerson: e(
    'From the verified person named',
    'De la personne visée vérifiée',
    'A notice sent by the verified person the case names.',
  ),
  answerTitle: e(
    'A notice of complaint about your case',
    'Un avis de plainte au sujet de votre dossier',
    'The poster’s page: title.',
  ),
  answerDeadline: e(
    'Please answer by {when}.',
    'Veuillez répondre d’ici le {when}.',
    'The poster’s page; when is a date and time already formatted.',
  ),
  answerConsent: e(
    'I agree to the removal of the case',
    'J’accepte le retrait du dossier',
    'The poster’s answer: a choice.',
  ),
  answerRefuse: e(
    'I refuse: the case stays (my name and postal address are required)',
    'Je refuse\u00a0: le dossier reste (mon nom et mon adresse postale sont obligatoires)',
    'The poster’s answer: a choice.',
  ),
  answerAnswer: e(
    'I answer the complaint',
    'Je réponds à la plainte',
    'The poster’s answer: a choice.',
  ),
  answerTextLabel: e('Your answer', 'Votre réponse', 'The poster’s answer: the text’s label.'),
  answerTextRequired: e(
    'Please write your answer.',
    'Veuillez écrire votre réponse.',
    'The poster’s answer is empty.',
  ),
  posterNameRequired: e(
    'Your full name is required to refuse.',
    'Votre nom complet est obligatoire pour refuser.',
    'The poster refuses without a name.',
  ),
  posterAddressRequired: e(
    'Your postal address is required to refuse.',
    'Votre adresse postale est obligatoire pour refuser.',
    'The poster refuses without an address.',
  ),
  answerSent: e(
    'Answer sent. A moderator reads it beside the notice.',
    'Réponse envoyée. L’équipe de modération la lira à côté de l’avis.',
    'After the poster answers.',
  ),
  answerClosed: e(
    'This notice has been decided; it takes no more answers.',
    'Cet avis a été tranché\u202f; il n’accepte plus de réponse.',
    'Refusal: the notice is decided.',
  ),
  answerTooLate: e(
    'The time to answer this notice has passed.',
    'Le délai pour répondre à cet avis est passé.',
    'Refusal: too late to answer.',
  ),
  alreadyAnswered: e(
    'You have already answered this notice.',
    'Vous avez déjà répondu à cet avis.',
    'Refusal: answered already.',
  ),
  statusIntro: e(
    'What has happened to your notice so far.',
    'Ce qu’il est advenu de votre avis jusqu’ici.',
    'Status page: introduction.',
  ),
  dueLabel: e('Next deadline', 'Prochaine échéance', 'Status page: label.'),
  outcomeLabel: e('Outcome', 'Résultat', 'Status page: label.'),
  posterNoticesTitle: e(
    'Notices of complaint about your case',
    'Avis de plainte au sujet de votre dossier',
    'The poster’s page listing notices.',
  ),
  noNotices: e(
    'There are no notices about this case.',
    'Il n’y a aucun avis au sujet de ce dossier.',
    'The poster’s page, empty.',
  ),
  sendAnswer: e('Send answer', 'Envoyer la réponse', 'The poster’s answer: submit button.'),
  nameLabelPoster: e('Your full name', 'Votre nom complet', 'The poster’s answer: name label.'),
  addressLabel: e(
    'Your postal address',
    'Votre adresse postale',
    'The poster’s answer: address label.',
  ),
  consentReleaseLabel: e(
    'The complainant may be given my name and address.',
    'Mon nom et mon adresse peuvent être communiqués à la personne plaignante.',
    'The poster’s answer: a checkbox.',
  ),
  myDecisionsTitle: e(
    'Decisions about you, and appeals',
    'Décisions vous concernant, et appels',
    'My decisions page: title.',
  ),
  noDecisions: e(
    'No decision has restricted your cases or account.',
    'Aucune décision n’a restreint vos dossiers ni votre compte.',
    'My decisions page, empty.',
  ),
  decisionsUnavailable: e(
    'Your decisions are unavailable right now — this does not mean there are none.',
    'Vos décisions ne sont pas disponibles pour le moment — cela ne veut pas dire qu’il n’y en a aucune.',
    'My decisions: the list could not be loaded (a busy or unreachable server); never shown as empty.',
  ),
  noticesUnavailable: e(
    'The notices about this case are unavailable right now — this does not mean there are none.',
    'Les avis au sujet de ce dossier ne sont pas disponibles pour le moment — cela ne veut pas dire qu’il n’y en a aucun.',
    'The poster’s page: the notices could not be loaded (a busy or unreachable server); never shown as none.',
  ),
  statusUnavailable: e(
    'The status of your notice is unavailable right now.',
    'L’état de votre avis n’est pas disponible pour le moment.',
    'The notifier’s status page, when the server was busy or unreachable.',
  ),
  appealLabel: e(
    'Why is the decision wrong?',
    'Pourquoi la décision est-elle erronée\u202f?',
    'My decisions: label of the appeal text.',
  ),
  appealButton: e('Appeal', 'Faire appel', 'My decisions: the appeal button.'),
  appealUntil: e(
    'You may appeal until {when}.',
    'Vous pouvez faire appel jusqu’au {when}.',
    'My decisions; when is a date and time already formatted.',
  ),
  caseLabel: e('Case', 'Dossier', 'Label of the case a notice is about.'),
  working: e(
    'Proving your browser is not a robot…',
    'Votre navigateur prouve qu’il n’est pas un robot…',
    'Notice form while the proof of work runs.',
  ),
} satisfies Catalogue;
