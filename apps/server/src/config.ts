import path from 'node:path';
import { DEFAULT_CUSTOMER_SERVICE_UID, WRITE_QUOTAS } from '@ffe/shared/constants';
import { password } from '@ffe/shared/contracts/member';
import { z } from 'zod';

const paymentProviderNames = ['sandbox', 'wechat', 'alipay'] as const;

/** The texts a template provider sends, each under its own template (decision 050); the variable's suffix names it. */
const smsTemplateSuffixes = {
  login: 'LOGIN',
  'order-paid': 'ORDER_PAID',
  'order-dispatched': 'ORDER_DISPATCHED',
  'order-delivered': 'ORDER_DELIVERED',
  'recipient-dispatched': 'RECIPIENT_DISPATCHED',
  'occasion-reminder': 'OCCASION_REMINDER',
  'back-in-stock': 'BACK_IN_STOCK',
  'order-delivery-changed': 'ORDER_DELIVERY_CHANGED',
  'order-not-home': 'ORDER_NOT_HOME',
  'gift-subscription': 'GIFT_SUBSCRIPTION',
  'subscription-tomorrow': 'SUBSCRIPTION_TOMORROW',
  'subscription-moved': 'SUBSCRIPTION_MOVED',
} as const;
export type SmsKind = keyof typeof smsTemplateSuffixes;
const smsTemplate = z.string().trim().min(1).optional();

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
  /** Where the built staff console lives; the server serves it at /admin/ with a fallback to its index.html. */
  ADMIN_DIST_DIR: z.string().optional(),
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
  /** How long a goods detail may be reused while the catalogue's signature stays; 0 turns the cache off. */
  GOODS_DETAIL_CACHE_TTL_MS: z.coerce.number().int().min(0).default(10_000),
  /** How often the shop's home looks for changes made by any server process (the console, goods, categories). */
  HOME_CHECK_MS: z.coerce.number().int().min(0).default(1000),
  CUSTOMER_SERVICE_UID: z.string().min(1).default(DEFAULT_CUSTOMER_SERVICE_UID),
  /** Signs tokens; required in production, kept in DATA_DIR otherwise. */
  TOKEN_SECRET: z.string().min(32).optional(),
  /**
   * How texts leave: `console` logs them (development), `http` posts them to SMS_GATEWAY_URL, `aliyun` and `tencent`
   * send them through those providers' SendSms with the ALIYUN_SMS_… or TENCENT_SMS_… settings.
   */
  SMS_SENDER: z.enum(['console', 'http', 'aliyun', 'tencent']).optional(),
  SMS_GATEWAY_URL: z.url().optional(),
  SMS_GATEWAY_TOKEN: z.string().optional(),
  ALIYUN_SMS_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().trim().min(1).optional(),
  ALIYUN_SMS_SIGN_NAME: z.string().trim().min(1).optional(),
  /** Dysmsapi's address, scheme and optional port (tests point it at a local stand-in). */
  ALIYUN_SMS_ENDPOINT: z.url().default('https://dysmsapi.aliyuncs.com'),
  ALIYUN_SMS_TEMPLATE_LOGIN: smsTemplate,
  ALIYUN_SMS_TEMPLATE_ORDER_PAID: smsTemplate,
  ALIYUN_SMS_TEMPLATE_ORDER_DISPATCHED: smsTemplate,
  ALIYUN_SMS_TEMPLATE_ORDER_DELIVERED: smsTemplate,
  ALIYUN_SMS_TEMPLATE_RECIPIENT_DISPATCHED: smsTemplate,
  ALIYUN_SMS_TEMPLATE_OCCASION_REMINDER: smsTemplate,
  ALIYUN_SMS_TEMPLATE_BACK_IN_STOCK: smsTemplate,
  ALIYUN_SMS_TEMPLATE_ORDER_DELIVERY_CHANGED: smsTemplate,
  ALIYUN_SMS_TEMPLATE_ORDER_NOT_HOME: smsTemplate,
  ALIYUN_SMS_TEMPLATE_GIFT_SUBSCRIPTION: smsTemplate,
  ALIYUN_SMS_TEMPLATE_SUBSCRIPTION_TOMORROW: smsTemplate,
  ALIYUN_SMS_TEMPLATE_SUBSCRIPTION_MOVED: smsTemplate,
  TENCENT_SMS_SECRET_ID: z.string().trim().min(1).optional(),
  TENCENT_SMS_SECRET_KEY: z.string().trim().min(1).optional(),
  TENCENT_SMS_SDK_APP_ID: z.string().trim().min(1).optional(),
  TENCENT_SMS_SIGN_NAME: z.string().trim().min(1).optional(),
  /** Tencent Cloud SMS's address, scheme and optional port (tests point it at a local stand-in). */
  TENCENT_SMS_ENDPOINT: z.url().default('https://sms.tencentcloudapi.com'),
  /** The region the SendSms call names; the SMS app is the same in each. */
  TENCENT_SMS_REGION: z.string().trim().min(1).default('ap-guangzhou'),
  TENCENT_SMS_TEMPLATE_LOGIN: smsTemplate,
  TENCENT_SMS_TEMPLATE_ORDER_PAID: smsTemplate,
  TENCENT_SMS_TEMPLATE_ORDER_DISPATCHED: smsTemplate,
  TENCENT_SMS_TEMPLATE_ORDER_DELIVERED: smsTemplate,
  TENCENT_SMS_TEMPLATE_RECIPIENT_DISPATCHED: smsTemplate,
  TENCENT_SMS_TEMPLATE_OCCASION_REMINDER: smsTemplate,
  TENCENT_SMS_TEMPLATE_BACK_IN_STOCK: smsTemplate,
  TENCENT_SMS_TEMPLATE_ORDER_DELIVERY_CHANGED: smsTemplate,
  TENCENT_SMS_TEMPLATE_ORDER_NOT_HOME: smsTemplate,
  TENCENT_SMS_TEMPLATE_GIFT_SUBSCRIPTION: smsTemplate,
  TENCENT_SMS_TEMPLATE_SUBSCRIPTION_TOMORROW: smsTemplate,
  TENCENT_SMS_TEMPLATE_SUBSCRIPTION_MOVED: smsTemplate,
  /** Real-name checks: `development` accepts a well-formed identity number, `http` asks REAL_NAME_GATEWAY_URL. */
  REAL_NAME_VERIFIER: z.enum(['development', 'http']).optional(),
  REAL_NAME_GATEWAY_URL: z.url().optional(),
  REAL_NAME_GATEWAY_TOKEN: z.string().optional(),
  /** WeChat web login; the button is hidden unless both are set, or the sandbox provider is on. */
  WECHAT_APP_ID: z.string().optional(),
  WECHAT_APP_SECRET: z.string().optional(),
  WECHAT_SANDBOX: z.enum(['true', 'false']).optional(),
  /** The official account (公众号) of in-WeChat sign-in, JSAPI payment and the JS-SDK; both or neither. */
  WECHAT_MP_APP_ID: z.string().min(1).optional(),
  WECHAT_MP_APP_SECRET: z.string().min(1).optional(),
  /** WeChat's API (sns/oauth2, sns/userinfo, cgi-bin): tests point it at a local stand-in. */
  WECHAT_API_BASE_URL: z.url().default('https://api.weixin.qq.com'),
  /** Passwords of the staff and admin accounts, of medium strength (PRODUCT.md#shop-accounts); demo ones are used outside production. */
  STAFF_PASSWORD: password.optional(),
  ADMIN_PASSWORD: password.optional(),
  /** Orders one delivery slot of one day takes: the first delivery settings' (decision 018), edited in the console after. */
  DELIVERY_SLOT_CAPACITY: z.coerce.number().int().min(1).default(30),
  /** Same-day delivery is taken until this time of the shop's day (HH:MM): the first settings' cut-off. */
  DELIVERY_SAME_DAY_CUTOFF: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM')
    .default('16:00'),
  /** Days without delivery, comma-separated YYYY-MM-DD: the first settings' closed dates. */
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
  /** How often this process sends due occasion reminders and back-in-stock notices; 0 never. */
  OCCASION_SWEEP_MS: z.coerce.number().int().min(0).default(60_000),
  /** How often this process places due subscription deliveries as orders and tells their customers; 0 never. */
  SUBSCRIPTION_SWEEP_MS: z.coerce.number().int().min(0).default(30_000),
  /** Who takes payments, comma-separated of sandbox, wechat, alipay; `sandbox` outside production, required in it. */
  PAYMENT_PROVIDERS: z
    .string()
    .optional()
    .transform((v) =>
      v === undefined
        ? undefined
        : v
            .split(',')
            .map((p) => p.trim())
            .filter(Boolean),
    )
    .pipe(z.array(z.enum(paymentProviderNames)).min(1, 'must name at least one provider').optional()),
  /** The shop's public https origin: payment providers send notices to it and payers back to it. */
  PAY_PUBLIC_URL: z.url().optional(),
  WECHAT_PAY_MCH_ID: z.string().min(1).optional(),
  WECHAT_PAY_APP_ID: z.string().min(1).optional(),
  /** Serial number of the merchant API certificate whose key is WECHAT_PAY_PRIVATE_KEY_PATH. */
  WECHAT_PAY_SERIAL_NO: z.string().min(1).optional(),
  WECHAT_PAY_PRIVATE_KEY_PATH: z.string().min(1).optional(),
  /** WeChat Pay platform certificates (PEM files), comma-separated: several while WeChat rotates them. */
  WECHAT_PAY_PLATFORM_CERT_PATHS: z.string().min(1).optional(),
  /** WeChat Pay's public key (pub_key.pem, public-key mode), in place of or beside the platform certificates. */
  WECHAT_PAY_PUBLIC_KEY_PATH: z.string().min(1).optional(),
  /** The id WeChat Pay shows beside that key; its answers and notices name it in Wechatpay-Serial. */
  WECHAT_PAY_PUBLIC_KEY_ID: z
    .string()
    .regex(/^PUB_KEY_ID_\w+$/, 'must be the id shown beside the public key, PUB_KEY_ID_…')
    .optional(),
  WECHAT_PAY_API_V3_KEY: z.string().length(32, 'must be the 32-character API v3 key').optional(),
  WECHAT_PAY_BASE_URL: z.url().default('https://api.mch.weixin.qq.com'),
  ALIPAY_APP_ID: z.string().min(1).optional(),
  ALIPAY_PRIVATE_KEY_PATH: z.string().min(1).optional(),
  /** Alipay's public key (PEM file), which signs its answers and notices. */
  ALIPAY_PUBLIC_KEY_PATH: z.string().min(1).optional(),
  ALIPAY_GATEWAY: z.url().default('https://openapi.alipay.com/gateway.do'),
  /** The merchant's Alipay account id (PID); when set, a notice for another seller is refused. */
  ALIPAY_SELLER_ID: z
    .string()
    .regex(/^2088\d{12}$/, 'must be the 16-digit PID starting 2088')
    .optional(),
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
  /**
   * Which proxies' X-Forwarded-For decides a request's address (login and SMS limits): a number of hops, or
   * comma-separated addresses/CIDRs; unset trusts none, so the address is the connection's.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(\d+|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/, 'must be a number of hops or addresses/CIDRs')
    .optional(),
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
  /** Where uploads live: `local` (DATA_DIR/uploads, one node) or `s3` (a bucket every node shares). */
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().min(1).optional(),
  /** An S3-compatible server's address; AWS's when absent. */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
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
  /** Where backups are written (`npm run backup` and the server's own, BACKUP_EVERY). */
  BACKUP_DIR: z.string().min(1).default('./backups'),
  /** How often the server takes a backup itself, a duration such as 30m, 6h or 1d; unset: never. */
  BACKUP_EVERY: z
    .string()
    .regex(/^\d+(s|m|h|d)$/, 'must be a duration such as 30m, 6h or 1d')
    .optional()
    .transform((v) => (v === undefined ? undefined : durationMs(v)))
    .pipe(z.number().int().min(60_000, 'must be at least 1m').optional()),
  /** How many backups BACKUP_DIR keeps when the server takes them; the oldest beyond it are removed. */
  BACKUP_KEEP: z.coerce.number().int().min(1).default(7),
  /** A bearer token GET /metrics asks for; with neither it nor METRICS_PORT, /metrics answers 404 (decision 057). */
  METRICS_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  /** A second listener on 127.0.0.1 answering /metrics without a token, for a scraper on the same host. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** On SIGTERM, how long readyz answers 503 `draining` before the server closes, so balancers stop sending work. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
});

/** A duration as BACKUP_EVERY writes it (`30m`, `6h`, `1d`) in milliseconds. */
function durationMs(text: string): number {
  const unitMs = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
  const unit = text.at(-1) as keyof typeof unitMs;
  return Number(text.slice(0, -1)) * unitMs[unit];
}

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
    WECHAT_SIGN_IN_STARTS_PER_ADDRESS: window(WRITE_QUOTAS.WECHAT_SIGN_IN_STARTS_PER_ADDRESS),
    FRIEND_INVITES_PER_DAY: window(WRITE_QUOTAS.FRIEND_INVITES_PER_DAY),
    ORDERS_PER_HOUR: window(WRITE_QUOTAS.ORDERS_PER_HOUR),
    UPLOAD_BYTES_PER_DAY: scaled(WRITE_QUOTAS.UPLOAD_BYTES_PER_DAY),
    UPLOAD_FILES_PER_DAY: scaled(WRITE_QUOTAS.UPLOAD_FILES_PER_DAY),
  };
}

