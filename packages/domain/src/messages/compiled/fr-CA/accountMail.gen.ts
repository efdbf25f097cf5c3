// Compiled from src/messages/catalogue/accountMail.ts by scripts/compile-messages.ts: do not edit.
import { numberOf, pluralOf } from '../../../i18n/intl.js';

export const fr = {
  "hello": (): string => `Bonjour,`,
  "helloName": (a: { "name": string | number }): string => `Bonjour ${a.name},`,
  "signature": (): string => `Forewarn`,
  "verifySubject": (): string => `Confirmez votre adresse courriel pour Forewarn`,
  "verifyOpen": (): string => `Veuillez confirmer votre adresse courriel en ouvrant ce lien :`,
  "verifyExpiry": (a: { "hours": number }): string => `Le lien ne fonctionne qu’une fois et expire dans ${pluralOf("fr-CA", a.hours) === "one" ? `${numberOf("fr-CA", a.hours)} heure` : `${numberOf("fr-CA", a.hours)} heures`}.
Si vous n’avez pas créé de compte Forewarn, vous pouvez ignorer ce courriel.`,
  "existingSubject": (): string => `Quelqu’un a essayé de s’inscrire à Forewarn avec votre adresse courriel`,
  "existingBody": (): string => `Quelqu’un (peut-être vous) a essayé de créer un compte Forewarn avec cette adresse courriel, mais
elle en a déjà un. Aucun compte n’a été créé.`,
  "existingLogin": (a: { "login": string | number; "forgot": string | number }): string => `Si c’était vous, connectez-vous ici : ${a.login}
Mot de passe oublié ? Réinitialisez-le ici : ${a.forgot}`,
  "notYouIgnore": (): string => `Si ce n’était pas vous, vous pouvez ignorer ce courriel.`,
  "resetSubject": (): string => `Réinitialisez votre mot de passe Forewarn`,
  "resetBody": (): string => `Quelqu’un a demandé à réinitialiser le mot de passe du compte Forewarn de cette adresse courriel.
Pour choisir un nouveau mot de passe, ouvrez ce lien :`,
  "resetExpiry": (a: { "hours": number }): string => `Le lien ne fonctionne qu’une fois et expire dans ${pluralOf("fr-CA", a.hours) === "one" ? `${numberOf("fr-CA", a.hours)} heure` : `${numberOf("fr-CA", a.hours)} heures`}. Choisir un nouveau mot de passe vous déconnecte partout.
Si vous n’avez rien demandé, vous pouvez ignorer ce courriel : votre mot de passe reste le même.`,
  "changeSubject": (): string => `Confirmez votre nouvelle adresse courriel pour Forewarn`,
  "changeOpen": (): string => `Vous avez demandé à utiliser cette adresse pour votre compte Forewarn. Pour la confirmer, ouvrez ce lien :`,
  "changeExpiry": (a: { "hours": number }): string => `Le lien ne fonctionne qu’une fois et expire dans ${pluralOf("fr-CA", a.hours) === "one" ? `${numberOf("fr-CA", a.hours)} heure` : `${numberOf("fr-CA", a.hours)} heures`}. Tant que vous ne l’ouvrez pas, votre compte garde
son adresse courriel actuelle.
Si vous n’avez rien demandé, vous pouvez ignorer ce courriel.`,
  "noticeSubject": (): string => `L’adresse courriel de votre compte Forewarn est en train de changer`,
  "noticeBody": (a: { "newEmail": string | number }): string => `Quelqu’un (peut-être vous) a demandé à remplacer l’adresse courriel de votre compte Forewarn par
${a.newEmail}. Un lien de confirmation y a été envoyé. Tant qu’il n’est pas ouvert, cette adresse reste
en vigueur et vous vous connectez avec elle comme avant.

Si ce n’était pas vous, ouvrez ce lien pour garder (ou reprendre) votre compte avec cette
adresse. Il déconnecte le compte partout et vous demande un nouveau mot de passe :`,
  "noticeExpiry": (a: { "days": number }): string => `Le lien ne fonctionne qu’une fois, pendant ${pluralOf("fr-CA", a.days) === "one" ? `${numberOf("fr-CA", a.days)} jour` : `${numberOf("fr-CA", a.days)} jours`}, même après la confirmation de la nouvelle adresse.`,
  "changedSubject": (): string => `Le mot de passe de votre compte Forewarn a été changé`,
  "changedBody": (): string => `Le mot de passe de votre compte Forewarn vient d’être changé, et toutes les autres sessions du
compte ont été déconnectées.`,
  "tokensEnded": (): string => `Ces jetons d’API ont pris fin avec lui :`,
  "tokensKept": (): string => `Ces jetons d’API ont été gardés, comme choisi lors du changement :`,
  "noTokens": (): string => `Le compte n’avait aucun jeton d’API.`,
  "changedNotYou": (): string => `Si ce n’était pas vous, réinitialisez votre mot de passe maintenant (une réinitialisation met fin à tous les jetons d’API) :`,
  "inUseSubject": (): string => `Quelqu’un a essayé d’utiliser votre adresse courriel sur Forewarn`,
  "inUseBody": (): string => `Quelqu’un a essayé de remplacer l’adresse courriel d’un autre compte Forewarn par cette adresse,
qui a déjà un compte. Rien n’a été changé, et votre compte est tel quel.`,
  "inUseLogin": (a: { "login": string | number }): string => `Au besoin, vous pouvez vous connecter ici : ${a.login}`,
} satisfies Record<keyof typeof import('../en/accountMail.gen.js').en, unknown>;
