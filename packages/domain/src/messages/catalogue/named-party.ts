import type { Catalogue } from '../../i18n/catalogue-entry.js';

// The person a case names (named-party-messages.ts, issue 38): their notice and their view of
// the case. Calm and plain: a case names them, what they can do, what happens next.

export const NAMED_PARTY_CATALOGUE = {
  heading: {
    en: 'This case names you',
    fr: 'Ce dossier vous vise',
    description: 'Heading of the named person’s view of a case, above its details.',
  },
  detailsHeading: {
    en: 'Person or business named',
    fr: 'Personne ou entreprise visée',
    description: 'The case page’s section on whom the case names, for every reader.',
  },
  detailsHeadingForNamed: {
    en: 'What this case says about you',
    fr: 'Ce que ce dossier dit de vous',
    description: 'The same section, to the verified person named.',
  },
  detailsNoteForNamed: {
    en: 'These are the details the case gives about you. Everyone else sees them masked, as on this page.',
    fr: 'Voici les renseignements que le dossier donne à votre sujet. Les autres personnes les voient masqués, comme sur cette page.',
    description: 'Below that heading, to the verified person named.',
  },
  intro: {
    en: 'Someone lodged this case on Forewarn, and it gives your verified phone number or email. You have not done anything wrong by being named, and you can answer it.',
    fr: 'Quelqu’un a déposé ce dossier sur Forewarn, et il indique votre numéro de téléphone ou votre courriel vérifié. Figurer dans un dossier ne signifie pas que vous avez mal agi, et vous pouvez y répondre.',
    description: 'First lines of the named person’s view of the case.',
  },
  replyAsNamed: {
    en: 'Reply as the person named',
    fr: 'Répondre en tant que personne visée',
    description: 'Button: answer the case with the named-party badge.',
  },
  replyHint: {
    en: 'Your response shows on the case with the badge "Named party — verified", so readers know it is really you.',
    fr: 'Votre réponse paraît dans le dossier avec le badge «\u00a0Personne visée — vérifiée\u00a0»\u00a0: les lecteurs et lectrices savent ainsi que c’est bien vous.',
    description: 'Below the reply button; the badge’s text is messages.namedPartyBadge.',
  },
  disputeHint: {
    en: 'If the case is untrue, dispute it: a moderator reads it and your reasons, and can take it down.',
    fr: 'Si le dossier est faux, contestez-le\u00a0: l’équipe de modération le lit avec vos motifs et peut le retirer.',
    description: 'How to dispute the case.',
  },
  reviewHint: {
    en: 'If it breaks the rules (abuse, private details, the wrong person), Report Case asks the moderators to review it.',
    fr: 'S’il enfreint les règles (propos abusifs, renseignements privés, mauvaise personne), Signaler le dossier demande à l’équipe de modération de l’examiner.',
    description: 'How to ask for a review; Report Case is the case page’s button.',
  },
  whatNext: {
    en: 'What happens next: nothing is shared about you beyond what the case already shows. We never tell you who lodged it, and we never tell them you were told.',
    fr: 'La suite\u00a0: rien d’autre à votre sujet n’est communiqué que ce que le dossier montre déjà. Nous ne vous disons jamais qui l’a déposé, et nous ne disons jamais à cette personne que vous avez reçu cet avis.',
    description: 'What happens next, to the named person.',
  },
  claimed: {
    en: 'You are replying as the person named. Your responses carry the badge.',
    fr: 'Vous répondez en tant que personne visée. Vos réponses portent le badge.',
    description: 'After the named person claims the case with their verified contact.',
  },
  notYours: {
    en: 'Your verified phone number or email is not on this case. Prove it with a code instead (Is this about you?).',
    fr: 'Votre numéro de téléphone ou votre courriel vérifié ne figure pas dans ce dossier. Prouvez plutôt qu’il s’agit de vous avec un code (Ce dossier vous concerne\u202f?).',
    description:
      'Refusal: the member’s verified contact is not on the case; the bracket names messages.isThisAboutYou.',
  },
  bellLine: {
    en: 'You can reply as the person named, dispute the case or ask for a review. Open it to see how; we never tell you who lodged it, nor them that you were told.',
    fr: 'Vous pouvez répondre en tant que personne visée, contester le dossier ou en demander l’examen. Ouvrez-le pour savoir comment\u202f; nous ne vous disons jamais qui l’a déposé, ni à cette personne que vous avez reçu cet avis.',
    description: 'The bell entry’s line below a “case names you” headline.',
  },
  noticeLine1: {
    en: 'It gives your verified phone number or email. Being named is not a finding against you.',
    fr: 'Il indique votre numéro de téléphone ou votre courriel vérifié. Figurer dans un dossier ne constitue pas un constat contre vous.',
    description: 'First line below a “case names you” headline, in the email.',
  },
  noticeLine2: {
    en: 'On the case you can reply as the person named (your verified details let you, without a new code), dispute the case if it is untrue, or ask the moderators to review it.',
    fr: 'Dans le dossier, vous pouvez répondre en tant que personne visée (vos coordonnées vérifiées vous le permettent, sans nouveau code), contester le dossier s’il est faux ou demander à l’équipe de modération de l’examiner.',
    description: 'Second line of that email notice.',
  },
  noticeLine3: {
    en: 'What happens next: a dispute is read by a moderator, who can take the case down. We never tell you who lodged it, and we never tell them you were told.',
    fr: 'La suite\u00a0: une contestation est lue par l’équipe de modération, qui peut retirer le dossier. Nous ne vous disons jamais qui l’a déposé, et nous ne disons jamais à cette personne que vous avez reçu cet avis.',
    description: 'Third line of that email notice.',
  },
} satisfies Catalogue;
