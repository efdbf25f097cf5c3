import pg from 'pg';
import { createStatementBatcher } from '../db/statement-batcher.js';
import { hasStanding, type VouchLookup } from './known-sessions.js';

// Who an unknown session cookie belongs to, asked before load shedding decides (issue 46, N15).
// Not through the process's pool: under a storm its queue is what sheds the public, and a
// member's first request would wait behind the very queries that shed it. One connection of its
// own, opened on first use, answers every lookup of a round trip in one indexed statement (the
// sessions' primary key), so a crowd of made-up cookies costs a statement per round trip, not a
// connection each.

const LOOKUP = `
  SELECT s.token_hash, u.id, u.email_verified, u.phone_verified, u.created_at, u.crowd_new_until
    FROM sessions s JOIN users u ON u.id = s.user_id
   WHERE s.token_hash = ANY($1::text[]) AND s.expires_at > now()`;

type Row = {
  token_hash: string;
  id: string;
  email_verified: boolean;
  phone_verified: boolean;
  created_at: Date;
  crowd_new_until: Date | null;
};

/** A lookup on a connection of its own, and how to close it. */
export function createVouchLookup(
  connectionString: string,
  now: () => number,
): { lookup: VouchLookup; close: () => Promise<void> } {
  let pool: pg.Pool | undefined;
  const open = () => {
    if (pool) return pool;
    pool = new pg.Pool({
      connectionString,
      max: 1,
      // Kept once opened: a storm is no time to open a connection (0: idle is never closed).
      idleTimeoutMillis: 0,
      // A lookup that cannot be answered soon is no use: the request then counts as its address.
      connectionTimeoutMillis: 2000,
      query_timeout: 2000,
      application_name: 'forewarn-session-vouch',
    });
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    return pool;
  };
  const batch = createStatementBatcher(
    async (hashes: string[]) => {
      const { rows } = await open().query<Row>(LOOKUP, [[...new Set(hashes)]]);
      const byHash = new Map(rows.map((row) => [row.token_hash, row]));
      return hashes.map((hash) => byHash.get(hash) ?? null);
    },
    { maxBatch: 500 },
  );
  return {
    async lookup(tokenHash) {
      const row = await batch(tokenHash);
      if (!row) return null;
      const account = {
        emailVerified: row.email_verified,
        phoneVerified: row.phone_verified,
        createdAt: row.created_at,
        crowdNewUntil: row.crowd_new_until,
      };
      return {
        accountId: row.id,
        member: { verified: row.email_verified, standing: hasStanding(account, now()) },
      };
    },
    async close() {
      await pool?.end();
    },
  };
}
