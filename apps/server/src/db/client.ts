import path from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres.js';
import * as schema from './schema/index.js';

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
  close(): Promise<void>;
};

/** The pool's connections, each kept once opened (`connect`). */
export const POOL_SIZE = 20;

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
  const pool = new pg.Pool({ connectionString, max: POOL_SIZE, min: POOL_SIZE });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  // Nor a client in use (its query fails, and says so to its caller): an 'error' event with
  // no listener would end the process. graphile-worker checks for both listeners.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzle(pool, { schema });
  let closed = false;
  return {
    db,
    pool,
    connectionString,
    mode,
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
 * One code path above the connection: an external server when DATABASE_URL is set, otherwise a
 * PostgreSQL of our own in DATA_DIR/pg.
 */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  /** DATABASE_OWNER_URL: the role that owns the schema, when DATABASE_URL is the app's. */
  databaseOwnerUrl?: string | undefined;
  dataDir: string;
  log: (message: string) => void;
  /**
   * 'app' (the server): the pool connects as the role that owns nothing, migrations run as the
   * owner. 'owner' (command-line scripts: admin, demo, backup, restore): the pool is the owner's.
   */
  as?: 'app' | 'owner';
}): Promise<Database> {
  const asOwner = options.as === 'owner';
  if (options.databaseUrl) {
    const owner = options.databaseOwnerUrl;
    if (asOwner) return connect(owner ?? options.databaseUrl, 'external');
    return connect(options.databaseUrl, 'external', undefined, owner);
  }
  let embedded: EmbeddedPostgres | undefined;
  embedded = await startEmbeddedPostgres({
    dataDir: path.join(options.dataDir, 'pg'),
    database: 'forewarn',
    log: options.log,
  });
  const stop = () => embedded.stop();
  if (asOwner) return connect(embedded.connectionString, 'embedded', stop);
  return connect(embedded.appConnectionString, 'embedded', stop, embedded.connectionString);
}
