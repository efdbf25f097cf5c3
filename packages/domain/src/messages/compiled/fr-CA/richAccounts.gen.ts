// Compiled from src/messages/catalogue/richAccounts.ts by scripts/compile-messages.ts: do not edit.
import type { Tag } from '../../../i18n/runtime.js';
import { numberOf, pluralOf } from '../../../i18n/intl.js';

export const fr = {
  "verifyLinkLogIn": (a: { "link": Tag }): unknown[] => [a.link([`Connectez-vous`]), ` pour envoyer un nouveau lien depuis Mon compte.`],
  "pendingEmail": (a: { "address": Tag; "email": string | number }): unknown[] => [`En attente de vérification de `, a.address([`${a.email}`]), ` : ouvrez le lien que nous y avons envoyé pour commencer à l’utiliser.`],
  "resetLinkSent": (a: { "strong": Tag; "email": string | number; "hours": number }): unknown[] => [`Si un compte existe pour `, a.strong([`${a.email}`]), `, nous lui avons envoyé un lien pour choisir un nouveau mot de passe. Le lien ne fonctionne qu’une fois, pendant ${pluralOf("fr-CA", a.hours) === "one" ? `${numberOf("fr-CA", a.hours)} heure` : `${numberOf("fr-CA", a.hours)} heures`}.`],
  "verificationSent": (a: { "strong": Tag; "email": string | number; "hours": number }): unknown[] => [`Nous avons envoyé un lien de vérification à `, a.strong([`${a.email}`]), `. Ouvrez-le pour vérifier votre adresse courriel et vous connecter. Le lien ne fonctionne qu’une fois, pendant ${pluralOf("fr-CA", a.hours) === "one" ? `${numberOf("fr-CA", a.hours)} heure` : `${numberOf("fr-CA", a.hours)} heures`}.`],
  "verificationNoEmail": (a: { "link": Tag }): unknown[] => [`Pas de courriel ? Vérifiez vos pourriels. Vous pouvez aussi `, a.link([`vous connecter`]), ` et envoyer un nouveau lien depuis Mon compte.`],
  "verifyEmailNotice": (a: { "link": Tag }): unknown[] => [`Ouvrez le lien que nous vous avons envoyé par courriel, ou demandez-en un nouveau dans `, a.link([`Mon compte`]), `.`],
  "keepListedByEditing": (a: { "link": Tag }): unknown[] => [`Modifier le dossier depuis `, a.link([`Mes dépôts`]), ` le garde aussi affiché.`],
  "apiTokensLead": (a: { "link": Tag }): unknown[] => [`Laissez votre logiciel de réservation, votre système de location ou votre bon de commande vérifier des numéros auprès de Forewarn. Les recherches d’un jeton comptent dans vos propres limites de recherche, et il ne peut jamais déposer de dossiers, répondre ni envoyer de messages. L’API est décrite à `, a.link([`/api/docs`]), `.`],
} satisfies Record<keyof typeof import('../en/richAccounts.gen.js').en, unknown>;
