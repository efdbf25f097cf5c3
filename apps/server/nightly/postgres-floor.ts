import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OWN_CLUSTER_FILES } from '../test-groups.js';
import { record } from './report.js';

// The whole server suite on the oldest PostgreSQL supported (docs/deploy.md, "Version"): CI
// runs only the SQL-dependent files there on every commit (apps/server/test-groups.ts), this
// runs every file, as CI did before decision 0072. The binaries: NIGHTLY_PG_BIN, else the
// oldest major installed under /usr/lib/postgresql (Debian's 15 here).

const SCENARIO = 'postgres-floor';
const ROOT = path.resolve(import.meta.dirname, '../../..');
const asRoot = process.getuid?.() === 0;

function floorBin(): string {
  if (process.env.NIGHTLY_PG_BIN) return process.env.NIGHTLY_PG_BIN;
  const majors = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b))
    : [];
  const major = majors.find((m) => existsSync(`/usr/lib/postgresql/${m}/bin/initdb`));
  if (!major) throw new Error('no PostgreSQL under /usr/lib/postgresql: set NIGHTLY_PG_BIN');
  return `/usr/lib/postgresql/${major}/bin`;
}

/** As root, PostgreSQL runs as the unprivileged `postgres` user. */
function asPostgres(command: string, args: string[]): void {
  execFileSync(
    asRoot ? 'runuser' : command,
    asRoot ? ['-u', 'postgres', '--', command, ...args] : args,
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function postgresFloor(): Promise<void> {
  const bin = floorBin();
  const dir = await mkdtemp(path.join(tmpdir(), 'forewarn-nightly-floor-'));
  await chmod(dir, 0o755);
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    await chown(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  const report = path.join(tmpdir(), `forewarn-nightly-floor-${process.pid}.json`);
  try {
    asPostgres(`${bin}/initdb`, [
      '-D',
      data,
      '-U',
      'postgres',
      '-A',
      'trust',
      '--encoding=UTF8',
      '--locale=C',
    ]);
    asPostgres(`${bin}/pg_ctl`, [
      'start',
      '-D',
      data,
      '-w',
      '-l',
      path.join(dir, 'server.log'),
      '-o',
      `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=off`,
    ]);
    const version = execFileSync(`${bin}/postgres`, ['--version']).toString().trim();
    console.log(`  the server suite on ${version}`);
    // Both server projects, the kill files too (CI's floor pass leaves them here, decision
    // 0137); the files that start a cluster of their own are left out (they ran so in `npm
    // test`, whatever DATABASE_URL says).
    const run = spawnSync(
      'npx',
      [
        'vitest',
        'run',
        '--project',
        'server',
        '--project',
        'server-serial',
        ...OWN_CLUSTER_FILES.flatMap((file) => ['--exclude', `**/${file}`]),
        '--reporter=dot',
        '--reporter=json',
        `--outputFile.json=${report}`,
      ],
      {
        cwd: ROOT,
        stdio: 'inherit',
        env: { ...process.env, DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres` },
      },
    );
    const counts = JSON.parse(await readFile(report, 'utf8').catch(() => '{}')) as {
      numPassedTests?: number;
      numFailedTests?: number;
    };
    record(
      SCENARIO,
      `server suite on ${version}`,
      `${counts.numPassedTests ?? 0} passed, ${counts.numFailedTests ?? '?'} failed`,
      '0 failed',
      run.status === 0 && counts.numFailedTests === 0,
    );
  } finally {
    try {
      asPostgres(`${bin}/pg_ctl`, ['stop', '-D', data, '-m', 'fast', '-w']);
    } catch {
      // Never started.
    }
    await rm(dir, { recursive: true, force: true });
    await rm(report, { force: true });
  }
}
