// Compiled from src/messages/catalogue/limits.ts by scripts/compile-messages.ts: do not edit.
import { numberOf, pluralOf } from '../../../i18n/intl.js';

export const fr = {
  "signupChallengeRequired": (): string => `Beaucoup de comptes ont été créés à partir de votre réseau récemment. Votre navigateur doit faire une courte vérification avant que celui-ci puisse être créé.`,
  "signupChallengeSolving": (): string => `Courte vérification avant la création de votre compte…`,
  "signupChallengeFailed": (): string => `La vérification avant la création de votre compte n’a pas abouti. Veuillez réessayer.`,
  "firstDaySubmissionRule": (a: { "first": number }): string => `Un nouveau compte peut déposer ${pluralOf("fr-CA", a.first) === "one" ? `${numberOf("fr-CA", a.first)} dossier` : `${numberOf("fr-CA", a.first)} dossiers`} lors de sa première journée.`,
  "firstDaySubmissionLimitIn": (a: { "first": number; "wait": string | number }): string => `Un nouveau compte peut déposer ${pluralOf("fr-CA", a.first) === "one" ? `${numberOf("fr-CA", a.first)} dossier` : `${numberOf("fr-CA", a.first)} dossiers`} lors de sa première journée. Vous pourrez déposer de nouveau dans ${a.wait}.`,
  "cannotLodgeNow": (): string => `Vous ne pouvez pas déposer de dossier pour le moment.`,
  "lodgeAgainFrom": (a: { "when": string | number }): string => `Vous pourrez déposer de nouveau à partir du ${a.when}.`,
  "firstDayRule": (a: { "first": number; "when": string | number; "count": number; "gap": number }): string => `Un nouveau compte peut déposer ${pluralOf("fr-CA", a.first) === "one" ? `${numberOf("fr-CA", a.first)} dossier` : `${numberOf("fr-CA", a.first)} dossiers`} lors de sa première journée. Votre première journée se termine le ${a.when} ; ensuite, les limites habituelles s’appliquent (jusqu’à ${pluralOf("fr-CA", a.count) === "one" ? `${numberOf("fr-CA", a.count)} dossier` : `${numberOf("fr-CA", a.count)} dossiers`} par jour, à ${pluralOf("fr-CA", a.gap) === "one" ? `${numberOf("fr-CA", a.gap)} minute` : `${numberOf("fr-CA", a.gap)} minutes`} d’intervalle).`,
  "signupAttemptsLimited": (a: { "wait": string | number }): string => `Trop de tentatives d’inscription à partir de votre réseau en peu de temps. Veuillez réessayer dans ${a.wait}.`,
  "resetRecipientLimited": (a: { "wait": string | number }): string => `Des liens de réinitialisation ont été demandés plusieurs fois pour cette adresse courriel au cours de la dernière heure, de partout. Vérifiez votre boîte de réception et vos courriels indésirables, ou réessayez dans ${a.wait}.`,
  "resetRequestsLimited": (a: { "wait": string | number }): string => `Vous avez demandé un lien de réinitialisation pour cette adresse courriel plusieurs fois au cours de la dernière heure. Vérifiez votre boîte de réception et vos courriels indésirables, ou réessayez dans ${a.wait}.`,
  "signupChallengeCrowd": (): string => `Beaucoup de comptes sont en cours de création en ce moment. Votre navigateur doit faire une courte vérification avant que le vôtre puisse être créé.`,
} satisfies Record<keyof typeof import('../en/limits.gen.js').en, unknown>;
