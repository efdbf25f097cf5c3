// Compiled from src/messages/catalogue/namedParty.ts by scripts/compile-messages.ts: do not edit.
export const fr = {
  "heading": (): string => `Ce dossier vous vise`,
  "detailsHeading": (): string => `Personne ou entreprise visée`,
  "detailsHeadingForNamed": (): string => `Ce que ce dossier dit de vous`,
  "detailsNoteForNamed": (): string => `Voici les renseignements que le dossier donne à votre sujet. Les autres personnes les voient masqués, comme sur cette page.`,
  "intro": (): string => `Quelqu’un a déposé ce dossier sur Forewarn, et il indique votre numéro de téléphone ou votre courriel vérifié. Figurer dans un dossier ne signifie pas que vous avez mal agi, et vous pouvez y répondre.`,
  "replyAsNamed": (): string => `Répondre en tant que personne visée`,
  "replyHint": (): string => `Votre réponse paraît dans le dossier avec le badge « Personne visée — vérifiée » : les lecteurs et lectrices savent ainsi que c’est bien vous.`,
  "disputeHint": (): string => `Si le dossier est faux, contestez-le : l’équipe de modération le lit avec vos motifs et peut le retirer.`,
  "reviewHint": (): string => `S’il enfreint les règles (propos abusifs, renseignements privés, mauvaise personne), Signaler le dossier demande à l’équipe de modération de l’examiner.`,
  "whatNext": (): string => `La suite : rien d’autre à votre sujet n’est communiqué que ce que le dossier montre déjà. Nous ne vous disons jamais qui l’a déposé, et nous ne disons jamais à cette personne que vous avez reçu cet avis.`,
  "claimed": (): string => `Vous répondez en tant que personne visée. Vos réponses portent le badge.`,
  "notYours": (): string => `Votre numéro de téléphone ou votre courriel vérifié ne figure pas dans ce dossier. Prouvez plutôt qu’il s’agit de vous avec un code (Ce dossier vous concerne ?).`,
  "bellLine": (): string => `Vous pouvez répondre en tant que personne visée, contester le dossier ou en demander l’examen. Ouvrez-le pour savoir comment ; nous ne vous disons jamais qui l’a déposé, ni à cette personne que vous avez reçu cet avis.`,
  "noticeLine1": (): string => `Il indique votre numéro de téléphone ou votre courriel vérifié. Figurer dans un dossier ne constitue pas un constat contre vous.`,
  "noticeLine2": (): string => `Dans le dossier, vous pouvez répondre en tant que personne visée (vos coordonnées vérifiées vous le permettent, sans nouveau code), contester le dossier s’il est faux ou demander à l’équipe de modération de l’examiner.`,
  "noticeLine3": (): string => `La suite : une contestation est lue par l’équipe de modération, qui peut retirer le dossier. Nous ne vous disons jamais qui l’a déposé, et nous ne disons jamais à cette personne que vous avez reçu cet avis.`,
} satisfies Record<keyof typeof import('../en/namedParty.gen.js').en, unknown>;
