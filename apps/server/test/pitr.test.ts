import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/db/embedded-postgres.js';

// Point-in-time recovery with pgBackRest (issue 39, docs/decisions/0060, docs/operations.md):
// a PostgreSQL 15 archiving its WAL continuously; rows written, the time noted, more rows
// written; a restore to the noted time into an empty folder has the first rows and not the
// later ones. Needs Debian's postgresql-15 and pgbackrest (CI installs both).

/** Debian's newest PostgreSQL (15 on bookworm). */
const PG_BIN = `/usr/lib/postgresql/${
  existsSync('/usr/lib/postgresql')
    ? (readdirSync('/usr/lib/postgresql')
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(a) - Number(b))
        .at(-1) ?? '15')
    : '15'
}/bin`;
const available =
  process.platform === 'linux' &&
  existsSync(`${PG_BIN}/initdb`) &&
  ['/usr/bin/pgbackrest', '/usr/local/bin/pgbackrest'].some((file) => existsSync(file));

const asRoot = process.getuid?.() === 0;
/** As root, PostgreSQL and pgBackRest run as the unprivileged `postgres` user. */
const run = (command: string, args: string[]) =>
  execFileSync(
    asRoot ? 'runuser' : command,
    asRoot ? ['-u', 'postgres', '--', command, ...args] : args,
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  ).toString();

const dirs: string[] = [];
const running: string[] = [];
afterAll(async () => {
  for (const data of running) {
    try {
      run(`${PG_BIN}/pg_ctl`, ['stop', '-D', data, '-m', 'immediate', '-w']);
    } catch {
      // Already stopped.
    }
  }
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
}, 60_000);

async function ownedFolder(parent: string, name: string): Promise<string> {
  const dir = path.join(parent, name);
  await mkdir(dir, { recursive: true });
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    await chown(dir, uid, gid);
  }
  return dir;
}

function start(data: string, port: number, socketDir: string, settings: string[] = []) {
  run(`${PG_BIN}/pg_ctl`, [
    'start',
    '-D',
    data,
    '-w',
    '-t',
    '120',
    '-l',
    `${data}.log`,
    '-o',
    [
      `-p ${port}`,
      "-c listen_addresses='127.0.0.1'",
      `-c unix_socket_directories='${socketDir}'`,
      ...settings,
    ].join(' '),
  ]);
  running.push(data);
}

describe.skipIf(!available)('point-in-time recovery with pgBackRest', () => {
  it('restores to a noted time: the rows before it are there, the later ones are not', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'forewarn-pitr-'));
    dirs.push(root);
    await chmod(root, 0o755);
    const work = await ownedFolder(root, 'work');
    const data = path.join(work, 'data');
    const restored = path.join(work, 'restored');
    const config = path.join(work, 'pgbackrest.conf');
    const port = await freePort();
    await writeFile(
      config,
      [
        '[global]',
        `repo1-path=${work}/repo`,
        `log-path=${work}`,
        `lock-path=${work}`,
        'log-level-console=warn',
        'start-fast=y',
        '',
        '[forewarn]',
        `pg1-path=${data}`,
        `pg1-port=${port}`,
        `pg1-socket-path=${work}`,
        '',
      ].join('\n'),
      { mode: 0o644 },
    );
    const backrest = (...args: string[]) =>
      run('pgbackrest', [`--config=${config}`, '--stanza=forewarn', ...args]);

    run(`${PG_BIN}/initdb`, [
      '-D',
      data,
      '-U',
      'postgres',
      '-A',
      'trust',
      '--locale=C',
      '-E',
      'UTF8',
    ]);
    start(data, port, work, [
      '-c wal_level=replica',
      '-c archive_mode=on',
      `-c archive_command='pgbackrest --config=${config} --stanza=forewarn archive-push %p'`,
    ]);
    backrest('stanza-create');
    backrest('--type=full', 'backup');

    const client = new pg.Client({
      host: '127.0.0.1',
      port,
      user: 'postgres',
      database: 'postgres',
    });
    await client.connect();
    await client.query('CREATE TABLE registry_rows (label text PRIMARY KEY)');
    await client.query("INSERT INTO registry_rows VALUES ('before-1'), ('before-2')");
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const noted = (
      await client.query<{ at: string }>(
        "SELECT to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') || '+00' AS at",
      )
    ).rows[0]?.at;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    // The mistaken bulk action.
    await client.query("INSERT INTO registry_rows VALUES ('after-1')");
    await client.query("DELETE FROM registry_rows WHERE label = 'before-1'");
    await client.end();
    // Forces the last WAL segment out and waits until it is in the archive.
    backrest('check');

    await ownedFolder(work, 'restored');
    await chmod(restored, 0o700);
    backrest(
      `--pg1-path=${restored}`,
      '--type=time',
      `--target=${noted}`,
      '--target-action=promote',
      'restore',
    );
    const restoredPort = await freePort();
    start(restored, restoredPort, work, ['-c archive_mode=off']);
    const check = new pg.Client({
      host: '127.0.0.1',
      port: restoredPort,
      user: 'postgres',
      database: 'postgres',
    });
    await check.connect();
    // Recovery stops at the target and promotes: wait until it takes writes.
    await expect
      .poll(async () => (await check.query('SELECT pg_is_in_recovery() AS r')).rows[0]?.r, {
        timeout: 60_000,
      })
      .toBe(false);
    const rows = await check.query<{ label: string }>(
      'SELECT label FROM registry_rows ORDER BY label',
    );
    await check.end();
    expect(rows.rows.map((row) => row.label)).toEqual(['before-1', 'before-2']);
  }, 180_000);
});
