// Compiled from src/messages/catalogue/moderationMail.ts by scripts/compile-messages.ts: do not edit.
export const fr = {
  "hello": (): string => `Bonjour,`,
  "signature": (): string => `Forewarn`,
  "outcomeSubject": (): string => `L’équipe de modération de Forewarn a examiné votre signalement`,
  "outcomeThanks": (a: { "kind": string; "title": string | number }): string => `Merci pour ${a.kind === "case_report" ? `votre signalement du dossier « ${a.title} »` : a.kind === "dispute" ? `votre contestation du dossier « ${a.title} »` : `votre signalement d’un membre avec qui vous échangiez des messages`}. L’équipe de modération l’a examiné et a fermé la demande.`,
  "outcomeActioned": (): string => `Des mesures ont été prises.`,
  "outcomeNoAction": (): string => `Aucune mesure n’a été prise : l’équipe de modération n’a rien trouvé de contraire aux règles.`,
  "outcomePrivacy": (): string => `Pour protéger la vie privée de chacun, nous ne disons pas quelles mesures ont été prises, ni contre qui.`,
  "reason": (a: { "reason": string | number }): string => `Motif : ${a.reason}`,
  "hiddenSubject": (): string => `Votre dossier sur Forewarn a été retiré par la modération`,
  "hiddenBody": (a: { "title": string | number }): string => `L’équipe de modération a retiré votre dossier « ${a.title} » de Forewarn. Personne d’autre ne peut le voir maintenant.
Vous le voyez encore, dans Mes dépôts, avec le motif.`,
  "releasedSubject": (): string => `Votre dossier sur Forewarn est maintenant public`,
  "releasedBody": (a: { "title": string | number }): string => `L’équipe de modération a lu votre dossier « ${a.title} » : il est maintenant public sur Forewarn.`,
  "restoredSubject": (): string => `Votre dossier sur Forewarn est de nouveau visible`,
  "restoredBody": (a: { "title": string | number }): string => `L’équipe de modération a rétabli votre dossier « ${a.title} » : il est de nouveau visible sur Forewarn.`,
  "disputeSubject": (): string => `Votre dossier sur Forewarn fait l’objet d’une contestation`,
  "disputeBody": (a: { "title": string | number }): string => `Quelqu’un conteste votre dossier « ${a.title} » : selon cette personne, il est faux ou déjà réglé.
L’équipe de modération va l’examiner.

Vous pouvez répondre à la contestation par une réponse sur la page du dossier ou, si l’affaire est réglée,
marquer le dossier comme Réglé.`,
  "tradeApprovedSubject": (a: { "badge": string | number }): string => `Votre badge « ${a.badge} » sur Forewarn`,
  "tradeRefusedSubject": (a: { "badge": string | number }): string => `Votre demande de badge « ${a.badge} » sur Forewarn`,
  "tradeApproved": (a: { "badge": string | number }): string => `Votre demande est approuvée : le badge « ${a.badge} » s’affiche maintenant à côté de votre nom.`,
  "tradeRefused": (a: { "badge": string | number }): string => `Votre demande de badge « ${a.badge} » n’a pas été approuvée.`,
  "applyAgain": (): string => `Vous pouvez présenter une nouvelle demande.`,
  "suspendedSubject": (): string => `Votre compte Forewarn est suspendu`,
  "suspendedUntil": (a: { "until": string | number }): string => `L’équipe de modération a suspendu votre compte Forewarn jusqu’au ${a.until}.`,
  "suspendedIndefinitely": (): string => `L’équipe de modération a suspendu votre compte Forewarn jusqu’à nouvel ordre.`,
  "suspendedCan": (): string => `Vous pouvez encore vous connecter et lire, mais pas déposer de dossiers, répondre, écrire des messages ni signaler.`,
} satisfies Record<keyof typeof import('../en/moderationMail.gen.js').en, unknown>;
