import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from './client.js';
import * as schema from './schema/index.js';
import { databaseUnavailable } from './unavailable.js';

// Reads on replicas (issue 39, DATABASE_READ_URL): the public lookups read a streaming replica
// when it is fresh enough, as GitLab's database load balancing does, and the primary otherwise.
// "Fresh enough" for one read is the larger of two WAL positions, checked on the very
// connection the read then uses (so on that replica, whichever HAProxy picked):
// - everything the primary had written FRESHNESS_MS ago: a case a moderator hid is gone from
//   every replica answer within a second of the hide, or the read goes to the primary;
// - the reader's own last write (a cookie set on their writes, plugins/replica-reads.ts): a
//   member who has just written reads what they wrote.
// A replica that cannot be reached, or fails under the read, is skipped for the primary: reads
// are idempotent.

/** How old a write may be and still be missing from a replica's answer. */
export const FRESHNESS_MS = 750;
/** How often the primary's WAL position is sampled. */
const SAMPLE_EVERY_MS = 250;

/** A WAL position ('16/B374D848') as a number, to compare. */
export function lsnValue(lsn: string): bigint {
  const [high = '0', low = '0'] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

export const isLsn = (text: string) => /^[0-9A-F]{1,8}\/[0-9A-F]{1,8}$/i.test(text);

export type ReplicaReads = {
  /**
   * Runs `read` on a replica that has replayed `ownWrite` (the reader's last write, if any)
   * and all the primary wrote FRESHNESS_MS ago; on the primary when none has.
   */
  read<T>(ownWrite: string | undefined, read: (db: Db) => Promise<T>): Promise<T>;
  /** The primary's WAL position now (after a write: what the writer's reads must wait for). */
  primaryPosition(): Promise<string>;
  readonly stats: {
    onReplica: number;
    onPrimary: number;
    /** Bytes of WAL the last replica checked had yet to replay; undefined before any check. */
    lagBytes: number | undefined;
  };
  close(): Promise<void>;
};

export type ReplicaReadsOptions = {
  /** The replica's own position; tests give a stand-in for a replica whose replay is paused. */
  replayPosition?: (client: pg.PoolClient) => Promise<string | null>;
};

const replayPositionOf = async (client: pg.PoolClient) =>
  (await client.query<{ lsn: string | null }>('SELECT pg_last_wal_replay_lsn()::text AS lsn'))
    .rows[0]?.lsn ?? null;

export function createReplicaReads(
  readUrl: string,
  primary: { db: Db; pool: pg.Pool },
  options: ReplicaReadsOptions = {},
): ReplicaReads {
  const pool = new pg.Pool({
    connectionString: readUrl,
    max: 10,
    keepAlive: true,
    connectionTimeoutMillis: 2_000,
  });
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const replayPosition = options.replayPosition ?? replayPositionOf;
  const dbs = new WeakMap<pg.PoolClient, Db>();
  const dbFor = (client: pg.PoolClient) => {
    let db = dbs.get(client);
    if (!db) {
      db = drizzle(client, { schema }) as unknown as Db;
      dbs.set(client, db);
    }
    return db;
  };
  const stats: ReplicaReads['stats'] = { onReplica: 0, onPrimary: 0, lagBytes: undefined };

  const position = async () =>
    (await primary.pool.query<{ lsn: string }>('SELECT pg_current_wal_insert_lsn()::text AS lsn'))
      .rows[0]?.lsn ?? '0/0';
  /** The primary's position, sampled: [when, position], oldest first, the last 5 s. */
  const samples: { at: number; lsn: bigint }[] = [];
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  const sample = async () => {
    try {
      const lsn = lsnValue(await position());
      const at = Date.now();
      samples.push({ at, lsn });
      while (samples.length > 0 && (samples[0]?.at ?? at) < at - 5_000) samples.shift();
    } catch {
      // The primary is away: the last position stands (freshnessFloor).
    }
    if (!closed) timer = setTimeout(sample, SAMPLE_EVERY_MS).unref();
  };
  void sample();

  /**
   * The primary's position FRESHNESS_MS ago; while the primary does not answer (nothing can be
   * written then), the last position it gave; undefined before the first sample.
   */
  const freshnessFloor = (): bigint | undefined => {
    const newest = samples.at(-1);
    if (!newest) return undefined;
    if (newest.at < Date.now() - SAMPLE_EVERY_MS * 4) return newest.lsn;
    const cutoff = Date.now() - FRESHNESS_MS;
    let floor: bigint | undefined;
    for (const s of samples) if (s.at <= cutoff) floor = s.lsn;
    return floor;
  };

  const onPrimary = <T>(read: (db: Db) => Promise<T>) => {
    stats.onPrimary += 1;
    return read(primary.db);
  };

  return {
    stats,
    primaryPosition: position,
    async read(ownWrite, read) {
      const floor = freshnessFloor();
      if (floor === undefined) return onPrimary(read);
      const needed =
        ownWrite && isLsn(ownWrite) && lsnValue(ownWrite) > floor ? lsnValue(ownWrite) : floor;
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch {
        return onPrimary(read);
      }
      let failed: Error | undefined;
      let fresh = false;
      try {
        const replayed = await replayPosition(client);
        if (replayed !== null && isLsn(replayed)) {
          const latest = samples.at(-1)?.lsn ?? floor;
          stats.lagBytes = Math.max(0, Number(latest - lsnValue(replayed)));
          fresh = lsnValue(replayed) >= needed;
        }
        if (fresh) {
          const answer = await read(dbFor(client));
          stats.onReplica += 1;
          return answer;
        }
      } catch (error) {
        if (!databaseUnavailable(error)) throw error;
        failed = error as Error;
      } finally {
        client.release(failed);
      }
      // Behind, not a standby, or lost under the read: the primary answers.
      return onPrimary(read);
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      await pool.end();
    },
  };
}
