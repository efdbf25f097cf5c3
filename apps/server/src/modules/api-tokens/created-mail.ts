import { API_TOKEN_SCOPE_LABELS, type ApiTokenScope, formatZonedDateTime } from '@forewarn/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client.js';
import { apiTokens, users } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
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
  const scopes = (token?.scopes ?? []) as ApiTokenScope[];
  await deps.mail.send({
    to: member.email,
    subject: 'A new API token was created on your Forewarn account',
    idempotencyKey: `api-token-created-${job.tokenId}`,
    text: [
      'Hello,',
      '',
      token
        ? `An API token named "${token.name}" was created on your Forewarn account on ${formatZonedDateTime(token.createdAt, member.timeZone)}.`
        : 'An API token was created on your Forewarn account. It has been revoked since.',
      ...(token
        ? [
            '',
            'It may:',
            ...scopes.map(
              (s) => `- ${API_TOKEN_SCOPE_LABELS[s].name}: ${API_TOKEN_SCOPE_LABELS[s].detail}`,
            ),
            '',
            token.endsWithPassword
              ? 'It ends when your password changes.'
              : 'It was made to survive a password change: when you change your password, it ends unless you choose to keep it.',
            token.expiresAt
              ? `It expires on ${formatZonedDateTime(token.expiresAt, member.timeZone)}.`
              : 'It does not expire: it works until you revoke it.',
          ]
        : []),
      '',
      'If this was not you, change your password now (every token ends with it unless you keep it)',
      `and revoke the token on My Account: ${publicUrl}/MyAccountPage`,
      '',
      'Forewarn',
    ].join('\n'),
  });
}
