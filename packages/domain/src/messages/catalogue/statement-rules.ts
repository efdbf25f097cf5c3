import type { Catalogue } from '../../i18n/catalogue-entry.js';

// The rule line of a statement of reasons (issue 48, DSA Art. 17), read in its reader's
// language (issue 49): a statement keeps the rule's id (statements.rule_id) and its text is
// written from here when the statement is shown or mailed. A notice's rule names the law it was
// sent under (law*, one per regime of notices/regimes.ts): a statute's own title stays English,
// as the notice form's regime labels keep it; the rest is translated.

export const STATEMENT_RULES_CATALOGUE = {
  hide: {
    en: 'Forewarn’s rules for cases: a case must be true, about the conduct described, and lawful.',
    fr: 'Les règles de Forewarn sur les dossiers\u00a0: un dossier doit être vrai, porter sur la conduite décrite et être licite.',
    description: 'Statement of reasons: the rule a moderator hid a case under.',
  },
  hold: {
    en: 'Forewarn’s crowd rule: while sign-ups run above normal, a new account’s first-day case waits for a moderator.',
    fr: 'La règle d’affluence de Forewarn\u00a0: tant que les inscriptions dépassent la normale, le dossier qu’un nouveau compte dépose le premier jour attend l’équipe de modération.',
    description: 'Statement of reasons: the rule a case was held for review under, automatically.',
  },
  suspend: {
    en: 'Forewarn’s rules for members: no abuse, harassment or misuse of the registry.',
    fr: 'Les règles de Forewarn pour les membres\u00a0: ni abus, ni harcèlement, ni mauvais usage du registre.',
    description: 'Statement of reasons: the rule a member was suspended under.',
  },
  refuseTrade: {
    en: 'Forewarn’s trade verification: a licence must be checked against its register.',
    fr: 'La vérification des métiers de Forewarn\u00a0: un permis doit être vérifié dans son registre.',
    description: 'Statement of reasons: the rule a trade application was refused under.',
  },
  notice: {
    en: '{law}; Forewarn’s terms: no case may carry content the law forbids ({what}).',
    fr: '{law}\u202f; les conditions de Forewarn\u00a0: aucun dossier ne peut porter un contenu que la loi interdit ({what}).',
    description:
      'Statement of reasons after a notice: law is one of the law* texts below (its regime’s), what the notice’s reason in lower case.',
  },
  lawUk: {
    en: 'Defamation (Operators of Websites) Regulations 2013',
    fr: 'Defamation (Operators of Websites) Regulations 2013',
    description:
      'The law a UK notice is handled under, opening a statement of reasons’ rule line: the regulation’s title stays English (as notice.regimeUk).',
  },
  lawAu: {
    en: 'Defamation Amendment Act 2023 (NSW) and the other states’ Stage 2 reforms',
    fr: 'Defamation Amendment Act 2023 (NSW) et les réformes «\u00a0Stage 2\u00a0» des autres États',
    description:
      'The law an Australian notice is handled under, opening a statement of reasons’ rule line: the act’s title stays English.',
  },
  lawEu: {
    en: 'Digital Services Act (Regulation (EU) 2022/2065), Art. 16 and 17',
    fr: 'Règlement sur les services numériques (règlement (UE) 2022/2065), art. 16 et 17',
    description:
      'The law an EU (Irish) notice is handled under, opening a statement of reasons’ rule line: the DSA under its official French name (as notice.regimeEu).',
  },
  lawOther: {
    en: 'Forewarn’s own rule: the strictest clock that applies ({hours, plural, one {{hours} hour} other {{hours} hours}})',
    fr: 'La règle propre à Forewarn\u00a0: le délai le plus strict qui s’applique ({hours, plural, one {#\u00a0heure} other {#\u00a0heures}})',
    description:
      'Where no statute sets a clock (USA, Canada, New Zealand), opening a statement of reasons’ rule line; hours is the decision clock (REGIME_CLOCKS.other.decideHours).',
  },
} satisfies Catalogue;
