// Started by main.ts, once libuv's thread pool is sized.
import pino from 'pino';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { checkAppRole, inspectAppRole } from './db/app-role.js';
import { type Database, openDatabase } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { type AcceptListeners, listenWithAcceptors } from './lib/accept-listeners.js';
import { sweepTempUploads } from './lib/uploads/temp-uploads.js';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const log = pino({ level: config.logLevel });
  let database: Database | undefined;
  let shuttingDown = false;

  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      databaseOwnerUrl: config.databaseOwnerUrl,
      databaseReadUrl: config.databaseReadUrl,
      dataDir: config.dataDir,
      log: (message) => log.info(message),
      // The embedded postmaster is restarted if it dies; if it cannot be, the process exits
      // non-zero for its supervisor (systemd's Restart=on-failure) to start it all again.
      supervise: {
        log: (level, message) => log[level](message),
        onGiveUp: (error) => {
          log.fatal({ err: error }, 'the embedded PostgreSQL is gone and could not be restarted');
          process.exit(1);
        },
      },
    });
    log.info(
      { mode: database.mode, dataDir: config.dataDir },
      database.mode === 'embedded' ? 'embedded PostgreSQL running' : 'using DATABASE_URL',
    );
    // The app's role must not be able to turn the audit log off (docs/decisions/0035): a
    // superuser is refused before anything is migrated; an app role that owns the log is warned
    // about once the schema is there.
    const open = database;
    const guard = async (warn: (message: string) => void) =>
      checkAppRole(await inspectAppRole(open.pool), {
        allowSuperuser: config.allowSuperuser,
        warn,
      });
    await guard(() => undefined);
    await migrateDatabase(database);
    await guard((message) => log.warn(message));
    // Uploads a killed server was receiving (raw images, EXIF and all) go before any new one.
    const swept = await sweepTempUploads();
    if (swept > 0) log.info({ files: swept }, 'removed temporary uploads left by a dead server');

    const app = await buildApp({ config, database, logger: log, runJobs: config.runJobs });
    let acceptors: AcceptListeners | undefined;

    const shutdown = async (signal: string) => {
      if (shuttingDown) return;
      shuttingDown = true;
      log.info({ signal }, 'shutting down: finishing requests in flight');
      const force = setTimeout(() => {
        log.error('shutdown took too long; exiting');
        process.exit(1);
      }, 20_000);
      force.unref();
      try {
        await Promise.all([acceptors?.close(), app.close()]);
        await database?.close();
        log.info('stopped cleanly');
        process.exit(0);
      } catch (error) {
        log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      }
    };
    process.on('SIGTERM', () => void shutdown('SIGTERM'));
    process.on('SIGINT', () => void shutdown('SIGINT'));

    // A burst of new connections (1,500 at once in the nightly overload test) waits in the
    // kernel's accept queue; past Node's default of 511 the rest are dropped and their clients
    // retry after 1, 3, 7 s, which is how requests came to wait past 10 s with 503s all around.
    acceptors = await listenWithAcceptors(
      app,
      { port: config.port, host: config.host, backlog: 4096, extra: config.listenSockets - 1 },
      (message) => log.warn(message),
    );
    log.info(`Forewarn is running at ${config.publicUrl}`);
  } catch (error) {
    log.fatal({ err: error }, 'could not start');
    await database?.close().catch(() => undefined);
    process.exit(1);
  }
}

void main();
