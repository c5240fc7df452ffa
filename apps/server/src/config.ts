import path from 'node:path';
import { DEFAULT_CUSTOMER_SERVICE_UID } from '@ffe/shared/constants';
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
};

/** Reads the environment once; nothing else in the server reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${fields}`);
  }
  const c = parsed.data;
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
  };
}