export type PaymentProviderName = (typeof paymentProviderNames)[number];

export type PaymentsConfig = {
  providers: PaymentProviderName[];
  /** The shop's public origin, for notify and return URLs; set whenever a real provider is. */
  publicUrl: string;
  wechat?: {
    mchId: string;
    appId: string;
    serialNo: string;
    privateKeyPath: string;
    /** Platform-certificate mode; empty in public-key mode alone. Both modes at once while a merchant switches. */
    platformCertPaths: string[];
    /** Public-key mode: WeChat Pay's public key and its PUB_KEY_ID_… */
    publicKey: { id: string; path: string } | undefined;
    apiV3Key: string;
    baseUrl: string;
    /** The official account JSAPI payments are made in (WECHAT_MP_APP_ID); none, no payment inside WeChat. */
    jsapiAppId: string | undefined;
  };
  alipay?: {
    appId: string;
    privateKeyPath: string;
    alipayPublicKeyPath: string;
    gateway: string;
    sellerId: string | undefined;
  };
};

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  imageBaseUrl: string;
  webDistDir: string | undefined;
  adminDistDir: string | undefined;
  logLevel: string;
  seedDemoData: boolean;
  searchIndexCheckMs: number;
  searchCacheTtlMs: number;
  goodsDetailCacheTtlMs: number;
  homeCheckMs: number;
  customerServiceUid: string;
  tokenSecret: string | undefined;
  sms: SmsConfig;
  /** Missing: real-name verification answers that it is unavailable (production without a gateway). */
  realName:
    | { verifier: 'development' }
    | { verifier: 'http'; gatewayUrl: string; gatewayToken: string | undefined }
    | undefined;
  wechat: { appId: string; appSecret: string } | { sandbox: true } | undefined;
  /** The official account used inside WeChat; undefined when not configured. */
  wechatMp: { appId: string; appSecret: string } | undefined;
  /** Where WeChat's API answers (the official account's OAuth, tokens and tickets; the website login's). */
  wechatApiBaseUrl: string;
  staffPassword: string | undefined;
  adminPassword: string | undefined;
  delivery: { slotCapacity: number; sameDayCutoff: string; closedDates: string[] };
  orderSweepMs: number;
  occasionSweepMs: number;
  subscriptionSweepMs: number;
  refunds: { workEveryMs: number; reconcileEveryMs: number; retryBaseMs: number };
  paySandboxSecret: string | undefined;
  /** Fastify's trustProxy: false, a number of hops, or comma-separated addresses/CIDRs. */
  trustProxy: false | number | string;
  payments: PaymentsConfig;
  redisUrl: string | undefined;
  imRedirect: { addresses: string[]; delayMs: number };
  storage: StorageConfig;
  quotas: WriteQuotas;
  http: { idleTimeoutMs: number; headersTimeoutMs: number; keepAliveTimeoutMs: number; requestTimeoutMs: number };
  /** Backups (decision 056): where they go, how often the server takes one itself (none: never), how many it keeps. */
  backups: { dir: string; everyMs: number | undefined; keep: number };
  /** Who may read /metrics (decision 057): a bearer token, a loopback port, or neither (then it is 404). */
  metrics: { token: string | undefined; port: number | undefined };
  shutdown: { drainMs: number };
};

