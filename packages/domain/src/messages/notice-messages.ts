import type { NoticeReason, PosterAnswerKind, Restriction } from '../notices/notice-schemas.js';
import type { Regime } from '../notices/regimes.js';

// Notice and action (issue 48): the public notice form, the notifier's status page, the
// poster's answer, statements of reasons, appeals and the transparency page. Apart from
// MESSAGES so a first visit to / does not load it.

import { reportContentLink } from './report-content-link.js';

export { reportContentLink };

export const NOTICE_MESSAGES = {
  get reportLink() {
    return reportContentLink();
  },
  formTitle: 'Report illegal or defamatory content',
  formIntro:
    'Anyone may send this notice; no account is needed. We acknowledge it by email with a reference and a link to follow it.',
  regimeLabel: 'Which law do you complain under?',
  regimeLabels: {
    uk: 'UK: Defamation (Operators of Websites) Regulations 2013',
    au: 'Australia: defamation law (digital intermediaries)',
    eu: 'EU: Digital Services Act (Ireland)',
    other: 'Elsewhere',
  } satisfies Record<Regime, string>,
  reasonLabel: 'What is wrong with it?',
  reasonLabels: {
    defamation: 'It is defamatory of me or the person I act for',
    illegal: 'It is illegal content',
    privacy: 'It discloses private information unlawfully',
    other: 'Something else the law forbids',
  } satisfies Record<NoticeReason, string>,
  explanationLabel: 'Explain why, and what exactly is complained of',
  explanationRequired: 'Please explain what is wrong with it and why.',
  locationLabel: 'The exact part of the case (for example its title, a sentence, an image)',
  locationRequired: 'Please say exactly where the content is.',
  nameLabel: 'Your full name',
  nameRequired: 'Your name is required.',
  emailLabel: 'Your email address',
  goodFaithLabel:
    'I believe in good faith that the information and allegations in this notice are accurate and complete.',
  goodFaithRequired: 'Please confirm the statement of good faith.',
  meaningLabel: 'The meaning you say the statement has',
  meaningRequired: 'Please say what you say the statement means.',
  inaccurateLabel: 'Which parts are factually inaccurate, or opinions not supported by fact',
  inaccurateRequired: 'Please say which parts are inaccurate or unsupported opinion.',
  cannotIdentifyLabel:
    'I do not have enough information about the poster to bring proceedings against them.',
  consentShareLabel: 'The poster may be given my name and email address.',
  submit: 'Send notice',
  received: (reference: string) =>
    `Notice received. Your reference is ${reference}. We have emailed you a link to follow it.`,
  caseNotFound: 'That case could not be found.',
  noticeFlood: 'Too many notices from your network. Please try again later.',
  challengeRequired: 'Please wait while your browser proves it is not a robot, then send again.',
  statusNotFound: 'This link is not valid.',
  statusTitle: (reference: string) => `Notice ${reference}`,
  statusLabels: {
    received: 'Received',
    poster_told: 'The poster has been told',
    answered: 'The poster has answered',
    decided: 'Decided',
  } as Record<string, string>,
  fromNamedPerson: 'From the verified person named',
  // The poster's side
  answerTitle: 'A notice of complaint about your case',
  answerDeadline: (when: string) => `Please answer by ${when}.`,
  answerKinds: {
    consent: 'I agree to the removal of the case',
    refuse: 'I refuse: the case stays (my name and postal address are required)',
    answer: 'I answer the complaint',
  } satisfies Record<PosterAnswerKind, string>,
  answerTextLabel: 'Your answer',
  answerTextRequired: 'Please write your answer.',
  posterNameRequired: 'Your full name is required to refuse.',
  posterAddressRequired: 'Your postal address is required to refuse.',
  answerSent: 'Answer sent. A moderator reads it beside the notice.',
  answerClosed: 'This notice has been decided; it takes no more answers.',
  answerTooLate: 'The time to answer this notice has passed.',
  alreadyAnswered: 'You have already answered this notice.',
  // The desk
  claimedByAnother: 'Another moderator is deciding this item.',
  alreadyDecided: 'This item has already been decided.',
  notClaimed: 'Claim the item before deciding it.',
  decisionLabels: { remove: 'Remove the case', keep: 'Keep the case' } as Record<string, string>,
  // Statements and appeals
  restrictionLabels: {
    hide: 'The case was hidden',
    remove: 'The case was removed',
    hold: 'The case was held for a moderator',
    suspend: 'The account was suspended',
    refuse_trade: 'The trade application was refused',
  } satisfies Record<Restriction, string>,
  appealTextRequired: 'Please say why the decision is wrong.',
  appealClosed: 'Appeals close six months after the decision.',
  appealExists: 'This decision has already been appealed.',
  appealNotYours: 'Only the person the decision restricted may appeal it.',
  appealSent: 'Appeal received. A different moderator will decide it.',
  appealSameModerator: 'A different moderator than the first must decide the appeal.',
  appealDecided: 'This appeal has already been decided.',
  statementNotFound: 'That decision could not be found.',
  bulkScopeRequired: 'Choose a network or a time window.',
  transparencyTitle: 'Transparency: notices and decisions',
  transparencyCsv: 'Download the year as CSV',
  transparencyColumns: {
    quarter: 'Quarter',
    received: 'Notices received',
    decided: 'Decided',
    share: 'Share acted on',
    median: 'Median hours to decision',
    p90: '90th percentile hours',
    appeals: 'Appeals',
    reversals: 'Reversals',
  },
  caseLabel: 'Case',
  working: 'Proving your browser is not a robot…',
  statusIntro: 'What has happened to your notice so far.',
  dueLabel: 'Next deadline',
  outcomeLabel: 'Outcome',
  posterNoticesTitle: 'Notices of complaint about your case',
  noNotices: 'There are no notices about this case.',
  sendAnswer: 'Send answer',
  nameLabelPoster: 'Your full name',
  addressLabel: 'Your postal address',
  consentReleaseLabel: 'The complainant may be given my name and address.',
  myDecisionsTitle: 'Decisions about you, and appeals',
  noDecisions: 'No decision has restricted your cases or account.',
  appealLabel: 'Why is the decision wrong?',
  appealButton: 'Appeal',
  appealUntil: (when: string) => `You may appeal until ${when}.`,
  // The desk
  deskTitle: 'Notices desk',
  deskNext: 'Next item (N)',
  deskEmpty: 'No notices wait for a decision.',
  deskShortcuts:
    'Keys: R remove, K keep, 1–4 canned reason, U undo (10 s), N next. Tab and Enter work too.',
  deskRemove: 'Remove (R)',
  deskKeep: 'Keep (K)',
  deskUndo: (seconds: number) => `Undo (U): sent in ${seconds} s`,
  deskUndone: 'Undone: nothing was sent.',
  deskDecided: 'Decided.',
  deskReasonLabel: 'Reasons (they fill the statement of reasons)',
  cannedReasons: [
    'The statement complained of is a factual claim the poster did not support.',
    'The poster agreed to the removal.',
    'The poster did not answer in time.',
    'The case states an honest opinion on facts it gives; it is lawful.',
  ],
  appealsTitle: 'Appeals',
  noAppeals: 'No appeals wait for a decision.',
  uphold: 'Uphold',
  reverse: 'Reverse',
  bulkTitle: 'Held cases, in waves',
  bulkNetwork: 'Network (e.g. 2001:db8:1::/48)',
  bulkRelease: 'Release all',
  bulkRemove: 'Remove all',
  bulkDone: (n: number) => `${n} cases decided.`,
  bulkFrom: 'Created from',
  bulkTo: 'Created before',
  bulkOr: 'or every held first case created in one window:',
  // Statements of restrictions no person decided, and of refused trade applications
  holdFacts:
    'Your account is new and sign-ups across Forewarn run above normal, so your first case waits for a moderator before it is shown.',
  // The desk's view of one item: everything needed to decide on one screen
  deskCaseTitle: 'The case',
  deskImages: 'Images',
  deskNoImages: 'No images.',
  deskResponses: 'Responses',
  deskNoResponses: 'No responses.',
  deskNotice: 'The notice',
  deskNotifier: 'Notifier',
  deskPosterAnswer: 'The poster’s answer',
  deskNoAnswer: 'No answer yet.',
  deskLodgerHistory: 'The lodger’s history',
  deskEarlierDecisions: 'Earlier decisions',
  deskNoEarlier: 'None.',
  deskLodger: (input: {
    name: string;
    since: string;
    cases: number;
    hidden: number;
    statements: number;
  }) =>
    `${input.name}, member since ${input.since}: ${input.cases} ${input.cases === 1 ? 'case' : 'cases'}, ${input.hidden} hidden, ${input.statements} ${input.statements === 1 ? 'statement' : 'statements'} of reasons.`,
  deskLodgerGone: 'The lodger deleted their account.',
  deskNotifierCounts: (input: { notices: number; removed: number; kept: number }) =>
    `${input.notices} earlier ${input.notices === 1 ? 'notice' : 'notices'} from this email: ${input.removed} removed, ${input.kept} kept.`,
  deskFilters: 'Filters',
  deskFilterRegime: 'Law',
  deskFilterReason: 'Complaint',
  deskFilterDue: 'Deadline',
  deskFilterAll: 'All',
  deskFilterDueLabels: {
    all: 'All',
    overdue: 'Past its deadline',
    day: 'Due within 24 hours',
    answered: 'The poster has answered',
  },
  deskOrder: 'Ordered by deadline, then age.',
  deskWaiting: (n: number) => `${n} ${n === 1 ? 'notice waits' : 'notices wait'}.`,
} as const;

