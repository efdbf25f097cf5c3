import { messagesOf } from '../i18n/runtime.js';
import { NOTICE_REASONS, type NoticeReason } from '../notices/notice-schemas.js';
import { REGIME_CLOCKS, REGIMES, type Regime } from '../notices/regimes.js';
import { en } from './compiled/en/statementRules.gen.js';
import { NOTICE_MESSAGES } from './notice-messages.js';

// The rule a statement of reasons rests on, kept as an id and written in the reader's language
// when the statement is shown or mailed (issue 49). The texts are catalogue/statement-rules.ts's.

const t = messagesOf('statementRules', en);

/** Forewarn's own rules, for restrictions no notice asked for. */
export const FOREWARN_RULE_IDS = ['hide', 'hold', 'suspend', 'refuse_trade'] as const;
export type ForewarnRuleId = (typeof FOREWARN_RULE_IDS)[number];

/** The rule of a removal a notice asked for: the law it was sent under, and Forewarn's terms. */
export function noticeRuleId(regime: Regime, reason: NoticeReason): string {
  return `notice:${regime}:${reason}`;
}

const isRegime = (value: string): value is Regime => (REGIMES as readonly string[]).includes(value);
const isReason = (value: string): value is NoticeReason =>
  (NOTICE_REASONS as readonly string[]).includes(value);

/** The law a regime's notices are handled under, in the current language. */
function lawOf(regime: Regime): string {
  switch (regime) {
    case 'uk':
      return t('lawUk');
    case 'au':
      return t('lawAu');
    case 'eu':
      return t('lawEu');
    case 'other':
      return t('lawOther', { hours: REGIME_CLOCKS.other.decideHours });
  }
}

/**
 * A statement's rule line in the current language, from its id; a statement written before
 * rules had ids (or with one this version does not know) reads as it was stored.
 */
export function statementRule(ruleId: string | null | undefined, stored: string): string {
  switch (ruleId) {
    case 'hide':
      return t('hide');
    case 'hold':
      return t('hold');
    case 'suspend':
      return t('suspend');
    case 'refuse_trade':
      return t('refuseTrade');
  }
  const [kind, regime = '', reason = ''] = (ruleId ?? '').split(':');
  if (kind === 'notice' && isRegime(regime) && isReason(reason)) {
    return t('notice', {
      law: lawOf(regime),
      what: NOTICE_MESSAGES.reasonLabels[reason].toLowerCase(),
    });
  }
  return stored;
}
