import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.js';
import {
  checkAppRole,
  EMBEDDED_APP_ROLE,
  grantAppRole,
  inspectAppRole,
  SuperuserRefused,
} from './app-role.js';
import { connect } from './client.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';
import { migrateDatabase, quietPool, runMigrations } from './migrate.js';

// Issue 22, "The audit log cannot be turned off by the app" (docs/decisions/0035): the app
// connects as a role that owns neither the audit table nor its trigger, with the grants it needs
// and no more; the migrations run as the owner.

const database = await createTestDatabase();
const role = `fw_app_${randomBytes(4).toString('hex')}`;
const password = randomBytes(12).toString('hex');
const admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
await admin.connect();
await admin.query(`CREATE ROLE ${role} LOGIN PASSWORD '${password}'`);
await grantAppRole(database.pool, role);
const appUrl = new URL(database.connectionString);
appUrl.username = role;
appUrl.password = password;
const app = new pg.Pool({ connectionString: appUrl.toString(), max: 2 });

afterAll(async () => {
  await app.end();
  await database.close();
  await admin.query(`DROP ROLE IF EXISTS ${role}`);
  await admin.end();
});

/** The SQLSTATE an app-role statement fails with, or 'ok'. */
async function asApp(sql: string, params: unknown[] = []): Promise<string> {
  try {
    await app.query(sql, params);
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

const INSUFFICIENT_PRIVILEGE = '42501';

async function someAuditRow(actorId: string | null = null): Promise<string> {
  const { rows } = await database.pool.query<{ id: string }>(
    `INSERT INTO audit_log (actor_id, actor_name, action, target_type, target_id)
     VALUES ($1, 'mod', 'case.hide', 'case', 'abc') RETURNING id`,
    [actorId],
  );
  return rows[0]?.id ?? '';
}

describe('the app role and the audit log', () => {
  it('may read the log and add to it', async () => {
    expect(
      await asApp(
        `INSERT INTO audit_log (actor_name, action, target_type, target_id) VALUES ('m', 'a', 'case', 'x')`,
      ),
    ).toBe('ok');
    expect(await asApp('SELECT count(*) FROM audit_log')).toBe('ok');
  });

  it.each([
    ['ALTER TABLE audit_log DISABLE TRIGGER ALL'],
    ['ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_update_or_delete'],
    ['DROP TRIGGER audit_log_no_update_or_delete ON audit_log'],
    ['DROP TRIGGER audit_log_no_truncate ON audit_log'],
    ['DROP FUNCTION audit_log_append_only() CASCADE'],
    ['ALTER TABLE audit_log OWNER TO CURRENT_USER'],
    ['DROP TABLE audit_log'],
    ['TRUNCATE audit_log'],
    ['DELETE FROM audit_log'],
    ["UPDATE audit_log SET action = 'nothing happened'"],
    ['CREATE TABLE audit_log_copy (id int)'],
    ['SET session_replication_role = replica'],
  ])('is refused: %s', async (sql) => {
    const id = await someAuditRow();
    expect(await asApp(sql)).toBe(INSUFFICIENT_PRIVILEGE);
    const { rows } = await database.pool.query('SELECT action FROM audit_log WHERE id = $1', [id]);
    expect(rows).toEqual([{ action: 'case.hide' }]);
    const triggers = await database.pool.query(
      `SELECT tgname FROM pg_trigger WHERE tgrelid = 'audit_log'::regclass AND NOT tgisinternal AND tgenabled = 'O' ORDER BY 1`,
    );
    expect(triggers.rows.map((r) => r.tgname)).toEqual([
      'audit_log_no_truncate',
      'audit_log_no_update_or_delete',
    ]);
  });

  it('may still delete a moderator account: the log keeps the row, without the link', async () => {
    const { rows } = await app.query<{ id: string }>(
      `INSERT INTO users (email, password_hash, username, country, email_verified)
       VALUES ($1, 'x', $2, 'AU', true) RETURNING id`,
      [`mod-${role}@example.test`, `mod_${role}`],
    );
    const actor = rows[0]?.id ?? '';
    const id = await someAuditRow(actor);
    expect(await asApp('DELETE FROM users WHERE id = $1', [actor])).toBe('ok');
    const kept = await database.pool.query(
      'SELECT actor_id, actor_name FROM audit_log WHERE id = $1',
      [id],
    );
    expect(kept.rows).toEqual([{ actor_id: null, actor_name: 'mod' }]);
  });

  it('reads and writes the other tables', async () => {
    expect(await asApp(`UPDATE users SET updated_at = now() WHERE false`)).toBe('ok');
    expect(await asApp(`DELETE FROM sessions WHERE false`)).toBe('ok');
    expect(await asApp(`SELECT nextval(pg_get_serial_sequence('audit_log', 'id'))`)).toBe('ok');
  });

  it("makes and drops the counters' day partitions only through the owner's functions", async () => {
    // Decision 0059: the hourly sweep runs as the app role, which owns nothing.
    expect(await asApp(`SELECT counter_partitions_ahead('2035-03-01'::date, 2)`)).toBe('ok');
    expect(
      await asApp(`INSERT INTO search_counters (day, key, count) VALUES ('2035-03-01', 'k', 1)`),
    ).toBe('ok');
    expect(
      await asApp(`SELECT counter_partitions_drop('2035-03-03'::date, '2035-03-01'::timestamptz)`),
    ).toBe('ok');
    const left = await database.pool.query(
      `SELECT to_regclass('search_counters_20350301') AS dropped, to_regclass('search_counters_20350303') AS kept`,
    );
    expect(left.rows).toEqual([{ dropped: null, kept: 'search_counters_20350303' }]);
    expect(await asApp('DROP TABLE search_counters_20350303')).toBe(INSUFFICIENT_PRIVILEGE);
    expect(
      await asApp(
        `CREATE TABLE search_counters_x PARTITION OF search_counters FOR VALUES FROM ('2036-01-01') TO ('2036-01-02')`,
      ),
    ).toBe(INSUFFICIENT_PRIVILEGE);
  });

  it('runs the job queue: enqueues, and reads and writes its private tables', async () => {
    expect(
      await asApp(
        `SELECT graphile_worker.add_job('housekeeping', '{}'::json, job_key => 'app-role')`,
      ),
    ).toBe('ok');
    expect(await asApp('SELECT count(*) FROM graphile_worker._private_jobs')).toBe('ok');
    expect(
      await asApp(
        `INSERT INTO graphile_worker._private_known_crontabs (identifier, known_since)
         VALUES ('app-role-test', now()) ON CONFLICT DO NOTHING`,
      ),
    ).toBe('ok');
    const { rows } = await app.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE key = 'app-role'`,
    );
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('gets the same grants on a table a later migration makes, by default privileges', async () => {
    await database.pool.query('CREATE TABLE later_feature (id int PRIMARY KEY, note text)');
    try {
      expect(await asApp(`INSERT INTO later_feature VALUES (1, 'a')`)).toBe('ok');
      expect(await asApp(`UPDATE later_feature SET note = 'b'`)).toBe('ok');
      expect(await asApp('DROP TABLE later_feature')).toBe(INSUFFICIENT_PRIVILEGE);
    } finally {
      await database.pool.query('DROP TABLE later_feature');
    }
  });
});

describe('the start-up check', () => {
  it('sees an app role that is no superuser and owns nothing', async () => {
    expect(await inspectAppRole(app)).toEqual({ role, superuser: false, ownsAuditLog: false });
  });

  it('refuses a superuser unless ALLOW_SUPERUSER=1', async () => {
    const check = await inspectAppRole(admin);
    // The test cluster's own role (embedded, or CI's `postgres`) is a superuser.
    expect(check.superuser).toBe(true);
    const warn = (message: string) => warnings.push(message);
    const warnings: string[] = [];
    expect(() => checkAppRole(check, { allowSuperuser: false, warn })).toThrow(SuperuserRefused);
    expect(() => checkAppRole(check, { allowSuperuser: true, warn })).not.toThrow();
    expect(() =>
      checkAppRole(
        { role, superuser: false, ownsAuditLog: false },
        { allowSuperuser: false, warn },
      ),
    ).not.toThrow();
    checkAppRole(
      { role: 'owner', superuser: false, ownsAuditLog: true },
      { allowSuperuser: false, warn },
    );
    expect(warnings).toEqual([expect.stringContaining('owns the audit log')]);
  });
});

const dir = await mkdtemp(path.join(tmpdir(), 'forewarn-app-role-'));
// As root the cluster belongs to the unprivileged postgres user, who must reach into it.
await chmod(dir, 0o755);
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the embedded PostgreSQL', () => {
  it('gives the app its own role, also on a data directory from before it had one', async () => {
    const dataDir = path.join(dir, 'pg');
    // A cluster as it was before issue 22: migrated by the superuser, no app role.
    const before = await startEmbeddedPostgres({
      dataDir,
      database: 'forewarn',
      durable: false,
      log: () => undefined,
    });
    const old = quietPool({ connectionString: before.connectionString, max: 1 });
    await runMigrations(old);
    await old.query(
      `INSERT INTO audit_log (actor_name, action, target_type, target_id) VALUES ('m', 'old', 'case', 'x')`,
    );
    await old.query(`DROP ROLE ${EMBEDDED_APP_ROLE}`);
    await old.end();
    await before.stop();
    await rm(`${dataDir}.app-password`);

    // The server's start on it now.
    const embedded = await startEmbeddedPostgres({
      dataDir,
      database: 'forewarn',
      durable: false,
      log: () => undefined,
    });
    const opened = connect(
      embedded.appConnectionString,
      'embedded',
      () => embedded.stop(),
      embedded.connectionString,
    );
    try {
      await migrateDatabase(opened);
      expect(await inspectAppRole(opened.pool)).toEqual({
        role: EMBEDDED_APP_ROLE,
        superuser: false,
        ownsAuditLog: false,
      });
      const { rows } = await opened.pool.query('SELECT action FROM audit_log');
      expect(rows).toEqual([{ action: 'old' }]);
      await expect(
        opened.pool.query('DROP TRIGGER audit_log_no_update_or_delete ON audit_log'),
      ).rejects.toMatchObject({
        code: INSUFFICIENT_PRIVILEGE,
      });
      await expect(opened.pool.query('DELETE FROM audit_log')).rejects.toMatchObject({
        code: INSUFFICIENT_PRIVILEGE,
      });
    } finally {
      await opened.close();
    }
  }, 120_000);
});
