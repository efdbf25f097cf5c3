import type pg from 'pg';

// The app's database role owns nothing (issue 22, docs/decisions/0035): the schema, and with it
// the audit log and its append-only trigger (migration 0009), belong to the owner role that runs
// the migrations; the app connects as a role with only the grants it needs, so no query the app
// can be made to send (an injection, a bug) can ALTER, DROP or disable the trigger, or change
// a row of the log.

/** The embedded PostgreSQL's app role. An external database names its own in DATABASE_URL. */
export const EMBEDDED_APP_ROLE = 'forewarn_app';

/** Tables the app may add rows to and read, never change: the trigger says so too. */
const APPEND_ONLY_TABLES = ['audit_log'] as const;

type Queryable = Pick<pg.ClientBase, 'query'> | Pick<pg.Pool, 'query'>;

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Run as the owner role after the migrations, on every start (idempotent): the app role may
 * read and write every table and use every sequence of the schema, but only read and add to
 * the append-only ones; the job queue's schema (graphile_worker, installed by the owner before our
 * migrations) is the app's to read and write, as its worker and the notifications trigger do. The default privileges give the same grants on the tables and sequences
 * the owner creates later (a migration run by `npm run admin` while this process is up, an
 * operator's own migration run); a later append-only table is listed in APPEND_ONLY_TABLES.
 */
export async function grantAppRole(owner: Queryable, appRole: string): Promise<void> {
  const role = ident(appRole);
  await owner.query(`
    GRANT USAGE ON SCHEMA public TO ${role};
    GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${role};
    GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${role};
    ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${role};
    ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO ${role};
    GRANT USAGE ON SCHEMA graphile_worker TO ${role};
    GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA graphile_worker TO ${role};
    GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA graphile_worker TO ${role};
    GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA graphile_worker TO ${role};
    -- graphile-worker turns row security on for its private tables with no policy, which
    -- leaves them to their owner alone; the app role runs the worker and enqueues jobs.
    DO $$
    DECLARE t regclass;
    BEGIN
      FOR t IN SELECT c.oid::regclass FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
               WHERE n.nspname = 'graphile_worker' AND c.relkind = 'r' AND c.relrowsecurity
      LOOP
        EXECUTE format('ALTER TABLE %s DISABLE ROW LEVEL SECURITY', t);
      END LOOP;
    END $$;
    ${APPEND_ONLY_TABLES.map((t) => `REVOKE UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON ${ident(t)} FROM ${role};`).join('\n')}
  `);
}

/**
 * The embedded cluster's app role: a login role that is no superuser and may create neither
 * databases nor roles, with the password kept beside the cluster's own (DATA_DIR/pg.app-password).
 * Made on a fresh cluster and on one from before issue 22 alike: every start sets it again.
 */
export async function ensureLoginRole(
  admin: Queryable & Pick<pg.ClientBase, 'escapeLiteral'>,
  appRole: string,
  password: string,
): Promise<void> {
  const exists = await admin.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [appRole]);
  const verb = exists.rowCount === 0 ? 'CREATE' : 'ALTER';
  await admin.query(
    `${verb} ROLE ${ident(appRole)} WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD ${admin.escapeLiteral(password)}`,
  );
}

export type AppRoleCheck = { role: string; superuser: boolean; ownsAuditLog: boolean };

/** Who the app's pool connects as, and whether that role could turn the audit log off. */
export async function inspectAppRole(app: Queryable): Promise<AppRoleCheck> {
  const { rows } = await app.query<{ role: string; superuser: boolean; owns: boolean | null }>(`
    SELECT current_user AS role,
           (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) AS superuser,
           (SELECT pg_has_role(current_user, relowner, 'USAGE') FROM pg_class
             WHERE oid = to_regclass('public.audit_log')) AS owns
  `);
  const row = rows[0];
  return {
    role: row?.role ?? '',
    superuser: row?.superuser === true,
    ownsAuditLog: row?.owns === true,
  };
}

export class SuperuserRefused extends Error {}

/**
 * Refuses to serve as a superuser, who can drop the audit log's trigger whatever the grants say,
 * unless ALLOW_SUPERUSER=1; warns when the app's role owns the audit log (no separate owner role).
 */
export function checkAppRole(
  check: AppRoleCheck,
  options: { allowSuperuser: boolean; warn: (message: string) => void },
): void {
  if (check.superuser && !options.allowSuperuser) {
    throw new SuperuserRefused(
      `The database role "${check.role}" is a superuser: it could turn the audit log off. Connect as a role that owns nothing (docs/deploy.md, "Database roles"), with DATABASE_OWNER_URL for the role that runs migrations, or set ALLOW_SUPERUSER=1 to start anyway.`,
    );
  }
  if (!check.superuser && check.ownsAuditLog) {
    options.warn(
      `The database role "${check.role}" owns the audit log and could turn its trigger off: give the app a role of its own and the owner's to DATABASE_OWNER_URL (docs/deploy.md, "Database roles").`,
    );
  }
}