/** A template id per kind of text; a kind without one is not sent by SMS. */
export type SmsTemplates = Partial<Record<SmsKind, string>>;

export type SmsConfig =
  | { sender: 'console' }
  | { sender: 'http'; gatewayUrl: string; gatewayToken: string | undefined }
  | {
      sender: 'aliyun';
      accessKeyId: string;
      accessKeySecret: string;
      signName: string;
      templates: SmsTemplates;
      endpoint: string;
    }
  | {
      sender: 'tencent';
      secretId: string;
      secretKey: string;
      sdkAppId: string;
      signName: string;
      templates: SmsTemplates;
      endpoint: string;
      region: string;
    };

export type StorageConfig =
  | { driver: 'local' }
  | {
      driver: 's3';
      bucket: string;
      endpoint: string | undefined;
      region: string;
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
    };

/** The uploads' store; S3 needs a bucket, and both keys or neither (the SDK's own chain, e.g. an instance role). */
function storageOf(c: z.infer<typeof schema>): StorageConfig {
  if (c.STORAGE === 'local') return { driver: 'local' };
  if (!c.S3_BUCKET) throw new Error('Invalid configuration: STORAGE=s3 needs S3_BUCKET');
  if (!c.S3_ACCESS_KEY_ID !== !c.S3_SECRET_ACCESS_KEY) {
    throw new Error('Invalid configuration: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither');
  }
  return {
    driver: 's3',
    bucket: c.S3_BUCKET,
    endpoint: c.S3_ENDPOINT,
    region: c.S3_REGION,
    credentials:
      c.S3_ACCESS_KEY_ID && c.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: c.S3_ACCESS_KEY_ID, secretAccessKey: c.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: c.S3_FORCE_PATH_STYLE === 'true',
  };
}

