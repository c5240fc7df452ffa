import path from 'node:path';
import { DEFAULT_CUSTOMER_SERVICE_UID } from '@ffe/shared/constants';
import { password } from '@ffe/shared/contracts/member';
import { z } from 'zod';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  /** PostgreSQL connection string; SQLite in DATA_DIR when absent. */
  DATABASE_URL: z.url().optional(),
  /** Prefix of picture URLs; empty serves them from this server's /images. */
  IMAGE_BASE_URL: z.string().default(''),
  /** Where the built web app lives; the server serves it with a fallback to index.html. */
  WEB_DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seed demo data into an empty database (never in production unless asked). */
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  /** How often the goods search looks for catalogue changes made by any server process. */
  SEARCH_INDEX_CHECK_MS: z.coerce.number().int().min(0).default(1000),
  /** How long a goods search answer may be reused; 0 turns the cache off. */
  SEARCH_CACHE_TTL_MS: z.coerce.number().int().min(0).default(2000),
  CUSTOMER_SERVICE_UID: z.string().min(1).default(DEFAULT_CUSTOMER_SERVICE_UID),
  /** Signs tokens; required in production, kept in DATA_DIR otherwise. */
  TOKEN_SECRET: z.string().min(32).optional(),
  /** How login codes leave: `console` logs them (development), `http` posts them to SMS_GATEWAY_URL. */
  SMS_SENDER: z.enum(['console', 'http']).optional(),
  SMS_GATEWAY_URL: z.url().optional(),
  SMS_GATEWAY_TOKEN: z.string().optional(),
  /** WeChat web login; the button is hidden unless both are set, or the sandbox provider is on. */
  WECHAT_APP_ID: z.string().optional(),
  WECHAT_APP_SECRET: z.string().optional(),
  WECHAT_SANDBOX: z.enum(['true', 'false']).optional(),
  /** Passwords of the staff and admin accounts, of the spec's medium strength; demo ones are used outside production. */
  STAFF_PASSWORD: password.optional(),
  ADMIN_PASSWORD: password.optional(),
  /** Orders one delivery slot of one day takes. */
  DELIVERY_SLOT_CAPACITY: z.coerce.number().int().min(1).default(30),
  /** Same-day delivery is taken until this time of the shop's day (HH:MM). */
  DELIVERY_SAME_DAY_CUTOFF: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM')
    .default('16:00'),
  /** Days without delivery, comma-separated YYYY-MM-DD. */
  DELIVERY_CLOSED_DATES: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((d) => d.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.iso.date())),
  /** How often this process looks for unpaid orders to cancel and deliveries to close; 0 never. */
  ORDER_SWEEP_MS: z.coerce.number().int().min(0).default(30_000),
  /** How often this process asks the provider for refunds that are due; 0 never (refunds are still asked at once). */
  REFUND_WORKER_MS: z.coerce.number().int().min(0).default(10_000),
  /** How often this process looks for money no refund covers yet; 0 never. */
  REFUND_RECONCILE_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(10 * 60_000),
  /** The wait after a refused refund; it doubles with each attempt, up to an hour. */
  REFUND_RETRY_BASE_MS: z.coerce.number().int().min(1).default(10_000),
  /** Signs the sandbox payment provider's notices; derived from TOKEN_SECRET when absent. */
  PAY_SANDBOX_SECRET: z.string().min(32).optional(),
  /** Redis for chat pushes across several server processes; in-process fan-out when absent. */
  REDIS_URL: z.url().optional(),
  /** Where a draining process sends chat clients, comma-separated ws(s):// URLs; empty: the same address. */
  IM_REDIRECT_ADDRESSES: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url())),
  /** How long chat clients wait before reconnecting when a process drains. */
  IM_REDIRECT_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  imageBaseUrl: string;
  webDistDir: string | undefined;
  logLevel: string;
  seedDemoData: boolean;
  searchIndexCheckMs: number;
  searchCacheTtlMs: number;
  customerServiceUid: string;
  tokenSecret: string | undefined;
  sms: { sender: 'console' | 'http'; gatewayUrl: string | undefined; gatewayToken: string | undefined };
  wechat: { appId: string; appSecret: string } | { sandbox: true } | undefined;
  staffPassword: string | undefined;
  adminPassword: string | undefined;
  delivery: { slotCapacity: number; sameDayCutoff: string; closedDates: string[] };
  orderSweepMs: number;
  refunds: { workEveryMs: number; reconcileEveryMs: number; retryBaseMs: number };
  paySandboxSecret: string | undefined;
  redisUrl: string | undefined;
  imRedirect: { addresses: string[]; delayMs: number };
};

/** Reads the environment once; nothing else in the server reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${fields}`);
  }
  const c = parsed.data;
  const production = c.NODE_ENV === 'production';
  const smsSender = c.SMS_SENDER ?? (production ? undefined : 'console');
  if (!smsSender || (smsSender === 'http' && !c.SMS_GATEWAY_URL) || (production && smsSender === 'console')) {
    throw new Error('Invalid configuration: production needs SMS_SENDER=http and SMS_GATEWAY_URL');
  }
  if (production && !c.TOKEN_SECRET) throw new Error('Invalid configuration: production needs TOKEN_SECRET');
  const sandbox = (c.WECHAT_SANDBOX ?? (production ? 'false' : 'true')) === 'true';
  return {
    env: c.NODE_ENV,
    host: c.HOST,
    port: c.PORT,
    dataDir: path.resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    imageBaseUrl: c.IMAGE_BASE_URL.replace(/\/$/, ''),
    webDistDir: c.WEB_DIST_DIR,
    logLevel: c.LOG_LEVEL,
    seedDemoData: c.SEED_DEMO_DATA ?? c.NODE_ENV !== 'production',
    searchIndexCheckMs: c.SEARCH_INDEX_CHECK_MS,
    searchCacheTtlMs: c.SEARCH_CACHE_TTL_MS,
    customerServiceUid: c.CUSTOMER_SERVICE_UID,
    tokenSecret: c.TOKEN_SECRET,
    sms: { sender: smsSender, gatewayUrl: c.SMS_GATEWAY_URL, gatewayToken: c.SMS_GATEWAY_TOKEN },
    wechat:
      c.WECHAT_APP_ID && c.WECHAT_APP_SECRET
        ? { appId: c.WECHAT_APP_ID, appSecret: c.WECHAT_APP_SECRET }
        : sandbox
          ? { sandbox: true }
          : undefined,
    staffPassword: c.STAFF_PASSWORD,
    adminPassword: c.ADMIN_PASSWORD,
    delivery: {
      slotCapacity: c.DELIVERY_SLOT_CAPACITY,
      sameDayCutoff: c.DELIVERY_SAME_DAY_CUTOFF,
      closedDates: c.DELIVERY_CLOSED_DATES,
    },
    orderSweepMs: c.ORDER_SWEEP_MS,
    refunds: {
      workEveryMs: c.REFUND_WORKER_MS,
      reconcileEveryMs: c.REFUND_RECONCILE_MS,
      retryBaseMs: c.REFUND_RETRY_BASE_MS,
    },
    paySandboxSecret: c.PAY_SANDBOX_SECRET,
    redisUrl: c.REDIS_URL,
    imRedirect: { addresses: c.IM_REDIRECT_ADDRESSES, delayMs: c.IM_REDIRECT_DELAY_MS },
  };
}
