import { messagesOf } from '../i18n/runtime.js';
import { constantTexts, joinTexts } from '../i18n/texts.js';
import type { NoticeReason, PosterAnswerKind, Restriction } from '../notices/notice-schemas.js';
import type { Regime } from '../notices/regimes.js';
import { en } from './compiled/en/notice.gen.js';
import { en as mailsEn } from './compiled/en/noticeMails.gen.js';
import { reportContentLink } from './report-content-link.js';

// Notice and action (issue 48): the public notice form, the notifier's status page, the
// poster's answer, statements of reasons, appeals and the transparency page. Apart from
// MESSAGES so a first visit to / does not load it. The texts are the catalogue's
// (catalogue/notice/): getters and functions, read in the current language.

export { reportContentLink };

const t = messagesOf('notice', en);
const m = messagesOf('noticeMails', mailsEn);

/** An object of getters, one per key, each reading its text when shown. */
function labels<K extends string>(keys: Record<K, keyof typeof en & string>): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const [key, id] of Object.entries(keys) as [K, keyof typeof en & string][]) {
    Object.defineProperty(out, key, {
      get: () => (t as (k: string) => string)(id),
      enumerable: true,
    });
  }
  return out;
}

export const NOTICE_MESSAGES = joinTexts(constantTexts(t, en), {
  get reportLink() {
    return reportContentLink();
  },
  regimeLabels: labels<Regime>({
    uk: 'regimeUk',
    au: 'regimeAu',
    eu: 'regimeEu',
    other: 'regimeOther',
  }),
  reasonLabels: labels<NoticeReason>({
    defamation: 'reasonDefamation',
    illegal: 'reasonIllegal',
    privacy: 'reasonPrivacy',
    other: 'reasonOther',
  }),
  received: (reference: string) => t('received', { reference }),
  statusTitle: (reference: string) => t('statusTitle', { reference }),
  statusLabels: labels({
    received: 'statusReceived',
    poster_told: 'statusPosterTold',
    answered: 'statusAnswered',
    decided: 'statusDecided',
  }) as Record<string, string>,
  // The poster's side
  answerDeadline: (when: string) => t('answerDeadline', { when }),
  answerKinds: labels<PosterAnswerKind>({
    consent: 'answerConsent',
    refuse: 'answerRefuse',
    answer: 'answerAnswer',
  }),
  // The desk
  decisionLabels: labels({ remove: 'decisionRemove', keep: 'decisionKeep' }) as Record<
    string,
    string
  >,
  // Statements and appeals
  restrictionLabels: labels<Restriction>({
    hide: 'restrictionHide',
    remove: 'restrictionRemove',
    hold: 'restrictionHold',
    suspend: 'restrictionSuspend',
    refuse_trade: 'restrictionRefuseTrade',
  }),
  transparencyColumns: labels({
    quarter: 'columnQuarter',
    received: 'columnReceived',
    decided: 'columnDecided',
    share: 'columnShare',
    median: 'columnMedian',
    p90: 'columnP90',
    appeals: 'columnAppeals',
    reversals: 'columnReversals',
  }),
  appealUntil: (when: string) => t('appealUntil', { when }),
  deskUndo: (seconds: number) => t('deskUndo', { seconds }),
  get cannedReasons(): readonly string[] {
    return [t('cannedReason1'), t('cannedReason2'), t('cannedReason3'), t('cannedReason4')];
  },
  get bulkNetwork() {
    return t('bulkNetwork', { example: '2001:db8:1::/48' });
  },
  bulkDone: (n: number) => t('bulkDone', { n }),
  deskLodger: (input: {
    name: string;
    since: string;
    cases: number;
    hidden: number;
    statements: number;
  }) => t('deskLodger', input),
  deskNotifierCounts: (input: { notices: number; removed: number; kept: number }) =>
    t('deskNotifierCounts', input),
  deskFilterDueLabels: labels({
    all: 'deskDueAll',
    overdue: 'deskDueOverdue',
    day: 'deskDueDay',
    answered: 'deskDueAnswered',
  }),
  deskWaiting: (n: number) => t('deskWaiting', { n }),
  transparencyFigure: (n: number) => t('transparencyFigure', { n }),
  transparencyShare: (share: number) => t('transparencyShare', { share }),
});

const paragraphs = (...lines: string[]) => lines.join('\n\n');

/** The wording of the mails and notices of issue 48; every one names a reference, never a person. */
export const NOTICE_MAILS = {
  ackSubject: (reference: string) => m('ackSubject', { reference }),
  ackBody: (reference: string, link: string, decideBy: string) =>
    paragraphs(
      m('ackReceived', { reference }),
      m('ackDecideBy', { decideBy }),
      m('ackFollow', { link }),
      m('ackPrivacy'),
    ),
  get posterSubject() {
    return m('posterSubject');
  },
  posterBody: (input: {
    title: string;
    complaint: string;
    location: string;
    answerBy: string;
    link: string;
    uk: boolean;
  }) =>
    paragraphs(
      m('posterComplained', { title: input.title }),
      m('posterLocation', { location: input.location }),
      m('posterComplaint', { complaint: input.complaint }),
      input.uk
        ? m('posterUk', { answerBy: input.answerBy })
        : m('posterOther', { answerBy: input.answerBy }),
      m('posterAnswerHere', { link: input.link }),
    ),
  statementSubject: (reference: string) => m('statementSubject', { reference }),
  statementBody: (input: {
    reference: string;
    what: string;
    facts: string;
    rule: string;
    automated: boolean;
    appeal: string;
  }) =>
    paragraphs(
      m('statementTitle', { reference: input.reference }),
      m('statementWhat', { what: input.what }),
      m('statementFacts', { facts: input.facts }),
      m('statementRule', { rule: input.rule }),
      input.automated ? m('statementAutomated') : m('statementByModerator'),
      input.appeal,
    ),
  appealHow: (link: string, until: string) => m('appealHow', { link, until }),
  notifierOutcomeSubject: (reference: string) => m('notifierOutcomeSubject', { reference }),
  notifierOutcomeBody: (input: {
    reference: string;
    outcome: string;
    reasons: string;
    link: string;
  }) =>
    paragraphs(
      m('notifierOutcome', { reference: input.reference, outcome: input.outcome }),
      m('reasonsLine', { reasons: input.reasons }),
      m('detailsLine', { link: input.link }),
    ),
  appealOutcomeSubject: (reference: string) => m('appealOutcomeSubject', { reference }),
  appealOutcomeBody: (reference: string, outcome: 'upheld' | 'reversed', reasons: string) =>
    paragraphs(
      outcome === 'reversed'
        ? m('appealReversed', { reference })
        : m('appealUpheld', { reference }),
      m('reasonsLine', { reasons }),
    ),
};
