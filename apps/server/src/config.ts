import path from 'node:path';
import { DEFAULT_CUSTOMER_SERVICE_UID, WRITE_QUOTAS } from '@ffe/shared/constants';
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
  /** Multiplies every write quota (WRITE_QUOTAS): a load test raises them out of its way, a test lowers them. */
  QUOTA_SCALE: z.coerce.number().positive().default(1),
  /** A connection that sends nothing this long is closed: waiting for a request, mid-header or mid-body. */
  HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),
  /** A request's head must arrive whole within this. */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  /** A kept-alive connection waits this long for its next request. */
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  /** A whole request, body included, must arrive within this: long enough for a 50 MB video from a slow phone. */
  HTTP_REQUEST_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(30 * 60_000),
});

/** A count allowed within a window. */
export interface QuotaWindow {
  max: number;
  windowMs: number;
}

/** The write quotas in force: WRITE_QUOTAS times QUOTA_SCALE, each at least 1. */
export type WriteQuotas = {
  [K in keyof typeof WRITE_QUOTAS]: (typeof WRITE_QUOTAS)[K] extends number ? number : QuotaWindow;
};

function scaledQuotas(scale: number): WriteQuotas {
  const scaled = (n: number) => Math.max(1, Math.round(n * scale));
  const window = (w: QuotaWindow) => ({ max: scaled(w.max), windowMs: w.windowMs });
  return {
    MESSAGE_BURST: window(WRITE_QUOTAS.MESSAGE_BURST),
    MESSAGE_STEADY: window(WRITE_QUOTAS.MESSAGE_STEADY),
    GUEST_LOGINS_PER_ADDRESS: window(WRITE_QUOTAS.GUEST_LOGINS_PER_ADDRESS),
    FRIEND_INVITES_PER_DAY: window(WRITE_QUOTAS.FRIEND_INVITES_PER_DAY),
    ORDERS_PER_HOUR: window(WRITE_QUOTAS.ORDERS_PER_HOUR),
    UPLOAD_BYTES_PER_DAY: scaled(WRITE_QUOTAS.UPLOAD_BYTES_PER_DAY),
    UPLOAD_FILES_PER_DAY: scaled(WRITE_QUOTAS.UPLOAD_FILES_PER_DAY),
  };
}

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
  paySandboxSecret: string | undefined;
  redisUrl: string | undefined;
  imRedirect: { addresses: string[]; delayMs: number };
  quotas: WriteQuotas;
  http: { idleTimeoutMs: number; headersTimeoutMs: number; keepAliveTimeoutMs: number; requestTimeoutMs: number };
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
    paySandboxSecret: c.PAY_SANDBOX_SECRET,
    redisUrl: c.REDIS_URL,
    imRedirect: { addresses: c.IM_REDIRECT_ADDRESSES, delayMs: c.IM_REDIRECT_DELAY_MS },
    quotas: scaledQuotas(c.QUOTA_SCALE),
    http: {
      idleTimeoutMs: c.HTTP_IDLE_TIMEOUT_MS,
      headersTimeoutMs: c.HTTP_HEADERS_TIMEOUT_MS,
      keepAliveTimeoutMs: c.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      requestTimeoutMs: c.HTTP_REQUEST_TIMEOUT_MS,
    },
  };
}
