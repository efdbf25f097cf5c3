import type { Catalogue } from '../../i18n/catalogue-entry.js';

// The rule line of a statement of reasons (issue 48, DSA Art. 17), read in its reader's
// language (issue 49): a statement keeps the rule's id (statements.rule_id) and its text is
// written from here when the statement is shown or mailed. The laws' own titles stay English.

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
      'Statement of reasons after a notice: law is the law’s own title (English), what the notice’s reason in lower case.',
  },
} satisfies Catalogue;
