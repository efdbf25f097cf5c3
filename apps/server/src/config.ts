import path from 'node:path';
import type { S3Settings } from './adapters/storage/s3-storage.js';
import { type Env, EnvSchema } from './config/env-schema.js';
import { type PushConfig, pushConfig } from './config/push-config.js';
import { SERVER_ROOT } from './lib/server-root.js';

// The environment is read here, once, at start. Nothing else reads process.env.

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Migrations run as this role, and the app's role gets its grants from it (decision 0035). */
  databaseOwnerUrl: string | undefined;
  /** Replicas for the public lookups when fresh enough (db/replica-reads.ts); unset: none. */
  databaseReadUrl: string | undefined;
  /** Start even though the app's database role is a superuser (tests, CI's suite). */
  allowSuperuser: boolean;
  /** Whether this process runs the job queue's workers (jobs/queue.ts). */
  runJobs: boolean;
  publicUrl: string;
  logLevel: Env['LOG_LEVEL'];
  /** false, a hop count, or the proxies' addresses: Fastify's `trustProxy`. */
  trustProxy: false | number | string[];
  webDist: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Searches one client address (or account) may make per minute (anti-harvesting). */
  searchRateLimitPerMinute: number;
  /** Visitors' searches one process answers a second before they wait, then are refused (issue 46). */
  anonymousSearchesPerSecond: number;
  /** Multipart uploads one process reads at a time; past it, 503 with Retry-After. */
  uploadsInFlight: number;
  /** Load shedding: past this mean event-loop delay or heap, requests get 503 at once. */
  shedEventLoopDelayMs: number;
  shedHeapUsedBytes: number;
  /** Load shedding: past this many queries waiting for a database connection, 503 at once. */
  shedDatabaseWaiting: number;
  /** Load shedding: past this many requests being answered at once, 503 at once. */
  shedRequestsInFlight: number;
  /** Sockets listening on the port (SO_REUSEPORT): a turn of the event loop accepts one on each. */
  listenSockets: number;
  /** Searches one client address (or account) may make per UTC day. */
  searchDailyLimit: number;
  /**
   * Accounts made (and first-day cases lodged) in 10 minutes across all addresses above which
   * sign-ups get harder and first cases wait for a moderator (modules/crowd); unset: the last 7
   * days' p99, at least 20.
   */
  signupNormalPer10Minutes: number | undefined;
  /** Searches one API token may make per minute, on top of its member's limits (decision 0063). */
  apiTokenSearchesPerMinute: number;
  /** A body that is not a multipart upload must have arrived whole this long after its request. */
  bodyDeadlineMs: number;
  /** An upload whose body brought fewer bytes than this in the last window is cut off (408). */
  uploadMinBytesPerWindow: number;
  uploadRateWindowMs: number;
  /** An upload must have arrived whole one window plus its declared size at this speed after it began. */
  uploadFloorBytesPerSecond: number;
  /** Open connections one client address may hold (not loopback, not a trusted proxy). */
  connectionsPerAddress: number;
  /** Without it, verification codes are logged instead of sent. */
  smsApiUrl: string | undefined;
  smsApiKey: string | undefined;
  smsFrom: string | undefined;
  /** Uploaded files: DATA_DIR/files, or an S3-compatible bucket when S3_BUCKET is set. */
  storage: { kind: 'local' } | ({ kind: 's3' } & S3Settings);
  /** Bearer token for GET /metrics; without it only loopback scrapers are answered. */
  metricsToken: string | undefined;
  /** Web Push (docs/decisions/0045). */
  push: PushConfig;
  /**
   * Webhooks may name plain http on a loopback address (tests' receivers). Never in production:
   * a webhook is a URL the server calls (docs/decisions/0084).
   */
  webhookAllowLoopback: boolean;
  /** Signs sign-up proof-of-work challenges; unset: a key generated into DATA_DIR. */
  altchaHmacKey: string | undefined;
};

const defaultWebDist = () => path.resolve(SERVER_ROOT, '../web/dist');

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const s3Settings = [e.S3_REGION, e.S3_ENDPOINT, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  const problems: string[] = [];
  if (!e.S3_BUCKET && s3Settings.some((v) => v !== undefined)) {
    problems.push('  S3_BUCKET: is required when any other S3_ setting is given');
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    problems.push('  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: give both or neither');
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    problems.push('  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: give both or neither');
  }
  if (e.DATABASE_OWNER_URL && !e.DATABASE_URL) {
    problems.push(
      '  DATABASE_OWNER_URL: is used only with DATABASE_URL (the app connects as that)',
    );
  }
  if (e.DATABASE_READ_URL && !e.DATABASE_URL) {
    problems.push('  DATABASE_READ_URL: is used only with DATABASE_URL (writes go there)');
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  return Object.freeze({
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseOwnerUrl: e.DATABASE_OWNER_URL,
    databaseReadUrl: e.DATABASE_READ_URL,
    allowSuperuser: e.ALLOW_SUPERUSER === '1',
    runJobs: e.RUN_JOBS !== '0',
    publicUrl,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : defaultWebDist(),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    searchRateLimitPerMinute: e.SEARCH_RATE_LIMIT_PER_MINUTE,
    anonymousSearchesPerSecond: e.ANONYMOUS_SEARCHES_PER_SECOND,
    uploadsInFlight: e.UPLOADS_IN_FLIGHT,
    shedEventLoopDelayMs: e.SHED_EVENT_LOOP_DELAY_MS,
    shedHeapUsedBytes: e.SHED_HEAP_USED_MB * 1024 * 1024,
    shedDatabaseWaiting: e.SHED_DATABASE_WAITING,
    shedRequestsInFlight: e.SHED_REQUESTS_IN_FLIGHT,
    listenSockets: e.LISTEN_SOCKETS,
    searchDailyLimit: e.SEARCH_DAILY_LIMIT,
    signupNormalPer10Minutes: e.SIGNUP_NORMAL_PER_10_MINUTES,
    apiTokenSearchesPerMinute: e.API_TOKEN_SEARCHES_PER_MINUTE,
    bodyDeadlineMs: e.BODY_DEADLINE_MS,
    uploadMinBytesPerWindow: e.UPLOAD_MIN_BYTES_PER_WINDOW,
    uploadRateWindowMs: e.UPLOAD_RATE_WINDOW_MS,
    uploadFloorBytesPerSecond: e.UPLOAD_FLOOR_BYTES_PER_SECOND,
    connectionsPerAddress: e.CONNECTIONS_PER_ADDRESS,
    smsApiUrl: e.SMS_API_URL,
    smsApiKey: e.SMS_API_KEY,
    smsFrom: e.SMS_FROM,
    storage: e.S3_BUCKET
      ? {
          kind: 's3' as const,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION ?? 'us-east-1',
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        }
      : { kind: 'local' as const },
    metricsToken: e.METRICS_TOKEN,
    push: pushConfig(e, publicUrl),
    webhookAllowLoopback: e.WEBHOOK_ALLOW_LOOPBACK === '1',
    altchaHmacKey: e.ALTCHA_HMAC_KEY,
  });
}
