import { randomBytes } from 'node:crypto';
import { type CountryCode, containsProfanity, DEFAULT_COUNTRY } from '@forewarn/domain';
import type { FastifyReply } from 'fastify';
import type { DbOrTx } from '../src/db/client.js';
import { caseIdentifiers, cases, users } from '../src/db/schema/index.js';
import { newCaseId } from '../src/lib/ids.js';
import { hashPassword } from '../src/lib/passwords.js';
import { caseIdentifierRows } from '../src/modules/cases/identifiers.js';
import { createSession, SESSION_COOKIE } from '../src/plugins/session.js';

// Factories, not fixtures: each returns a valid row, with overrides for what a test cares
// about. Demo data and browser tests use the same shapes.

export const DEFAULT_PASSWORD = 'correct horse battery';

/**
 * 8 random hex characters that the profanity check passes: random letters and digits spell a
 * word it refuses about 1 time in 800 (its leetspeak rules read 'a555' as 'ass'), and a sign-up with such a
 * username would fail a test by chance.
 */
export function unique(): string {
  for (;;) {
    const token = randomBytes(4).toString('hex');
    if (!containsProfanity(token)) return token;
  }
}

/**
 * 8 random letters the profanity check passes, for a title or name in free text that masking
 * must not read as a number (issue 14 §2): hex with its digits turned into g to p.
 */
export function uniqueLetters(): string {
  for (;;) {
    const token = randomBytes(4)
      .toString('hex')
      .replace(/\d/g, (d) => 'ghijklmnop'.charAt(Number(d)));
    if (!containsProfanity(token)) return token;
  }
}

/**
 * A username for a test's sign-up or rename: `<prefix>_<8 hex>`, whole names the profanity
 * check would refuse skipped (digits in a timestamp spelled words too: 'newbie_7_455').
 */
export function testUsername(prefix: string): string {
  for (;;) {
    const name = `${prefix}_${unique()}`;
    if (!containsProfanity(name)) return name;
  }
}

export type TestUser = typeof users.$inferSelect & { password: string };

/**
 * One argon2id hash per password per process: a hash costs about 25 ms of CPU, and seven server
 * test files alone spent 20 s of CPU on their users' (decision 0090). The hash is a real one, so
 * signing in still verifies it; the server's own hashing (sign-up, reset, change) is untouched.
 */
const hashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  let hashed = hashes.get(password);
  if (!hashed) {
    hashed = hashPassword(password);
    hashes.set(password, hashed);
  }
  return hashed;
}

export async function makeUser(
  db: DbOrTx,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
): Promise<TestUser> {
  const { password = DEFAULT_PASSWORD, ...columns } = overrides;
  const id = unique();
  const [user] = await db
    .insert(users)
    .values({
      email: `user-${id}@example.test`,
      username: `user_${id}`,
      passwordHash: await hashOnce(password),
      country: DEFAULT_COUNTRY,
      emailVerified: true,
      // Past its first day (a new account lodges 1 case that day, docs/decisions/0028); a test
      // of a new account passes createdAt.
      createdAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000),
      ...columns,
    })
    .returning();
  if (!user) throw new Error('makeUser inserted nothing');
  return { ...user, password };
}

/** A cookie header for a fresh session of the user, for app.inject({ headers: { cookie } }). */
export async function sessionCookie(db: DbOrTx, userId: string): Promise<string> {
  let cookie = '';
  const reply = {
    setCookie(name: string, value: string) {
      cookie = `${name}=${value}`;
      return reply;
    },
  } as unknown as FastifyReply;
  await createSession(db, reply, userId, { secure: false });
  if (!cookie.startsWith(`${SESSION_COOKIE}=`)) throw new Error('no session cookie set');
  return cookie;
}

export type CaseOverrides = Partial<typeof cases.$inferInsert> & { creatorId: string };

export async function makeCase(db: DbOrTx, overrides: CaseOverrides) {
  const country = (overrides.country ?? DEFAULT_COUNTRY) as CountryCode;
  const values: typeof cases.$inferInsert = {
    id: newCaseId(),
    country,
    title: 'Took a deposit and never came back',
    name: 'Jordan Example',
    number: '0412 345 678',
    postcode: '2000',
    details:
      'Paid a deposit of four hundred dollars for tiling work. Nobody came on the agreed day and calls go unanswered since.',
    postAnonymously: true,
    ...overrides,
  };
  const [row] = await db.insert(cases).values(values).returning();
  if (!row) throw new Error('makeCase inserted nothing');
  const identifiers = caseIdentifierRows(row.id, country, row);
  if (identifiers.length > 0) await db.insert(caseIdentifiers).values(identifiers);
  return row;
}
