import {
  formatZonedDateTime,
  NOTICE_MAILS,
  NOTICE_MESSAGES,
  noticeDeadlines,
  REGIME_CLOCKS,
  type Regime,
  type Restriction,
} from '@forewarn/domain';
import { eq } from 'drizzle-orm';
import type { MailMessage } from '../../adapters/mail/mail.js';
import { appeals, cases, notices, statements, users } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { dateLocale } from '../../lib/date-locale.js';
import { maskedTitle } from '../cases/free-text.js';
import { statusToken } from './tokens.js';

// Every mail of notice and action (issue 48) is a job (`notice_mail`, payload: a kind and an
// id), added in the transaction that causes it and sent after the commit; retried until it
// goes, and written once whatever the retries (the idempotency key, docs/decisions/0037).

export const NOTICE_MAIL_KINDS = ['ack', 'poster', 'outcome', 'statement', 'appeal'] as const;
export type NoticeMailKind = (typeof NOTICE_MAIL_KINDS)[number];

type Deps = Pick<AppDeps, 'database' | 'mail' | 'config'>;

const when = (at: Date | null, regime: Regime) =>
  at ? formatZonedDateTime(at, REGIME_CLOCKS[regime].zone, dateLocale()) : '';

async function statementMail(deps: Deps, id: string): Promise<MailMessage[]> {
  const { db } = deps.database;
  const [row] = await db
    .select({ s: statements, email: users.email })
    .from(statements)
    .innerJoin(users, eq(users.id, statements.recipientId))
    .where(eq(statements.id, id));
  if (!row) return [];
  const s = row.s;
  const link = `${deps.config.publicUrl}/my-decisions`;
  return [
    {
      to: row.email,
      subject: NOTICE_MAILS.statementSubject(s.reference),
      text: NOTICE_MAILS.statementBody({
        reference: s.reference,
        what: NOTICE_MESSAGES.restrictionLabels[s.restriction as Restriction],
        facts: s.facts,
        rule: s.rule,
        automated: s.automated,
        appeal: NOTICE_MAILS.appealHow(
          link,
          formatZonedDateTime(s.appealUntil, 'UTC', dateLocale()),
        ),
      }),
      idempotencyKey: `statement-${s.id}`,
    },
  ];
}

async function noticeMails(deps: Deps, kind: 'ack' | 'poster' | 'outcome', id: string) {
  const { db } = deps.database;
  const [row] = await db
    .select({ n: notices, kase: cases, posterEmail: users.email })
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
      {
        to: n.notifierEmail,
        subject: NOTICE_MAILS.ackSubject(n.reference),
        text: NOTICE_MAILS.ackBody(n.reference, statusLink, when(due, regime)),
        idempotencyKey: `notice-ack-${n.id}`,
      },
    ];
  }
  if (kind === 'outcome') {
    return [
      {
        to: n.notifierEmail,
        subject: NOTICE_MAILS.notifierOutcomeSubject(n.reference),
        text: NOTICE_MAILS.notifierOutcomeBody({
          reference: n.reference,
          outcome: NOTICE_MESSAGES.decisionLabels[n.decision ?? 'keep'] ?? '',
          reasons: n.decisionReason ?? '',
          link: statusLink,
        }),
        idempotencyKey: `notice-outcome-${n.id}`,
      },
    ];
  }
  if (!row.kase || !row.posterEmail) return [];
  return [
    {
      to: row.posterEmail,
      subject: NOTICE_MAILS.posterSubject,
      text: NOTICE_MAILS.posterBody({
        title: maskedTitle(row.kase),
        complaint: n.explanation,
        location: n.location,
        answerBy: when(n.answerBy, regime),
        link: `${deps.config.publicUrl}/case/${row.kase.id}/notices`,
        uk: regime === 'uk',
      }),
      idempotencyKey: `notice-poster-${n.id}`,
    },
  ];
}

async function appealMails(deps: Deps, id: string): Promise<MailMessage[]> {
  const { db } = deps.database;
  const [row] = await db
    .select({ a: appeals, s: statements, email: users.email })
    .from(appeals)
    .innerJoin(statements, eq(statements.id, appeals.statementId))
    .leftJoin(users, eq(users.id, appeals.appellantId))
    .where(eq(appeals.id, id));
  if (!row?.a.outcome) return [];
  const outcome = row.a.outcome as 'upheld' | 'reversed';
  const text = NOTICE_MAILS.appealOutcomeBody(row.s.reference, outcome, row.a.reason ?? '');
  const mails: MailMessage[] = [];
  if (row.email) {
    mails.push({
      to: row.email,
      subject: NOTICE_MAILS.appealOutcomeSubject(row.s.reference),
      text,
      idempotencyKey: `appeal-${id}`,
    });
  }
  if (row.s.noticeId) {
    const [notice] = await db.select().from(notices).where(eq(notices.id, row.s.noticeId));
    if (notice) {
      mails.push({
        to: notice.notifierEmail,
        subject: NOTICE_MAILS.appealOutcomeSubject(row.s.reference),
        text,
        idempotencyKey: `appeal-notifier-${id}`,
      });
    }
  }
  return mails;
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
