import type { Mail } from './adapters/mail/mail.js';
import type { Sms } from './adapters/sms/sms.js';
import type { Storage } from './adapters/storage/storage.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { Metrics } from './lib/metrics.js';
import type { CrowdCeiling } from './modules/crowd/crowd-ceiling.js';
import type { Push } from './modules/push/push-sender.js';

// The dependency types live here, apart from the composition root: modules and plugins import
// this file, app.ts imports the modules, and nothing imports app.ts but server.ts and tests.

/** Everything the app needs from outside: configuration, the database and the adapters. */
export type AppDeps = {
  config: Config;
  database: Database;
  storage: Storage;
  mail: Mail;
  sms: Sms;
  /** This process's Prometheus metrics (GET /metrics). */
  metrics: Metrics;
  /** Web Push: `push.sendPush(userId, { title, url })` (modules/push, docs/decisions/0045). */
  push: Push;
  /** Sign-ups and first-day cases across all addresses against their normal rate (issue 37). */
  crowd: CrowdCeiling;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