/** The wording of the mails and notices of issue 48; every one names a reference, never a person. */
export const NOTICE_MAILS = {
  ackSubject: (reference: string) => `Forewarn: your notice ${reference} was received`,
  ackBody: (reference: string, link: string, decideBy: string) =>
    [
      `We received your notice of complaint. Its reference is ${reference}.`,
      `We aim to decide it by ${decideBy}.`,
      `Follow it here: ${link}`,
      'Only our moderators see your name and email address.',
    ].join('\n\n'),
  posterSubject: 'Forewarn: a notice of complaint about your case',
  posterBody: (input: {
    title: string;
    complaint: string;
    location: string;
    answerBy: string;
    link: string;
    uk: boolean;
  }) =>
    [
      `Someone has complained about your case “${input.title}”.`,
      `What is complained of: ${input.location}`,
      `The complaint: ${input.complaint}`,
      input.uk
        ? `Under the Defamation (Operators of Websites) Regulations 2013 you may agree to its removal, or refuse with your full name and postal address. If you do not answer by ${input.answerBy}, the case is removed.`
        : `You may agree to its removal, or answer the complaint, by ${input.answerBy}.`,
      `Answer here (sign in first): ${input.link}`,
    ].join('\n\n'),
  statementSubject: (reference: string) => `Forewarn: statement of reasons ${reference}`,
  statementBody: (input: {
    reference: string;
    what: string;
    facts: string;
    rule: string;
    automated: boolean;
    appeal: string;
  }) =>
    [
      `Statement of reasons ${input.reference}`,
      `What was done: ${input.what}`,
      `The facts: ${input.facts}`,
      `The rule: ${input.rule}`,
      input.automated
        ? 'This decision was made automatically.'
        : 'This decision was made by a moderator; no automated means were used.',
      input.appeal,
    ].join('\n\n'),
  appealHow: (link: string, until: string) =>
    `You may appeal until ${until}: ${link}. A different moderator decides appeals.`,
  notifierOutcomeSubject: (reference: string) => `Forewarn: your notice ${reference} was decided`,
  notifierOutcomeBody: (input: {
    reference: string;
    outcome: string;
    reasons: string;
    link: string;
  }) =>
    [
      `Your notice ${input.reference} was decided: ${input.outcome}.`,
      `Reasons: ${input.reasons}`,
      `Details: ${input.link}`,
    ].join('\n\n'),
  appealOutcomeSubject: (reference: string) => `Forewarn: the appeal of ${reference} was decided`,
  appealOutcomeBody: (reference: string, outcome: 'upheld' | 'reversed', reasons: string) =>
    [
      outcome === 'reversed'
        ? `The appeal of decision ${reference} succeeded: the decision was reversed.`
        : `The appeal of decision ${reference} did not succeed: the decision stands.`,
      `Reasons: ${reasons}`,
    ].join('\n\n'),
} as const;
