import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { runOnce } from 'graphile-worker';
import type { Database, DbOrTx } from '../src/db/client.js';
import { appeals, notices, statements } from '../src/db/schema/index.js';
import { graphileLogger } from '../src/jobs/graphile-logger.js';
import { taskList } from '../src/jobs/tasks.js';
import { sessionCookie, type TestUser } from './factories.js';

// What the notice tests share: calls as a role, a solved proof of work, and the job queue run
// until empty (the real worker's tasks, once, as the server's worker would run them).

/** A solved notice challenge, as the form's Web Worker makes one. */
export async function solveNoticeChallenge(app: FastifyInstance): Promise<string> {
  const challenge = (await app.inject({ method: 'GET', url: '/api/notices/challenge' })).json();
  let number = 0;
  const hash = (k: number) => createHash('sha256').update(`${challenge.salt}${k}`).digest('hex');
  while (number <= challenge.maxnumber && hash(number) !== challenge.challenge) number += 1;
  const { maxnumber: _unsent, ...sent } = challenge;
  return Buffer.from(JSON.stringify({ ...sent, number })).toString('base64');
}

export function kit(app: FastifyInstance, database: Database) {
  const db: DbOrTx = database.db;
  async function call(actor: TestUser | null, options: InjectOptions & { url: string }) {
    const cookie = actor ? await sessionCookie(db, actor.id) : undefined;
    return app.inject({
      ...options,
      headers: { ...options.headers, ...(cookie ? { cookie } : {}) },
    });
  }
  return {
    call,
    get: (actor: TestUser | null, url: string) => call(actor, { method: 'GET', url }),
    post: (actor: TestUser | null, url: string, payload: object = {}, remoteAddress?: string) =>
      call(actor, {
        method: 'POST',
        url,
        payload: payload as Record<string, unknown>,
        ...(remoteAddress ? { remoteAddress } : {}),
      }),
    /** A solved notice challenge, as the form's Web Worker makes one. */
    async altcha(): Promise<string> {
      const challenge = (await app.inject({ method: 'GET', url: '/api/notices/challenge' })).json();
      let number = 0;
      const hash = (k: number) =>
        createHash('sha256').update(`${challenge.salt}${k}`).digest('hex');
      while (number <= challenge.maxnumber && hash(number) !== challenge.challenge) number += 1;
      const { maxnumber: _unsent, ...sent } = challenge;
      return Buffer.from(JSON.stringify({ ...sent, number })).toString('base64');
    },
    /** Runs every queued job once, as the server's worker would. */
    async runJobs() {
      await runOnce({
        pgPool: database.pool,
        taskList: taskList({ ...app.deps, log: app.log }),
        logger: graphileLogger(null),
      });
    },
  };
}

let made = 0;
/** A notice about a case, its poster already told (answer open for five days), as fixtures. */
export async function insertNotice(
  db: DbOrTx,
  caseId: string,
  overrides: Partial<typeof notices.$inferInsert> = {},
) {
  made += 1;
  const receivedAt = new Date(Date.now() - 3_600_000);
  const [row] = await db
    .insert(notices)
    .values({
      reference: `N-KIT-${made}-${randomUUID().slice(0, 8)}`,
      statusTokenHash: randomUUID(),
      caseId,
      regime: 'eu',
      reason: 'illegal',
      explanation: 'Illegal content',
      location: 'The title',
      notifierName: 'Notifier',
      notifierEmail: 'notifier@example.test',
      goodFaith: true,
      receivedAt,
      tellPosterBy: receivedAt,
      posterToldAt: receivedAt,
      status: 'poster_told',
      answerBy: new Date(Date.now() + 5 * 86_400_000),
      dueAt: new Date(Date.now() + 3_600_000),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no notice');
  return row;
}

/** A statement of reasons to `recipientId` about a case, decided by `decidedBy`. */
export async function insertStatement(
  db: DbOrTx,
  input: { caseId: string; recipientId: string; decidedBy: string },
) {
  const [row] = await db
    .insert(statements)
    .values({
      reference: `S-KIT-${randomUUID().slice(0, 8)}`,
      restriction: 'hide',
      caseId: input.caseId,
      recipientId: input.recipientId,
      facts: 'Facts',
      rule: 'Rule',
      decidedBy: input.decidedBy,
      appealUntil: new Date(Date.now() + 100 * 86_400_000),
    })
    .returning();
  if (!row) throw new Error('no statement');
  return row;
}

/** An open appeal of a fresh statement. */
export async function insertAppeal(
  db: DbOrTx,
  input: { caseId: string; recipientId: string; decidedBy: string },
) {
  const statement = await insertStatement(db, input);
  const [row] = await db
    .insert(appeals)
    .values({ statementId: statement.id, appellantId: input.recipientId, text: 'Wrong.' })
    .returning();
  if (!row) throw new Error('no appeal');
  return row;
}
