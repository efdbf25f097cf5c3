// Compiled from src/messages/catalogue/fieldLabels.ts by scripts/compile-messages.ts: do not edit.
import { numberOf, pluralOf } from '../../../i18n/intl.js';

export const fr = {
  "title": (): string => `Titre`,
  "name": (): string => `Nom`,
  "address": (): string => `Adresse`,
  "instagramHandle": (): string => `Nom d’utilisateur Instagram`,
  "tiktokHandle": (): string => `Nom d’utilisateur TikTok`,
  "details": (): string => `Détails`,
  "number": (): string => `Numéro`,
  "alternateNumber": (): string => `Autre numéro`,
  "alternateNumberForm": (): string => `Autre numéro`,
  "email": (): string => `Courriel`,
  "businessIdentificationNumber": (): string => `Numéro d’entreprise`,
  "postcode": (): string => `Code postal`,
  "offendersName": (): string => `Nom de la personne visée`,
  "hintOptional": (): string => `facultatif`,
  "hintRecommended": (): string => `recommandé`,
  "hintMoreThan": (a: { "n": number }): string => `plus de ${pluralOf("fr-CA", a.n) === "one" ? `${numberOf("fr-CA", a.n)} caractère` : `${numberOf("fr-CA", a.n)} caractères`}`,
} satisfies Record<keyof typeof import('../en/fieldLabels.gen.js').en, unknown>;
