import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createTestDatabase, type TestDatabase } from './databases';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

/** The whole server on a fresh database, as tests drive it through `inject`. */
export async function createTestApp(databaseUrl: string | undefined, env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const database = await createTestDatabase(databaseUrl);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEARCH_INDEX_CHECK_MS: '0',
    SEARCH_CACHE_TTL_MS: '0',
    TOKEN_SECRET: 'test-secret-that-is-long-enough-32+',
    ...env,
  });
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

/** POSTs a JSON body and returns the status and the parsed envelope. */
export async function post<T = unknown>(app: FastifyInstance, url: string, body?: unknown) {
  const res = await app.inject({ method: 'POST', url, ...(body === undefined ? {} : { payload: body as object }) });
  return { status: res.statusCode, body: res.json() as { code: number; message: string; errCode?: string; data: T } };
}
