import { LIMITS, MESSAGES, SERVICE_MAIL_MESSAGES } from '@forewarn/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage } from '../../adapters/mail/mail.js';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../lib/app-error.js';
import { formatLongDay } from '../../lib/date-locale.js';
import { activeSuspension, suspendedError } from '../../lib/suspension.js';
import { newLinkToken, sha256 } from '../accounts/tokens.js';
import { LINK } from '../outbox/links.js';
import { queueMail, sendQueued } from '../outbox/outbox.js';
import { keepListedLink } from './keep-listed-link.js';
import {
  archiveStale,
  claimReminder,
  lockCaseByKeepToken,
  remindersDue,
  touchCase,
} from './retire-repository.js';

// Stale cases retire (issue 14 §4; docs/decisions/0019). A case nobody has touched for 3 years
// (no edit, response or un-pause) leaves search and the recent lists and shows 'Archived — older
// than 3 years' to its creator, the only one who can still open it. 30 days before, the
// creator is emailed a link that keeps it listed for another 3 years. Runs in the hourly
// housekeeping, with the clock as a parameter.

type Deps = Pick<AppDeps, 'database' | 'mail' | 'config'> & { log: FastifyBaseLogger };

/** At most this many reminders a sweep: a backlog drains over the following hours. */
const REMINDERS_PER_SWEEP = 200;

function staleReminderMail(
  to: string,
  options: {
    username: string | null;
    title: string;
    caseUrl: string;
    link: string;
    archivesOn: Date;
    timeZone: string | null;
    now: Date;
  },
): MailMessage {
  const day = formatLongDay(options.archivesOn, options.timeZone);
  const archived = options.archivesOn <= options.now;
  const M = SERVICE_MAIL_MESSAGES;
  return {
    to,
    subject: archived ? M.retireSubjectArchived : M.retireSubjectSoon,
    text: [
      options.username ? M.helloName(options.username) : M.hello,
      '',
      M.retireIdle(options.title),
      options.caseUrl,
      '',
      archived ? M.retireArchived : M.retireSoon(day),
      '',
      M.retireKeep,
      '',
      options.link,
      '',
      M.retireSettled,
      '',
      M.signature,
    ].join('\n'),
  };
}

const archivedAfter = (touched: Date) => {
  const next = new Date(touched);
  next.setUTCFullYear(next.getUTCFullYear() + LIMITS.archiveAfterYears);
  return next;
};

export type RetireCounts = { reminded: number; archived: number };

/**
 * The hourly sweep: reminders first (so an archived case's creator gets its link), then
 * archiving. Each reminder is claimed and queued in one transaction (docs/decisions/0086), sent
 * at once, and retried by the queue if it could not be; `reminded` counts those queued.
 */
export async function retireStaleCases(deps: Deps, now: Date): Promise<RetireCounts> {
  const { db } = deps.database;
  let reminded = 0;
  for (const due of await remindersDue(db, now, REMINDERS_PER_SWEEP)) {
    const token = newLinkToken();
    const queued = await db.transaction(async (tx) => {
      if (!(await claimReminder(tx, due.id, sha256(token), now))) return null;
      const mail = () =>
        staleReminderMail(due.creatorEmail, {
          username: due.creatorUsername,
          title: due.title,
          caseUrl: `${deps.config.publicUrl}/case/${encodeURIComponent(due.id)}`,
          link: LINK,
          archivesOn: archivedAfter(due.touchedAt),
          timeZone: due.creatorTimeZone,
          now,
        });
      // Not counted against the creator's mail cap: one a case every 3 years.
      return queueMail(tx, mail, 'uncounted', {
        url: keepListedLink(deps.config.publicUrl, due.id, token),
        issue: { kind: 'keep_listed', caseId: due.id },
      });
    });
    if (!queued) continue;
    reminded += 1;
    await sendQueued(deps, deps.log, [queued]);
  }
  const archived = await archiveStale(db, now);
  return { reminded, archived };
}

/**
 * The reminder's one-click link: anyone holding it (the creator's mailbox) keeps the case,
 * signed in or not. It writes on the creator's behalf, so a suspended creator is refused as
 * their signed-in writes are (docs/decisions/0021); the link still works once it ends.
 */
export async function keepListed(
  deps: Pick<AppDeps, 'database'>,
  caseId: string,
  token: string,
): Promise<{ message: string }> {
  if (token === '') throw notFound(MESSAGES.emailLinkInvalid);
  await deps.database.db.transaction(async (tx) => {
    const kase = await lockCaseByKeepToken(tx, caseId, sha256(token));
    if (!kase) throw notFound(MESSAGES.emailLinkInvalid);
    const suspension = activeSuspension(kase);
    if (suspension) throw suspendedError(suspension);
    await touchCase(tx, caseId);
  });
  return { message: MESSAGES.keptListed };
}
