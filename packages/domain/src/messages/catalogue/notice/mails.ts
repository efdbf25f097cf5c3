import type { Catalogue } from '../../../i18n/catalogue-entry.js';
import { e } from './entry.js';

// Notice and action's mails (issue 48): each names a reference, never a person. A body is its
// paragraphs, one text each, joined by a blank line in notice-messages.ts.

export const NOTICE_MAILS_CATALOGUE = {
  ackSubject: e(
    'Forewarn: your notice {reference} was received',
    'Forewarn\u00a0: votre avis {reference} a été reçu',
    'Subject of the acknowledgement to the notifier; reference is the notice’s.',
  ),
  ackReceived: e(
    'We received your notice of complaint. Its reference is {reference}.',
    'Nous avons reçu votre avis de plainte. Sa référence est {reference}.',
    'Acknowledgement mail: first paragraph.',
  ),
  ackDecideBy: e(
    'We aim to decide it by {decideBy}.',
    'Nous visons à le trancher d’ici le {decideBy}.',
    'Acknowledgement mail; decideBy is a date and time already formatted.',
  ),
  ackFollow: e(
    'Follow it here: {link}',
    'Suivez-le ici\u00a0: {link}',
    'Acknowledgement mail; link is the status page.',
  ),
  ackPrivacy: e(
    'Only our moderators see your name and email address.',
    'Seule notre équipe de modération voit votre nom et votre adresse courriel.',
    'Acknowledgement mail: last paragraph.',
  ),
  posterSubject: e(
    'Forewarn: a notice of complaint about your case',
    'Forewarn\u00a0: un avis de plainte au sujet de votre dossier',
    'Subject of the mail to the poster of a case complained of.',
  ),
  posterComplained: e(
    'Someone has complained about your case “{title}”.',
    'Quelqu’un a porté plainte au sujet de votre dossier «\u00a0{title}\u00a0».',
    'Mail to the poster; title is the case’s title.',
  ),
  posterLocation: e(
    'What is complained of: {location}',
    'Objet de la plainte\u00a0: {location}',
    'Mail to the poster; location is the notifier’s words.',
  ),
  posterComplaint: e(
    'The complaint: {complaint}',
    'La plainte\u00a0: {complaint}',
    'Mail to the poster; complaint is the notifier’s explanation.',
  ),
  posterUk: e(
    'Under the Defamation (Operators of Websites) Regulations 2013 you may agree to its removal, or refuse with your full name and postal address. If you do not answer by {answerBy}, the case is removed.',
    'En vertu des Defamation (Operators of Websites) Regulations 2013, vous pouvez accepter son retrait, ou le refuser en donnant votre nom complet et votre adresse postale. Si vous ne répondez pas d’ici le {answerBy}, le dossier sera retiré.',
    'Mail to the poster under the UK regulations (their title stays English); answerBy is a date and time.',
  ),
  posterOther: e(
    'You may agree to its removal, or answer the complaint, by {answerBy}.',
    'Vous pouvez accepter son retrait, ou répondre à la plainte, d’ici le {answerBy}.',
    'Mail to the poster under other laws; answerBy is a date and time.',
  ),
  posterAnswerHere: e(
    'Answer here (sign in first): {link}',
    'Répondez ici (connectez-vous d’abord)\u00a0: {link}',
    'Mail to the poster; link is the answer page.',
  ),
  statementSubject: e(
    'Forewarn: statement of reasons {reference}',
    'Forewarn\u00a0: exposé des motifs {reference}',
    'Subject of a statement of reasons; reference is its reference.',
  ),
  statementTitle: e(
    'Statement of reasons {reference}',
    'Exposé des motifs {reference}',
    'Statement of reasons: first line.',
  ),
  statementWhat: e(
    'What was done: {what}',
    'Mesure prise\u00a0: {what}',
    'Statement of reasons; what is the restriction.',
  ),
  statementFacts: e(
    'The facts: {facts}',
    'Les faits\u00a0: {facts}',
    'Statement of reasons; facts are the moderator’s or the automatic hold’s.',
  ),
  statementRule: e(
    'The rule: {rule}',
    'La règle\u00a0: {rule}',
    'Statement of reasons; rule is the rule applied.',
  ),
  statementAutomated: e(
    'This decision was made automatically.',
    'Cette décision a été prise automatiquement.',
    'Statement of reasons: an automated decision.',
  ),
  statementByModerator: e(
    'This decision was made by a moderator; no automated means were used.',
    'Cette décision a été prise par un membre de l’équipe de modération\u202f; aucun moyen automatisé n’a été utilisé.',
    'Statement of reasons: a person decided.',
  ),
  appealHow: e(
    'You may appeal until {until}: {link}. A different moderator decides appeals.',
    'Vous pouvez faire appel jusqu’au {until}\u00a0: {link}. Un autre membre de l’équipe de modération tranche les appels.',
    'Statement of reasons: how to appeal; until is a date and time, link the appeal page.',
  ),
  notifierOutcomeSubject: e(
    'Forewarn: your notice {reference} was decided',
    'Forewarn\u00a0: votre avis {reference} a été tranché',
    'Subject of the outcome mail to the notifier.',
  ),
  notifierOutcome: e(
    'Your notice {reference} was decided: {outcome}.',
    'Votre avis {reference} a été tranché\u00a0: {outcome}.',
    'Outcome mail; outcome is the decision (“Remove the case”).',
  ),
  reasonsLine: e(
    'Reasons: {reasons}',
    'Motifs\u00a0: {reasons}',
    'Outcome mails: the reasons given.',
  ),
  detailsLine: e('Details: {link}', 'Détails\u00a0: {link}', 'Outcome mail: the status page.'),
  appealOutcomeSubject: e(
    'Forewarn: the appeal of {reference} was decided',
    'Forewarn\u00a0: l’appel concernant {reference} a été tranché',
    'Subject of an appeal’s outcome; reference is the decision’s.',
  ),
  appealReversed: e(
    'The appeal of decision {reference} succeeded: the decision was reversed.',
    'L’appel de la décision {reference} a été accueilli\u00a0: la décision est infirmée.',
    'Appeal outcome: reversed.',
  ),
  appealUpheld: e(
    'The appeal of decision {reference} did not succeed: the decision stands.',
    'L’appel de la décision {reference} a été rejeté\u00a0: la décision est maintenue.',
    'Appeal outcome: upheld.',
  ),
} satisfies Catalogue;
