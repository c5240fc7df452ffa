import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { type AppDeps, buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createTestDatabase, type TestDatabase } from './databases';

/** The secret test apps sign tokens with, so tests can sign members in directly. */
export const TEST_TOKEN_SECRET = 'test-secret-that-is-long-enough-32+';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

/** The whole server on a fresh database, as tests drive it through `inject`; `deps` stand in for outside services. */
export async function createTestApp(
  databaseUrl: string | undefined,
  env: NodeJS.ProcessEnv = {},
  deps: Pick<AppDeps, 'sms'> = {},
): Promise<TestApp> {
  const database = await createTestDatabase(databaseUrl);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEARCH_INDEX_CHECK_MS: '0',
    SEARCH_CACHE_TTL_MS: '0',
    GOODS_DETAIL_CACHE_TTL_MS: '0',
    TOKEN_SECRET: TEST_TOKEN_SECRET,
    ...env,
  });
  const app = await buildApp({ config, database, ...deps });
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

/** POSTs a JSON body, as `member` when given, and returns the status, the parsed envelope and the headers. */
export async function post<T = unknown>(app: FastifyInstance, url: string, body?: unknown, member?: { token: string }) {
  const res = await app.inject({
    method: 'POST',
    url,
    ...(body === undefined ? {} : { payload: body as object }),
    ...(member ? { headers: { authorization: member.token } } : {}),
  });
  return {
    status: res.statusCode,
    body: res.json() as { code: number; message: string; errCode?: string; data: T },
    headers: res.headers,
  };
}

/** The answer a member-only call gives a visitor: 401, asking them to log in first. */
export function expectAsksToLogIn(answer: { status: number; body: unknown }) {
  expect(answer.status).toBe(401);
  expect(answer.body).toMatchObject({ code: 401, errCode: 'TOKEN_INVALID', message: '请先登录' });
}

/**
 * A test a call that a visitor (no token) is asked to log in first: POSTs `${base}${call}` with the call's body, if
 * any. `title` names the call with `%s`.
 */
export function itAsksVisitorsToLogIn(
  t: { readonly app: FastifyInstance },
  base: string,
  calls: ReadonlyArray<string | readonly [call: string, body: object]>,
  title = 'asks a visitor to log in first on /%s',
) {
  const cases = calls.map((call): [string, object | undefined] =>
    typeof call === 'string' ? [call, undefined] : [...call],
  );
  it.each(cases)(title, async (call, body) => {
    expectAsksToLogIn(await post(t.app, `${base}${call}`, body));
  });
}
