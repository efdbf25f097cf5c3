import { isIP } from 'node:net';
import { LIMITS } from '@forewarn/domain';
import { z } from 'zod';

// Every variable the server reads and how each is parsed; config.ts turns them into a Config.

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

export const EnvSchema = z.object({
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

/** The environment as the schema parsed it, before the checks that span variables. */
export type Env = z.infer<typeof EnvSchema>;

/** Every variable the server reads (the README's configuration table lists them all). */
export const ENV_VARIABLES = Object.keys(EnvSchema.shape);
