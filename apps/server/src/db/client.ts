import path from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres.js';
import { type Supervisor, superviseEmbeddedPostgres } from './embedded-supervisor.js';
import { createReplicaReads, type ReplicaReads } from './replica-reads.js';
import * as schema from './schema/index.js';
import { databaseUnavailable, isRetryableRead } from './unavailable.js';

// `$client`: the pool itself, for the few statements run as named prepared statements.
export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** A transaction handle: services pass it down to repositories. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  pool: pg.Pool;
  /** Where the pool connects: a LISTEN connection of its own opens here (live chat). */
  connectionString: string;
  /** 'embedded' when this process owns its PostgreSQL. */
  mode: 'embedded' | 'external';
  /**
   * Where migrations run when the pool's role is not the schema's owner (docs/decisions/0035):
   * the embedded cluster's superuser, or DATABASE_OWNER_URL. Unset: the pool's role owns it.
   */
  ownerConnectionString?: string;
  /** How the pool fared through outages (GET /metrics). */
  stats: PoolStats;
  /** Replicas for the public lookups (DATABASE_READ_URL, db/replica-reads.ts). */
  replica?: ReplicaReads;
  /** The embedded postmaster's watch, when this process owns its PostgreSQL and keeps it up. */
  supervisor?: Supervisor;
  close(): Promise<void>;
};

export type PoolStats = {
  /** Reads that failed on a dead connection and were sent again on another one. */
  readsRetried: number;
};

/** The pool's connections, each kept once opened (`connect`). */
export const POOL_SIZE = 20;
/** How long a request waits for one of the pool's connections before failing into a 503. */
export const CONNECTION_WAIT_MS = 10_000;

export function connect(
  connectionString: string,
  mode: Database['mode'],
  onClose?: () => Promise<void>,
  ownerConnectionString?: string,
): Database {
  // `min: max`: a connection once opened is kept. Closing the idle ones after 30 s meant the
  // next burst opened new ones, each with cold caches planning its statements afresh (a
  // search's first plan took 27 to 55 ms under load), in the middle of the burst: a paced
  // search's 262 ms stall began with one (docs/decisions/0053). A fixed-size pool, as HikariCP
  // advises for the same reason; 20 is what the pool could always reach.
  const pool = new pg.Pool({
    connectionString,
    max: POOL_SIZE,
    min: POOL_SIZE,
    // A database machine that vanished (no reset, no FIN) must not leave connections hanging
    // for the kernel's two hours: keepalives find them dead, and a connection that cannot be
    // opened, or a request that waits for one, fails after 10 s into a 503 (plugins/errors.ts).
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    connectionTimeoutMillis: CONNECTION_WAIT_MS,
  });
  // An idle client losing its connection must not crash the process; the pool drops it, and
  // the next query opens a new one.
  pool.on('error', () => undefined);
  // Nor a client in use (its query fails, and says so to its caller): an 'error' event with
  // no listener would end the process. graphile-worker checks for both listeners.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const stats: PoolStats = { readsRetried: 0 };
  retryReadsOnce(pool, stats);
  const db = drizzle(pool, { schema });
  let closed = false;
  return {
    db,
    pool,
    connectionString,
    mode,
    stats,
    ...(ownerConnectionString ? { ownerConnectionString } : {}),
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
      await onClose?.();
    },
  };
}

/**
 * A read that failed because its connection died (a restart, a failover: issue 39) is sent
 * once more on another connection: the pool has dropped the dead one, and a new primary may
 * already be there. Only a plain read outside a transaction (`isRetryableRead`); a write, or
 * anything in a transaction, fails to its caller, because whether it was committed is unknown,
 * and the client decides what to do about a 503.
 */
function retryReadsOnce(pool: pg.Pool, stats: PoolStats): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const retrying = (...args: unknown[]): unknown => {
    const attempt = query(...args);
    if (typeof args.at(-1) === 'function' || !(attempt instanceof Promise)) return attempt;
    const first = args[0];
    const text = typeof first === 'string' ? first : (first as { text?: unknown } | null)?.text;
    if (typeof text !== 'string' || !isRetryableRead(text)) return attempt;
    return attempt.catch((error: unknown) => {
      if (!databaseUnavailable(error) || pool.ending) throw error;
      stats.readsRetried += 1;
      return query(...args);
    });
  };
  pool.query = retrying as typeof pool.query;
}

/** The database, with replicas for the lookups, closed with it. */
export function withReplica(database: Database, replica: ReplicaReads): Database {
  return {
    ...database,
    replica,
    async close() {
      await replica.close();
      await database.close();
    },
  };
}

/**
 * One code path above the connection: an external server when DATABASE_URL is set, otherwise a
 * PostgreSQL of our own in DATA_DIR/pg.
 */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  /** DATABASE_OWNER_URL: the role that owns the schema, when DATABASE_URL is the app's. */
  databaseOwnerUrl?: string | undefined;
  /** DATABASE_READ_URL: replicas for the public lookups; the server's pool only. */
  databaseReadUrl?: string | undefined;
  dataDir: string;
  log: (message: string) => void;
  /**
   * 'app' (the server): the pool connects as the role that owns nothing, migrations run as the
   * owner. 'owner' (command-line scripts: admin, demo, backup, restore): the pool is the owner's.
   */
  as?: 'app' | 'owner';
  /**
   * Keep the embedded postmaster alive (db/embedded-supervisor.ts); called when it could not be
   * started again, and the process should exit. The server sets it; scripts do not.
   */
  supervise?: {
    onGiveUp: (error: unknown) => void;
    log: (level: 'info' | 'warn' | 'error', message: string) => void;
  };
}): Promise<Database> {
  const asOwner = options.as === 'owner';
  if (options.databaseUrl) {
    const owner = options.databaseOwnerUrl;
    if (asOwner) return connect(owner ?? options.databaseUrl, 'external');
    const database = connect(options.databaseUrl, 'external', undefined, owner);
    return options.databaseReadUrl
      ? withReplica(database, createReplicaReads(options.databaseReadUrl, database))
      : database;
  }
  const embedded: EmbeddedPostgres = await startEmbeddedPostgres({
    dataDir: path.join(options.dataDir, 'pg'),
    database: 'forewarn',
    log: options.log,
  });
  const supervisor = options.supervise
    ? superviseEmbeddedPostgres(embedded, options.supervise)
    : undefined;
  const stop = () => {
    supervisor?.stop();
    return embedded.stop();
  };
  const database = asOwner
    ? connect(embedded.connectionString, 'embedded', stop)
    : connect(embedded.appConnectionString, 'embedded', stop, embedded.connectionString);
  return supervisor ? { ...database, supervisor } : database;
}
