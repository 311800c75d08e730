import { isIP } from 'node:net';
import { z } from 'zod';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** Scheme and host of each comma-separated URL; anything that is not an http(s) origin is refused. */
const originList = z
  .string()
  .transform((text, ctx) => {
    const origins: string[] = [];
    for (const item of text.split(',').map((part) => part.trim()).filter(Boolean)) {
      let url: URL | undefined;
      try {
        url = new URL(item);
      } catch {}
      if (!url || !/^https?:$/.test(url.protocol) || url.origin !== item.replace(/\/$/, '')) {
        ctx.addIssue({ code: 'custom', message: `"${item}" is not an origin like https://example.com` });
        return z.NEVER;
      }
      origins.push(url.origin);
    }
    return origins;
  });

/** Off (default), the number of proxies in front of the server, or the proxies' addresses (IP or CIDR), comma-separated. */
const trustProxy = z.string().transform((text, ctx): false | number | string[] => {
  const value = text.trim();
  if (value === 'false' || value === 'off' || value === '0') return false;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const addresses = value.split(',').map((part) => part.trim()).filter(Boolean);
  const bad = addresses.find((address) => {
    const [ip = '', prefix, ...rest] = address.split('/');
    const family = isIP(ip);
    if (!family || rest.length) return true;
    return prefix !== undefined && !(/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
  });
  if (bad !== undefined || !addresses.length) {
    ctx.addIssue({ code: 'custom', message: `must be off, a hop count (1-99) or IP addresses / CIDR ranges separated by commas${bad ? ` ("${bad}" is none)` : ''}` });
    return z.NEVER;
  }
  return addresses;
});

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  RATE_LIMITS: booleanFlag.default(true),
  WRITE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(300),
  SEED_CATALOG: booleanFlag.default(true),
  TRUST_PROXY: trustProxy.default(false),
  CORS_ORIGINS: originList.default([]),
  RESPONSE_CACHE_MB: z.coerce.number().min(0).max(16_384).default(64),
  WS_MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(1).max(100_000).default(50),
  WS_MAX_SUBSCRIPTIONS: z.coerce.number().int().min(1).max(100_000).default(25),
  /** Events one client may have replayed per minute by feeds resumed with after (api/live/resumeBudget.ts). */
  RESUME_EVENTS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000_000).default(20_000),
  GENERATED_MAX_MB: z.coerce.number().min(0.1).max(1_048_576).default(256),
  /** Raw analytics sessions older than this many days become daily figures (events/analytics/retention.ts); unset keeps them forever. */
  ANALYTICS_RETENTION_DAYS: z
    .string()
    .regex(/^\d+$/, 'must be a whole number of days, at least 1')
    .transform(Number)
    .pipe(z.number().min(1, 'must be at least 1').max(36_500, 'must be at most 36,500'))
    .optional(),
  /** Bearer token for GET /metrics from other machines; unset, only loopback callers may read it (api/metrics/access.ts). */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').regex(/^\S+$/, 'must not contain spaces').optional(),
  /** The largest image file an administrator may upload, MB. */
  IMAGE_MAX_MB: z.coerce.number().min(0.1).max(1024).default(30),
  /** The most pixels (width × height, as the file's header declares) an uploaded image may have, in millions. */
  IMAGE_MAX_MEGAPIXELS: z.coerce.number().min(0.1).max(1000).default(50),
  /** Render the catalog's missing image files when the server starts (beside serving); off, each is rendered when first asked for. */
  CATALOG_RENDER_AT_START: booleanFlag.default(true),
  /** Files one upload request may carry. */
  UPLOAD_MAX_FILES: z.coerce.number().int().min(1).max(100).default(10),
  /** Uploads waiting for the image processor beyond the one it works on; more are answered 503. */
  IMAGE_QUEUE_LENGTH: z.coerce.number().int().min(0).max(1000).default(24),
  /** Texts waiting for Semi's sentence encoder (one worker thread, about 15 ms a text); more answer 503 with Retry-After. */
  SEMI_QUEUE_LENGTH: z.coerce.number().int().min(1).max(10_000).default(128),
  /** Blobs no event names are deleted once they are this many hours old (a blob is written before its event). */
  BLOB_GRACE_HOURS: z.coerce.number().min(0.01).max(24 * 365).default(24),
  /** S3-compatible object storage for image files; without S3_BUCKET they are in the database (PostgreSQL) or DATA_DIR/blobs. */
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  S3_PREFIX: z.string().default('blobs/'),
  /** Server processes sharing PORT (api/cluster/supervisor.ts); more than one needs PostgreSQL. */
  WORKERS: z
    .string()
    .regex(/^\d+$/, 'must be a whole number of server processes, 1 to 64')
    .transform(Number)
    .pipe(z.number().min(1, 'must be at least 1').max(64, 'must be at most 64'))
    .default(1),
})
  .superRefine((config, ctx) => {
    if (config.S3_BUCKET && !(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'object storage needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY too' });
    }
    // Only a valid count (an invalid one has its own message already).
    if (Number.isInteger(config.WORKERS) && config.WORKERS > 1 && !config.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['WORKERS'],
        message: `${config.WORKERS} server processes need PostgreSQL: set DATABASE_URL (the embedded PGlite database belongs to one process), or use WORKERS=1`,
      });
    }
  });

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the environment; every invalid variable is named in one error. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = configSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return result.data;
}
