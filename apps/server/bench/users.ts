import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { hashToken, SESSION_COOKIE } from '../src/plugins/session.js';

// Bench users, signed in: rows written straight into `users` and `sessions` (the session
// cookie is a random token whose SHA-256 the table keeps, exactly as createSession writes it),
// because signing up and logging in thousands of accounts through argon2 would take minutes
// and measure nothing the benchmark is about. Every account has a verified email, so it may
// lodge, respond and message (docs/decisions/0022).

export type BenchUser = { id: string; cookie: string };

const SESSION_DAYS = 1;

/** `count` new signed-in users named `bench_<label>_<n>`, each with one session. */
export async function createBenchUsers(
  pool: pg.Pool,
  label: string,
  count: number,
): Promise<BenchUser[]> {
  const users: BenchUser[] = [];
  // In slices, so no statement carries tens of thousands of parameters' worth of arrays.
  for (let start = 0; start < count; start += 5000) {
    const size = Math.min(5000, count - start);
    const numbers = Array.from({ length: size }, (_, k) => start + k);
    const inserted = await pool.query<{ id: string; n: number }>(
      // Made two days ago: a new account lodges 1 case on its first day (docs/decisions/0028).
      `INSERT INTO users (email, username, password_hash, email_verified, country, created_at)
       SELECT 'bench-' || $1::text || '-' || n || '@example.test', 'bench_' || $1::text || '_' || n,
              'not-a-hash', true, 'AU', now() - interval '2 days'
       FROM unnest($2::int[]) AS n
       RETURNING id, substring(username from '_(\\d+)$')::int AS n`,
      [label, numbers],
    );
    const byNumber = new Map(inserted.rows.map((row) => [row.n, row.id]));
    const ids = numbers.map((n) => byNumber.get(n) ?? '');
    const tokens = ids.map(() => randomBytes(32).toString('base64url'));
    await insertSessions(pool, ids, tokens);
    ids.forEach((id, k) => {
      users.push({ id, cookie: `${SESSION_COOKIE}=${tokens[k]}` });
    });
  }
  return users;
}

/** A new session for an existing user (the creator of the loaded cases). */
export async function signIn(pool: pg.Pool, userId: string): Promise<BenchUser> {
  const token = randomBytes(32).toString('base64url');
  await insertSessions(pool, [userId], [token]);
  return { id: userId, cookie: `${SESSION_COOKIE}=${token}` };
}

async function insertSessions(pool: pg.Pool, userIds: string[], tokens: string[]) {
  await pool.query(
    `INSERT INTO sessions (token_hash, user_id, expires_at)
     SELECT hash, user_id, now() + make_interval(days => $3::int)
     FROM unnest($1::text[], $2::uuid[]) AS s(hash, user_id)`,
    [tokens.map(hashToken), userIds, SESSION_DAYS],
  );
}

/**
 * Gives each of `owners` a share of the loaded cases (case i goes to owner ⌊(i−1)/perOwner⌋,
 * for i up to owners × perOwner), so My Lodgements lists a realistic handful, in every country
 * (the loaded cases take the countries in turn).
 */
export async function assignCases(
  pool: pg.Pool,
  owners: readonly BenchUser[],
  perOwner: number,
): Promise<void> {
  await pool.query(
    `UPDATE cases SET creator_id = ($1::uuid[])[(substring(id from 6)::int - 1) / $2::int + 1]
     WHERE id BETWEEN 'bench00000000001' AND 'bench' || lpad(($2::int * $3::int)::text, 11, '0')`,
    [owners.map((o) => o.id), perOwner, owners.length],
  );
}

/**
 * Gives cases from `first` on to `owners`, `perOwner` each in turn (case first + k to
 * owners[⌊k / perOwner⌋]): the chat threads' cases, one owner each, so no account takes part in
 * more than one bench thread (one account in all of them was one client sending half the
 * messages, and load shedding's share per account, decision 0030, refused it); and the heavy
 * lodgers' 2,000 each.
 */
export async function assignCasesFrom(
  pool: pg.Pool,
  owners: readonly BenchUser[],
  first: number,
  perOwner = 1,
): Promise<void> {
  await pool.query(
    `UPDATE cases SET creator_id = ($1::uuid[])[(substring(id from 6)::int - $2::int) / $3::int + 1]
     WHERE id BETWEEN 'bench' || lpad($2::text, 11, '0')
       AND 'bench' || lpad(($2::int + cardinality($1::uuid[]) * $3::int - 1)::text, 11, '0')`,
    [owners.map((o) => o.id), first, perOwner],
  );
}