/** Reads the environment once; nothing else in the server reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${fields}`);
  }
  const c = parsed.data;
  const production = c.NODE_ENV === 'production';
  const sms = smsConfig(c, production);
  if (production && !c.TOKEN_SECRET) throw new Error('Invalid configuration: production needs TOKEN_SECRET');
  const realNameVerifier = c.REAL_NAME_VERIFIER ?? (production ? undefined : 'development');
  if (realNameVerifier === 'http' && !c.REAL_NAME_GATEWAY_URL) {
    throw new Error('Invalid configuration: REAL_NAME_VERIFIER=http needs REAL_NAME_GATEWAY_URL');
  }
  if (production && realNameVerifier === 'development') {
    throw new Error('Invalid configuration: production cannot verify real names with the development verifier');
  }
  const payments = paymentsConfig(c, production);
  if (Boolean(c.WECHAT_MP_APP_ID) !== Boolean(c.WECHAT_MP_APP_SECRET)) {
    throw new Error('Invalid configuration: WECHAT_MP_APP_ID and WECHAT_MP_APP_SECRET go together');
  }
  if (c.METRICS_PORT !== undefined && c.METRICS_PORT === c.PORT) {
    throw new Error('Invalid configuration: METRICS_PORT must differ from PORT');
  }
  const sandbox = (c.WECHAT_SANDBOX ?? (production ? 'false' : 'true')) === 'true';
  return {
    env: c.NODE_ENV,
    host: c.HOST,
    port: c.PORT,
    dataDir: path.resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    imageBaseUrl: c.IMAGE_BASE_URL.replace(/\/$/, ''),
    webDistDir: c.WEB_DIST_DIR,
    adminDistDir: c.ADMIN_DIST_DIR,
    logLevel: c.LOG_LEVEL,
    seedDemoData: c.SEED_DEMO_DATA ?? c.NODE_ENV !== 'production',
    searchIndexCheckMs: c.SEARCH_INDEX_CHECK_MS,
    searchCacheTtlMs: c.SEARCH_CACHE_TTL_MS,
    goodsDetailCacheTtlMs: c.GOODS_DETAIL_CACHE_TTL_MS,
    homeCheckMs: c.HOME_CHECK_MS,
    customerServiceUid: c.CUSTOMER_SERVICE_UID,
    tokenSecret: c.TOKEN_SECRET,
    sms,
    realName:
      realNameVerifier === 'http' && c.REAL_NAME_GATEWAY_URL
        ? { verifier: 'http', gatewayUrl: c.REAL_NAME_GATEWAY_URL, gatewayToken: c.REAL_NAME_GATEWAY_TOKEN }
        : realNameVerifier === 'development'
          ? { verifier: 'development' }
          : undefined,
    wechat:
      c.WECHAT_APP_ID && c.WECHAT_APP_SECRET
        ? { appId: c.WECHAT_APP_ID, appSecret: c.WECHAT_APP_SECRET }
        : sandbox
          ? { sandbox: true }
          : undefined,
    wechatMp:
      c.WECHAT_MP_APP_ID && c.WECHAT_MP_APP_SECRET
        ? { appId: c.WECHAT_MP_APP_ID, appSecret: c.WECHAT_MP_APP_SECRET }
        : undefined,
    wechatApiBaseUrl: c.WECHAT_API_BASE_URL.replace(/\/$/, ''),
    staffPassword: c.STAFF_PASSWORD,
    adminPassword: c.ADMIN_PASSWORD,
    delivery: {
      slotCapacity: c.DELIVERY_SLOT_CAPACITY,
      sameDayCutoff: c.DELIVERY_SAME_DAY_CUTOFF,
      closedDates: c.DELIVERY_CLOSED_DATES,
    },
    orderSweepMs: c.ORDER_SWEEP_MS,
    occasionSweepMs: c.OCCASION_SWEEP_MS,
    subscriptionSweepMs: c.SUBSCRIPTION_SWEEP_MS,
    refunds: {
      workEveryMs: c.REFUND_WORKER_MS,
      reconcileEveryMs: c.REFUND_RECONCILE_MS,
      retryBaseMs: c.REFUND_RETRY_BASE_MS,
    },
    paySandboxSecret: c.PAY_SANDBOX_SECRET,
    trustProxy:
      c.TRUST_PROXY === undefined ? false : /^\d+$/.test(c.TRUST_PROXY) ? Number(c.TRUST_PROXY) : c.TRUST_PROXY,
    payments,
    redisUrl: c.REDIS_URL,
    imRedirect: { addresses: c.IM_REDIRECT_ADDRESSES, delayMs: c.IM_REDIRECT_DELAY_MS },
    storage: storageOf(c),
    quotas: scaledQuotas(c.QUOTA_SCALE),
    http: {
      idleTimeoutMs: c.HTTP_IDLE_TIMEOUT_MS,
      headersTimeoutMs: c.HTTP_HEADERS_TIMEOUT_MS,
      keepAliveTimeoutMs: c.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      requestTimeoutMs: c.HTTP_REQUEST_TIMEOUT_MS,
    },
    backups: { dir: path.resolve(c.BACKUP_DIR), everyMs: c.BACKUP_EVERY, keep: c.BACKUP_KEEP },
    metrics: { token: c.METRICS_TOKEN, port: c.METRICS_PORT },
    shutdown: { drainMs: c.SHUTDOWN_DRAIN_MS },
  };
}

/** Names the variables a configured provider still lacks. */
function missing(fields: Record<string, string | undefined>): string[] {
  return Object.entries(fields)
    .filter(([, value]) => !value)
    .map(([name]) => name);
}

