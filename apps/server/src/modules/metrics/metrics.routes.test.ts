import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { chatting, openSocket, pushOf, socketUrlOf } from '../../../test/chatting';
import { describeEachDatabase, describeOnEachDatabase } from '../../../test/each-database';
import { freePort } from '../../../test/free-port';
import { ordering } from '../../../test/ordering';

const TOKEN = 'metrics-token-long-enough-for-the-config';

/** The value of the sample `name{labels}` in an exposition text, 0 when it has none. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const brace = /^[^{ ]+(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!brace) continue;
    const given = Object.fromEntries(
      [...(brace[1] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1] as string, m[2] as string]),
    );
    if (Object.entries(labels).every(([key, value]) => given[key] === value)) return Number(brace[2]);
  }
  return 0;
}

describeOnEachDatabase(
  'GET /metrics with METRICS_TOKEN',
  (t) => {
    const { buyer, anOrder, pay } = ordering(t);
    const scrape = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(200);
      return res.body;
    };

    it('refuses a scrape without the token, or with another one, as 401', async () => {
      const none = await t.app.inject({ method: 'GET', url: '/metrics' });
      expect(none.statusCode).toBe(401);
      expect(none.body).not.toContain('ffe_');
      const wrong = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN.slice(1)}x` },
      });
      expect(wrong.statusCode).toBe(401);
    });

    it('answers the named metric families in Prometheus text format to the bearer of the token', async () => {
      await t.app.inject({ method: 'GET', url: '/healthz' });
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      const families = [...res.body.matchAll(/^# TYPE (\S+) (\w+)$/gm)].map((m) => `${m[1]} ${m[2]}`);
      expect(families).toEqual(
        expect.arrayContaining([
          'ffe_http_request_duration_seconds histogram',
          'ffe_db_query_duration_seconds histogram',
          'ffe_chat_sockets_open gauge',
          'ffe_chat_sockets gauge',
          'ffe_chat_messages_sent_total counter',
          'ffe_chat_messages_delivered_total counter',
          'ffe_jobs_pending gauge',
          'ffe_backups_total counter',
          'ffe_provider_calls_total counter',
          'ffe_shop_orders gauge',
          'ffe_shop_revenue_cents gauge',
          'ffe_shop_refunded_cents gauge',
          'nodejs_eventloop_lag_seconds gauge',
          'nodejs_heap_size_used_bytes gauge',
          'process_resident_memory_bytes gauge',
          ...(t.database.dialect === 'postgres' ? ['ffe_db_pool_connections gauge'] : []),
        ]),
      );
      expect(sample(res.body, 'ffe_db_query_duration_seconds_count', { outcome: 'ok' })).toBeGreaterThan(0);
      expect(sample(res.body, 'ffe_jobs_pending', { queue: 'refunds-due' })).toBe(0);
    });

    it('moves the shop counters and the payment provider calls when an order is placed and paid', async () => {
      const before = await scrape();
      const member = await buyer();
      const { order } = await anOrder(member);
      const placed = await scrape();
      expect(sample(placed, 'ffe_shop_orders', { state: 'placed' })).toBe(
        sample(before, 'ffe_shop_orders', { state: 'placed' }) + 1,
      );
      expect(sample(placed, 'ffe_shop_orders', { state: 'paid' })).toBe(
        sample(before, 'ffe_shop_orders', { state: 'paid' }),
      );

      await pay(member, order.id);
      const paid = await scrape();
      expect(sample(paid, 'ffe_shop_orders', { state: 'paid' })).toBe(
        sample(before, 'ffe_shop_orders', { state: 'paid' }) + 1,
      );
      expect(sample(paid, 'ffe_shop_revenue_cents')).toBe(sample(before, 'ffe_shop_revenue_cents') + 12_900);
      const created = { kind: 'payment', provider: 'sandbox', operation: 'create-payment', outcome: 'ok' };
      expect(sample(paid, 'ffe_provider_calls_total', created)).toBe(
        sample(before, 'ffe_provider_calls_total', created) + 1,
      );
    });

    it('counts chat sockets by role, and a message as sent and as delivered to the socket it reached', async () => {
      const chat = chatting(t);
      const [staff, customer] = [await chat.staff(), await t.member()];
      const url = await socketUrlOf(t.app);
      const sockets = await Promise.all([openSocket(url, staff), openSocket(url, customer)]);
      try {
        const before = await scrape();
        expect(sample(before, 'ffe_chat_sockets', { role: 'staff' })).toBe(1);
        expect(sample(before, 'ffe_chat_sockets', { role: 'customer' })).toBe(1);
        expect(sample(before, 'ffe_chat_sockets_open')).toBe(2);
        const sent = await chat.send(customer, staff.id, '玫瑰今天能送到吗？');
        await pushOf(sockets[0], (m) => m._id === sent.body.data._id);
        const after = await scrape();
        expect(sample(after, 'ffe_chat_messages_sent_total', { type: 'text' })).toBeGreaterThan(
          sample(before, 'ffe_chat_messages_sent_total', { type: 'text' }),
        );
        expect(sample(after, 'ffe_chat_messages_delivered_total')).toBeGreaterThan(
          sample(before, 'ffe_chat_messages_delivered_total'),
        );
      } finally {
        for (const socket of sockets) socket.close();
      }
    });

    it('labels a request by its route pattern, never by the id in its URL', async () => {
      const member = await buyer();
      const { order } = await anOrder(member);
      await t.app.inject({
        method: 'POST',
        url: `/api/mall/order/detail/${order.id}`,
        payload: {},
        headers: { authorization: member.token },
      });
      const text = await scrape();
      const route = { method: 'POST', route: '/api/mall/order/detail/:id', status: '200' };
      expect(sample(text, 'ffe_http_request_duration_seconds_count', route)).toBeGreaterThan(0);
      expect(text).not.toContain(order.id);
    });
  },
  { env: { METRICS_TOKEN: TOKEN } },
);

describeEachDatabase('GET /metrics unconfigured, or on the loopback port', (target) => {
  let unconfigured: TestApp;
  let local: TestApp;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    [unconfigured, local] = await Promise.all([
      createTestApp(target.url),
      createTestApp(target.url, { METRICS_PORT: String(port) }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([unconfigured?.close(), local?.close()]);
  });

  it("answers 404 on the shop's port without METRICS_TOKEN (none set, or only METRICS_PORT), token or not", async () => {
    for (const app of [unconfigured.app, local.app]) {
      const res = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('ffe_');
    }
  });

  it('answers on METRICS_PORT at 127.0.0.1 without a token, and nowhere else', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('# TYPE ffe_http_request_duration_seconds histogram');
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    const outside = Object.values(os.networkInterfaces())
      .flat()
      .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;
    if (outside) await expect(fetch(`http://${outside}:${port}/metrics`)).rejects.toThrow();
  });
});

describe('GET /metrics beside the web app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ffe-metrics-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>鲜花速递</title>');
    t = await createTestApp(undefined, { WEB_DIST_DIR: dist, METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('counts the pages the web app serves as pages, and calls no route takes as unmatched', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/pages/goods/detail/detail?id=goods-0001' })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'POST', url: '/api/no/such/call', payload: {} })).statusCode).toBe(404);
    const text = (await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } }))
      .body;
    const count = (labels: Record<string, string>) => sample(text, 'ffe_http_request_duration_seconds_count', labels);
    expect(count({ method: 'GET', route: '(page)', status: '200' })).toBe(1);
    expect(count({ method: 'POST', route: '(unmatched)', status: '404' })).toBe(1);
    expect(text).not.toContain('goods-0001');
  });
});
