import {
  formatZonedDateTime,
  NOTICE_MAILS,
  NOTICE_MESSAGES,
  noticeDeadlines,
  REGIME_CLOCKS,
  type Regime,
  type Restriction,
  statementRule,
} from '@forewarn/domain';
import { eq } from 'drizzle-orm';
import type { MailMessage } from '../../adapters/mail/mail.js';
import { appeals, cases, notices, statements, users } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { dateLocale } from '../../lib/date-locale.js';
import { addressLanguage, inLanguage } from '../../lib/language.js';
import { maskedTitle } from '../cases/free-text.js';
import { statusToken } from './tokens.js';

// Every mail of notice and action (issue 48) is a job (`notice_mail`, payload: a kind and an
// id), added in the transaction that causes it and sent after the commit; retried until it
// goes, and written once whatever the retries (the idempotency key, docs/decisions/0037).
// Each is written in its recipient's language (issue 49): a member's saved one; a notifier's
// is their account's if their address has one, else the language their notice was sent in.

export const NOTICE_MAIL_KINDS = ['ack', 'poster', 'outcome', 'statement', 'appeal'] as const;
export type NoticeMailKind = (typeof NOTICE_MAIL_KINDS)[number];

type Deps = Pick<AppDeps, 'database' | 'mail' | 'config'>;

const when = (at: Date | null, regime: Regime) =>
  at ? formatZonedDateTime(at, REGIME_CLOCKS[regime].zone, dateLocale()) : '';

async function statementMail(deps: Deps, id: string): Promise<MailMessage[]> {
  const { db } = deps.database;
  const [row] = await db
    .select({ s: statements, email: users.email, language: users.language })
    .from(statements)
    .innerJoin(users, eq(users.id, statements.recipientId))
    .where(eq(statements.id, id));
  if (!row) return [];
  const s = row.s;
  const link = `${deps.config.publicUrl}/my-decisions`;
  return [
    inLanguage(row.language, () => ({
      to: row.email,
      subject: NOTICE_MAILS.statementSubject(s.reference),
      text: NOTICE_MAILS.statementBody({
        reference: s.reference,
        what: NOTICE_MESSAGES.restrictionLabels[s.restriction as Restriction],
        facts: s.facts,
        rule: statementRule(s.ruleId, s.rule),
        automated: s.automated,
        appeal: NOTICE_MAILS.appealHow(
          link,
          formatZonedDateTime(s.appealUntil, 'UTC', dateLocale()),
        ),
      }),
      idempotencyKey: `statement-${s.id}`,
    })),
  ];
}

async function noticeMails(deps: Deps, kind: 'ack' | 'poster' | 'outcome', id: string) {
  const { db } = deps.database;
  const [row] = await db
    .select({ n: notices, kase: cases, posterEmail: users.email, posterLanguage: users.language })
    .from(notices)
    .leftJoin(cases, eq(cases.id, notices.caseId))
    .leftJoin(users, eq(users.id, cases.creatorId))
    .where(eq(notices.id, id));
  if (!row) return [];
  const { n } = row;
  const regime = n.regime as Regime;
  const statusLink = `${deps.config.publicUrl}/notices/status/${await statusToken(db, deps.database, n.id)}`;
  if (kind === 'ack') {
    const due = noticeDeadlines(regime, { receivedAt: n.receivedAt }).decideBy ?? n.dueAt;
    return [
      inLanguage(await notifierLanguage(db, n), () => ({
        to: n.notifierEmail,
        subject: NOTICE_MAILS.ackSubject(n.reference),
        text: NOTICE_MAILS.ackBody(n.reference, statusLink, when(due, regime)),
        idempotencyKey: `notice-ack-${n.id}`,
      })),
    ];
  }
  if (kind === 'outcome') {
    return [
      inLanguage(await notifierLanguage(db, n), () => ({
        to: n.notifierEmail,
        subject: NOTICE_MAILS.notifierOutcomeSubject(n.reference),
        text: NOTICE_MAILS.notifierOutcomeBody({
          reference: n.reference,
          outcome: NOTICE_MESSAGES.decisionLabels[n.decision ?? 'keep'] ?? '',
          reasons: n.decisionReason ?? '',
          link: statusLink,
        }),
        idempotencyKey: `notice-outcome-${n.id}`,
      })),
    ];
  }
  const { kase, posterEmail } = row;
  if (!kase || !posterEmail) return [];
  return [
    inLanguage(row.posterLanguage, () => ({
      to: posterEmail,
      subject: NOTICE_MAILS.posterSubject,
      text: NOTICE_MAILS.posterBody({
        title: maskedTitle(kase),
        complaint: n.explanation,
        location: n.location,
        answerBy: when(n.answerBy, regime),
        link: `${deps.config.publicUrl}/case/${kase.id}/notices`,
        uk: regime === 'uk',
      }),
      idempotencyKey: `notice-poster-${n.id}`,
    })),
  ];
}

async function appealMails(deps: Deps, id: string): Promise<MailMessage[]> {
  const { db } = deps.database;
  const [row] = await db
    .select({ a: appeals, s: statements, email: users.email, language: users.language })
    .from(appeals)
    .innerJoin(statements, eq(statements.id, appeals.statementId))
    .leftJoin(users, eq(users.id, appeals.appellantId))
    .where(eq(appeals.id, id));
  if (!row?.a.outcome) return [];
  const outcome = row.a.outcome as 'upheld' | 'reversed';
  const { reference } = row.s;
  const mail = (to: string, idempotencyKey: string) => ({
    to,
    subject: NOTICE_MAILS.appealOutcomeSubject(reference),
    text: NOTICE_MAILS.appealOutcomeBody(reference, outcome, row.a.reason ?? ''),
    idempotencyKey,
  });
  const mails: MailMessage[] = [];
  const email = row.email;
  if (email) mails.push(inLanguage(row.language, () => mail(email, `appeal-${id}`)));
  if (row.s.noticeId) {
    const [notice] = await db.select().from(notices).where(eq(notices.id, row.s.noticeId));
    if (notice) {
      const language = await notifierLanguage(db, notice);
      mails.push(inLanguage(language, () => mail(notice.notifierEmail, `appeal-notifier-${id}`)));
    }
  }
  return mails;
}

/** A notifier's language: their account's saved one, else their notice's request's. */
async function notifierLanguage(
  db: Deps['database']['db'],
  notice: { notifierEmail: string; notifierLanguage: string },
): Promise<string> {
  return (await addressLanguage(db, notice.notifierEmail)) ?? notice.notifierLanguage;
}

/** The `notice_mail` job: builds the mails from the rows as they are now, and sends them. */
export async function sendNoticeMail(
  deps: Deps,
  kind: NoticeMailKind,
  id: string,
): Promise<number> {
  const mails =
    kind === 'statement'
      ? await statementMail(deps, id)
      : kind === 'appeal'
        ? await appealMails(deps, id)
        : await noticeMails(deps, kind, id);
  for (const mail of mails) await deps.mail.send(mail);
  return mails.length;
}
