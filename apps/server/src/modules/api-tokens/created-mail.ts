import {
  API_TOKEN_SCOPE_LABELS,
  type ApiTokenScope,
  formatZonedDateTime,
  SERVICE_MAIL_MESSAGES,
} from '@forewarn/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage } from '../../adapters/mail/mail.js';
import type { DbOrTx } from '../../db/client.js';
import { apiTokens, users } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { dateLocale } from '../../lib/date-locale.js';
import { inLanguage, memberLanguage } from '../../lib/language.js';
import { mayMail } from '../accounts/abuse-limits.js';

// The mail a member gets when a token is made on their account (issue 46). It goes through the
// job queue (docs/decisions/0036): enqueued in the token's own transaction, sent by a worker
// after the commit, so a token never exists without its mail on the way and no request waits on
// a mail server. The job holds ids only; the mail is written from the rows when it runs.

const TASK = 'api_token_created_mail';

/** Adds the job in the caller's transaction (the token's). */
export async function enqueueApiTokenCreatedMail(
  tx: DbOrTx,
  job: { userId: string; tokenId: string },
): Promise<void> {
  await tx.execute(sql`
    SELECT graphile_worker.add_job(
      ${TASK},
      json_build_object('userId', ${job.userId}::text, 'tokenId', ${job.tokenId}::text),
      job_key => ${`api-token-created:${job.tokenId}`},
      max_attempts => 12
    )`);
}

export const API_TOKEN_CREATED_TASK = TASK;

type MailDeps = Pick<AppDeps, 'database' | 'mail' | 'config'> & { log: FastifyBaseLogger };

/** The job: tells the account's address that a token was made, what it may do, and how to end it. */
export async function sendApiTokenCreatedMail(
  deps: MailDeps,
  job: { userId: string; tokenId: string },
): Promise<void> {
  const { db } = deps.database;
  const [member] = await db
    .select({ email: users.email, timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, job.userId));
  if (!member) return;
  const [token] = await db
    .select({
      name: apiTokens.name,
      scopes: apiTokens.scopes,
      endsWithPassword: apiTokens.endsWithPassword,
      createdAt: apiTokens.createdAt,
      expiresAt: apiTokens.expiresAt,
    })
    .from(apiTokens)
    .where(eq(apiTokens.id, job.tokenId));
  // A security mail: sent whatever the recipient's cap says (counted all the same).
  await mayMail(db, member.email, 'security');
  const publicUrl = deps.config.publicUrl;
  const language = await memberLanguage(db, job.userId);
  await deps.mail.send(
    inLanguage(language, () => tokenMail(member, token, publicUrl, job.tokenId)),
  );
}

type CreatedToken = {
  name: string;
  scopes: string[];
  endsWithPassword: boolean;
  createdAt: Date;
  expiresAt: Date | null;
};

/** The mail's words, in the member's saved language (issue 49): a job has no request's. */
function tokenMail(
  member: { email: string; timeZone: string | null },
  token: CreatedToken | undefined,
  publicUrl: string,
  tokenId: string,
): MailMessage {
  const M = SERVICE_MAIL_MESSAGES;
  const at = (date: Date) => formatZonedDateTime(date, member.timeZone, dateLocale());
  const scopes = (token?.scopes ?? []) as ApiTokenScope[];
  return {
    to: member.email,
    subject: M.tokenSubject,
    idempotencyKey: `api-token-created-${tokenId}`,
    text: [
      M.hello,
      '',
      token ? M.tokenCreated(token.name, at(token.createdAt)) : M.tokenRevokedSince,
      ...(token
        ? [
            '',
            M.tokenMay,
            ...scopes.map((s) =>
              M.tokenScope(API_TOKEN_SCOPE_LABELS[s].name, API_TOKEN_SCOPE_LABELS[s].detail),
            ),
            '',
            token.endsWithPassword ? M.tokenEndsWithPassword : M.tokenSurvivesPassword,
            token.expiresAt ? M.tokenExpires(at(token.expiresAt)) : M.tokenNoExpiry,
          ]
        : []),
      '',
      M.tokenNotYou(`${publicUrl}/MyAccountPage#api-tokens`),
      '',
      M.signature,
    ].join('\n'),
  };
}