/** Each kind's template id under `prefix` (ALIYUN or TENCENT), as the environment names them. */
function smsTemplatesOf(c: z.infer<typeof schema>, prefix: 'ALIYUN' | 'TENCENT'): SmsTemplates {
  const templates: SmsTemplates = {};
  for (const [kind, suffix] of Object.entries(smsTemplateSuffixes) as Array<[SmsKind, string]>) {
    const id = c[`${prefix}_SMS_TEMPLATE_${suffix}` as keyof typeof c];
    if (typeof id === 'string') templates[kind] = id;
  }
  return templates;
}

/** How texts leave. Production sends them for real (http, aliyun or tencent); a provider lacking a setting names it. */
function smsConfig(c: z.infer<typeof schema>, production: boolean): SmsConfig {
  const sender = c.SMS_SENDER ?? (production ? undefined : 'console');
  if (!sender || (production && sender === 'console')) {
    throw new Error('Invalid configuration: production needs SMS_SENDER (http, aliyun or tencent)');
  }
  const lackingFor = (fields: Record<string, string | undefined>) => {
    const lacking = missing(fields);
    if (lacking.length) throw new Error(`Invalid configuration: SMS_SENDER=${sender} lacks ${lacking.join(', ')}`);
  };
  if (sender === 'console') return { sender };
  if (sender === 'http') {
    lackingFor({ SMS_GATEWAY_URL: c.SMS_GATEWAY_URL });
    return { sender, gatewayUrl: c.SMS_GATEWAY_URL ?? '', gatewayToken: c.SMS_GATEWAY_TOKEN };
  }
  if (sender === 'aliyun') {
    lackingFor({
      ALIYUN_SMS_ACCESS_KEY_ID: c.ALIYUN_SMS_ACCESS_KEY_ID,
      ALIYUN_SMS_ACCESS_KEY_SECRET: c.ALIYUN_SMS_ACCESS_KEY_SECRET,
      ALIYUN_SMS_SIGN_NAME: c.ALIYUN_SMS_SIGN_NAME,
      ALIYUN_SMS_TEMPLATE_LOGIN: c.ALIYUN_SMS_TEMPLATE_LOGIN,
    });
    return {
      sender,
      accessKeyId: c.ALIYUN_SMS_ACCESS_KEY_ID ?? '',
      accessKeySecret: c.ALIYUN_SMS_ACCESS_KEY_SECRET ?? '',
      signName: c.ALIYUN_SMS_SIGN_NAME ?? '',
      templates: smsTemplatesOf(c, 'ALIYUN'),
      endpoint: c.ALIYUN_SMS_ENDPOINT.replace(/\/+$/, ''),
    };
  }
  lackingFor({
    TENCENT_SMS_SECRET_ID: c.TENCENT_SMS_SECRET_ID,
    TENCENT_SMS_SECRET_KEY: c.TENCENT_SMS_SECRET_KEY,
    TENCENT_SMS_SDK_APP_ID: c.TENCENT_SMS_SDK_APP_ID,
    TENCENT_SMS_SIGN_NAME: c.TENCENT_SMS_SIGN_NAME,
    TENCENT_SMS_TEMPLATE_LOGIN: c.TENCENT_SMS_TEMPLATE_LOGIN,
  });
  return {
    sender,
    secretId: c.TENCENT_SMS_SECRET_ID ?? '',
    secretKey: c.TENCENT_SMS_SECRET_KEY ?? '',
    sdkAppId: c.TENCENT_SMS_SDK_APP_ID ?? '',
    signName: c.TENCENT_SMS_SIGN_NAME ?? '',
    templates: smsTemplatesOf(c, 'TENCENT'),
    endpoint: c.TENCENT_SMS_ENDPOINT.replace(/\/+$/, ''),
    region: c.TENCENT_SMS_REGION,
  };
}

