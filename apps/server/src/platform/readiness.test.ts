import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createTestDatabase } from '../../test/databases';
import { describeEachDatabase, describeOnEachDatabase } from '../../test/each-database';
import { type LocalS3, startLocalS3 } from '../../test/s3-server';
import { drainAndClose, readiness } from './readiness';

const redisUrl = process.env.TEST_REDIS_URL;
const readyz = async (app: TestApp['app']) => {
  const res = await app.inject({ method: 'GET', url: '/readyz' });
  return { status: res.statusCode, body: res.json() as { ready: boolean; failed?: string[] } };
};

describeOnEachDatabase('GET /readyz', (t) => {
  it('answers ready while the database answers, and /healthz stays the liveness answer', async () => {
    expect(await readyz(t.app)).toEqual({ status: 200, body: { ready: true } });
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});

describeEachDatabase('readiness of a process whose Redis is away', (target) => {
  it('names redis among the failed parts when nothing answers at REDIS_URL', async () => {
    const database = await createTestDatabase(target.url);
    const files = {
      save: async () => {},
      saveStream: async () => 0,
      remove: async () => {},
      open: async () => undefined,
    };
    const ready = readiness({ database, redisUrl: 'redis://127.0.0.1:1', storage: { store: files, driver: 'local' } });
    expect(await ready.failed()).toEqual(['redis']);
    ready.close();
    await database.drop();
  });
});

describeEachDatabase('GET /readyz with Redis (REDIS_URL)', (target) => {
  let shop: TestApp | undefined;
  beforeAll(async () => {
    if (redisUrl) shop = await createTestApp(target.url, { REDIS_URL: redisUrl });
  });
  afterAll(() => shop?.close());

  it.skipIf(!redisUrl)(
    `answers ready when Redis answers PING${redisUrl ? '' : ' (skipped: TEST_REDIS_URL is not set)'}`,
    async () => {
      expect(await readyz((shop as TestApp).app)).toEqual({ status: 200, body: { ready: true } });
    },
  );
});

// Whether the local S3 stand-in starts here at all; each database's suite starts its own, as the test stops it.
const probe = await startLocalS3('ffe-ready-probe');
if (!('skipReason' in probe)) await probe.close();

if ('skipReason' in probe) {
  // Reported as skipped, with why, when the local S3 stand-in cannot start on this machine.
  describe.skip(`GET /readyz with S3 storage (skipped: ${probe.skipReason})`, () => {
    it('names storage when the bucket does not answer', () => {});
  });
} else {
  describeEachDatabase('GET /readyz with S3 storage (STORAGE=s3)', (target) => {
    let s3: LocalS3;
    let shop: TestApp;
    beforeAll(async () => {
      const started = await startLocalS3('ffe-ready-test');
      if ('skipReason' in started) throw new Error(started.skipReason);
      s3 = started;
      shop = await createTestApp(target.url, s3.env);
    });
    afterAll(() => shop?.close());

    it('answers ready while the bucket answers, and 503 naming storage once the S3 server is gone', async () => {
      expect(await readyz(shop.app)).toEqual({ status: 200, body: { ready: true } });
      await s3.close();
      expect(await readyz(shop.app)).toEqual({ status: 503, body: { ready: false, failed: ['storage'] } });
    });
  });
}

describeEachDatabase('stopping on SIGTERM (drainAndClose, as main.ts stops)', (target) => {
  it('answers 503 draining while it still serves, before the server closes', async () => {
    const shop = await createTestApp(target.url);
    const address = await shop.app.listen({ host: '127.0.0.1', port: 0 });
    const steps: string[] = [];
    shop.app.server.on('close', () => steps.push('closed'));
    const stopping = drainAndClose(shop.app, 1500);
    const during = await fetch(`${address}/readyz`);
    steps.push(`readyz ${during.status} ${JSON.stringify(await during.json())}`);
    expect((await fetch(`${address}/healthz`)).status).toBe(200);
    await stopping;
    steps.push('stopped');
    expect(steps).toEqual(['readyz 503 {"ready":false,"failed":["draining"]}', 'closed', 'stopped']);
    await expect(fetch(`${address}/healthz`)).rejects.toThrow();
    await shop.database.drop();
  });
});
