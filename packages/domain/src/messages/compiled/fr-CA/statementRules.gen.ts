// Compiled from src/messages/catalogue/statementRules.ts by scripts/compile-messages.ts: do not edit.
import { numberOf, pluralOf } from '../../../i18n/intl.js';

export const fr = {
  "hide": (): string => `Les règles de Forewarn sur les dossiers : un dossier doit être vrai, porter sur la conduite décrite et être licite.`,
  "hold": (): string => `La règle d’affluence de Forewarn : tant que les inscriptions dépassent la normale, le dossier qu’un nouveau compte dépose le premier jour attend l’équipe de modération.`,
  "suspend": (): string => `Les règles de Forewarn pour les membres : ni abus, ni harcèlement, ni mauvais usage du registre.`,
  "refuseTrade": (): string => `La vérification des métiers de Forewarn : un permis doit être vérifié dans son registre.`,
  "notice": (a: { "law": string | number; "what": string | number }): string => `${a.law} ; les conditions de Forewarn : aucun dossier ne peut porter un contenu que la loi interdit (${a.what}).`,
  "lawUk": (): string => `Defamation (Operators of Websites) Regulations 2013`,
  "lawAu": (): string => `Defamation Amendment Act 2023 (NSW) et les réformes « Stage 2 » des autres États`,
  "lawEu": (): string => `Règlement sur les services numériques (règlement (UE) 2022/2065), art. 16 et 17`,
  "lawOther": (a: { "hours": number }): string => `La règle propre à Forewarn : le délai le plus strict qui s’applique (${pluralOf("fr-CA", a.hours) === "one" ? `${numberOf("fr-CA", a.hours)} heure` : `${numberOf("fr-CA", a.hours)} heures`})`,
} satisfies Record<keyof typeof import('../en/statementRules.gen.js').en, unknown>;