/**
 * The payment providers. Production names them; the sandbox, which marks orders paid with no money moved, runs there
 * only when PAYMENT_PROVIDERS names it.
 */
function paymentsConfig(c: z.infer<typeof schema>, production: boolean): PaymentsConfig {
  if (production && !c.PAYMENT_PROVIDERS) {
    throw new Error('Invalid configuration: production needs PAYMENT_PROVIDERS (e.g. wechat,alipay)');
  }
  const providers: PaymentProviderName[] = [...new Set(c.PAYMENT_PROVIDERS ?? ['sandbox' as const])];
  const real = providers.some((p) => p !== 'sandbox');
  if (real && !c.PAY_PUBLIC_URL) throw new Error('Invalid configuration: wechat and alipay need PAY_PUBLIC_URL');
  const config: PaymentsConfig = { providers, publicUrl: (c.PAY_PUBLIC_URL ?? '').replace(/\/$/, '') };
  if (providers.includes('wechat')) {
    const lacking = missing({
      WECHAT_PAY_MCH_ID: c.WECHAT_PAY_MCH_ID,
      WECHAT_PAY_APP_ID: c.WECHAT_PAY_APP_ID,
      WECHAT_PAY_SERIAL_NO: c.WECHAT_PAY_SERIAL_NO,
      WECHAT_PAY_PRIVATE_KEY_PATH: c.WECHAT_PAY_PRIVATE_KEY_PATH,
      WECHAT_PAY_API_V3_KEY: c.WECHAT_PAY_API_V3_KEY,
    });
    if (lacking.length)
      throw new Error(`Invalid configuration: PAYMENT_PROVIDERS has wechat but lacks ${lacking.join(', ')}`);
    if (Boolean(c.WECHAT_PAY_PUBLIC_KEY_PATH) !== Boolean(c.WECHAT_PAY_PUBLIC_KEY_ID)) {
      throw new Error('Invalid configuration: WECHAT_PAY_PUBLIC_KEY_PATH and WECHAT_PAY_PUBLIC_KEY_ID go together');
    }
    if (!c.WECHAT_PAY_PLATFORM_CERT_PATHS && !c.WECHAT_PAY_PUBLIC_KEY_PATH) {
      throw new Error(
        'Invalid configuration: PAYMENT_PROVIDERS has wechat but lacks WECHAT_PAY_PUBLIC_KEY_PATH and WECHAT_PAY_PUBLIC_KEY_ID (or WECHAT_PAY_PLATFORM_CERT_PATHS)',
      );
    }
    config.wechat = {
      mchId: c.WECHAT_PAY_MCH_ID ?? '',
      appId: c.WECHAT_PAY_APP_ID ?? '',
      serialNo: c.WECHAT_PAY_SERIAL_NO ?? '',
      privateKeyPath: c.WECHAT_PAY_PRIVATE_KEY_PATH ?? '',
      platformCertPaths: (c.WECHAT_PAY_PLATFORM_CERT_PATHS ?? '')
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean),
      publicKey:
        c.WECHAT_PAY_PUBLIC_KEY_PATH && c.WECHAT_PAY_PUBLIC_KEY_ID
          ? { id: c.WECHAT_PAY_PUBLIC_KEY_ID, path: c.WECHAT_PAY_PUBLIC_KEY_PATH }
          : undefined,
      apiV3Key: c.WECHAT_PAY_API_V3_KEY ?? '',
      baseUrl: c.WECHAT_PAY_BASE_URL,
      jsapiAppId: c.WECHAT_MP_APP_ID && c.WECHAT_MP_APP_SECRET ? c.WECHAT_MP_APP_ID : undefined,
    };
  }
  if (providers.includes('alipay')) {
    const lacking = missing({
      ALIPAY_APP_ID: c.ALIPAY_APP_ID,
      ALIPAY_PRIVATE_KEY_PATH: c.ALIPAY_PRIVATE_KEY_PATH,
      ALIPAY_PUBLIC_KEY_PATH: c.ALIPAY_PUBLIC_KEY_PATH,
    });
    if (lacking.length)
      throw new Error(`Invalid configuration: PAYMENT_PROVIDERS has alipay but lacks ${lacking.join(', ')}`);
    config.alipay = {
      appId: c.ALIPAY_APP_ID ?? '',
      privateKeyPath: c.ALIPAY_PRIVATE_KEY_PATH ?? '',
      alipayPublicKeyPath: c.ALIPAY_PUBLIC_KEY_PATH ?? '',
      gateway: c.ALIPAY_GATEWAY,
      sellerId: c.ALIPAY_SELLER_ID,
    };
  }
  return config;
}
