import { isIP } from 'node:net';
import path from 'node:path';
import { LIMITS } from '@forewarn/domain';
import { z } from 'zod';
import type { S3Settings } from './adapters/storage/s3-storage.js';
import { SERVER_ROOT } from './lib/server-root.js';

// The environment is read here, once, at start. Nothing else reads process.env.

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/**
 * Which proxies to believe about the client's address (X-Forwarded-For). Never "every hop":
 * a client can put any addresses at the front of that header, and rate limits count by it.
 * 'true' means one proxy in front (the nearest hop's word is taken); a number, that many
 * proxies; a comma-separated list, those proxy addresses or CIDR ranges.
 */
/** An address, a CIDR range, or one of proxy-addr's names for the private ranges. */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const trustProxySetting = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx): false | number | string[] => {
    if (v === undefined || v === '' || v === 'false' || v === '0') return false;
    if (v === 'true') return 1;
    if (/^\d+$/.test(v)) return Number(v);
    const list = v.split(',').map((entry) => entry.trim());
    if (list.every(isProxyAddress)) return list;
    ctx.addIssue({
      code: 'custom',
      message:
        'must be false, true (one proxy), a number of proxies, or a comma-separated list of proxy addresses or CIDR ranges',
    });
    return z.NEVER;
  });

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('localhost'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  /** The role that owns the schema and runs migrations, when DATABASE_URL is the app's role. */
  DATABASE_OWNER_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  /** A streaming replica (or HAProxy's replica port) for the public lookups (issue 39). */
  DATABASE_READ_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  /** `1`: start even when DATABASE_URL's role is a superuser (docs/decisions/0035). */
  ALLOW_SUPERUSER: optionalString.pipe(z.enum(['0', '1'], 'must be 0 or 1').optional()),
  /** `0`: this process takes no jobs (a web-only node; another process on the database does). */
  RUN_JOBS: optionalString.pipe(z.enum(['0', '1'], 'must be 0 or 1').optional()),
  PUBLIC_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxySetting,
  WEB_DIST: optionalString,
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().trim().min(3).default('Forewarn <no-reply@forewarn.local>'),
  SEARCH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  ANONYMOUS_SEARCHES_PER_SECOND: z.coerce.number().int().min(1).max(1_000_000).default(100),
  UPLOADS_IN_FLIGHT: z.coerce.number().int().min(1).max(1000).default(8),
  SHED_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  SHED_HEAP_USED_MB: z.coerce.number().int().min(1).max(1_000_000).default(1024),
  SHED_DATABASE_WAITING: z.coerce.number().int().min(0).max(100_000).default(40),
  SHED_REQUESTS_IN_FLIGHT: z.coerce.number().int().min(1).max(100_000).default(128),
  LISTEN_SOCKETS: z.coerce.number().int().min(1).max(1024).default(128),
  BODY_DEADLINE_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  UPLOAD_MIN_BYTES_PER_WINDOW: z.coerce.number().int().min(1).max(100_000_000).default(16_384),
  UPLOAD_RATE_WINDOW_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  UPLOAD_FLOOR_BYTES_PER_SECOND: z.coerce.number().int().min(1).max(100_000_000).default(16_384),
  CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(64),
  SIGNUP_NORMAL_PER_10_MINUTES: optionalString.pipe(
    z
      .string()
      .regex(/^[1-9][0-9]{0,6}$/, 'must be a whole number from 1')
      .transform(Number)
      .optional(),
  ),
  SEARCH_DAILY_LIMIT: z.coerce.number().int().min(1).max(10_000_000).default(LIMITS.searchesPerDay),
  API_TOKEN_SEARCHES_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(20),
  SMS_API_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  SMS_API_KEY: optionalString,
  SMS_FROM: optionalString,
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ENDPOINT: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  VAPID_PUBLIC_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'must be the base64url public key web-push generates')
      .optional(),
  ),
  VAPID_PRIVATE_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be the base64url private key web-push generates')
      .optional(),
  ),
  VAPID_SUBJECT: optionalString.pipe(
    z
      .string()
      .regex(
        /^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/,
        'must be a mailto: address or an https: URL',
      )
      .optional(),
  ),
  PUSH_SERVICE_HOSTS: optionalString,
  /** `1`: webhooks may name http:// on a loopback address, any port (tests only; decision 0084). */
  WEBHOOK_ALLOW_LOOPBACK: optionalString.pipe(z.enum(['0', '1'], 'must be 0 or 1').optional()),
  METRICS_TOKEN: optionalString.pipe(
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  ALTCHA_HMAC_KEY: optionalString.pipe(
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
});

/** Every variable the server reads (the README's configuration table lists them all). */
export const ENV_VARIABLES = Object.keys(EnvSchema.shape);

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
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
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

export type PushConfig = {
  /** VAPID keys; both unset: made once into DATA_DIR/vapid-keys.json (modules/push). */
  vapidPublicKey: string | undefined;
  vapidPrivateKey: string | undefined;
  /** Who the push services may contact: a mailto: address or an https: URL. */
  vapidSubject: string;
  /**
   * The push services a subscription may name (a host, or any host under it): the server
   * POSTs to a subscription's endpoint, so an endpoint elsewhere would let a member make the
   * server call any address.
   */
  serviceHosts: readonly string[];
};

/** The browsers' push services: Chrome and Edge (FCM), Firefox (Mozilla), Edge (WNS), Safari. */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
] as const;

/** The address in 'Name <address>' or a bare address. */
function mailAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();
}

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
    push: {
      vapidPublicKey: e.VAPID_PUBLIC_KEY,
      vapidPrivateKey: e.VAPID_PRIVATE_KEY,
      vapidSubject:
        e.VAPID_SUBJECT ??
        (publicUrl.startsWith('https://') ? publicUrl : `mailto:${mailAddress(e.MAIL_FROM)}`),
      serviceHosts: e.PUSH_SERVICE_HOSTS
        ? e.PUSH_SERVICE_HOSTS.split(',')
            .map((host) => host.trim().toLowerCase())
            .filter((host) => host !== '')
        : DEFAULT_PUSH_SERVICE_HOSTS,
    },
    webhookAllowLoopback: e.WEBHOOK_ALLOW_LOOPBACK === '1',
    altchaHmacKey: e.ALTCHA_HMAC_KEY,
  });
}
