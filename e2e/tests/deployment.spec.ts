/**
 * The deployment of docs/DEPLOY.md, run: deploy/nginx.conf as it is (only its example addresses, ports, certificate
 * and log paths replaced) in front of two built server processes on one scratch PostgreSQL database, one Redis and one
 * S3 bucket (a local stand-in). The shop's first page, an order paid through the sandbox, a chat upload and a chat
 * message from a customer on one node to staff on the other all pass through nginx; then one node is stopped while
 * the shop is being used, and the shop keeps serving through the other. Skipped, saying why, without nginx (Debian
 * `nginx-light`), TEST_DATABASE_URL or TEST_REDIS_URL.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, expect, request, test } from '@playwright/test';
// pg, ws and s3rver come with the server's workspace, as the bench takes them.
import pg from 'pg';
import WebSocket from 'ws';
import { freePort } from '../../apps/server/test/free-port';
import { type LocalS3, startLocalS3 } from '../../apps/server/test/s3-server';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const serverMain = path.join(repoRoot, 'apps/server/dist/main.js');
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const STAFF_PASSWORD = 'Deploy-staff-1';
const CUSTOMER_SERVICE_UID = 'customer-service';
const METRICS_TOKEN = 'deployment-test-metrics-token';

/** nginx on PATH or where Debian puts it; undefined when it is not installed. */
function findNginx(): string | undefined {
  for (const candidate of ['/usr/sbin/nginx', ...(process.env.PATH ?? '').split(':').map((dir) => `${dir}/nginx`)]) {
    if (candidate && fs.existsSync(candidate)) return candidate;
  }
  return undefined;
}

const nginx = findNginx();
const skipReason = !nginx
  ? 'nginx is not installed (Debian nginx-light)'
  : !databaseUrl
    ? 'TEST_DATABASE_URL is not set'
    : !redisUrl
      ? 'TEST_REDIS_URL is not set'
      : !fs.existsSync(serverMain)
        ? 'the server is not built (npm run build)'
        : undefined;

/** Undo steps, run last first. */
type Cleanups = Array<() => Promise<void> | void>;

/** Waits until `ready` answers true; `failed` says why it never will (the process exited). */
async function waitFor(
  what: string,
  ready: () => Promise<boolean>,
  failed: () => string | undefined,
  withinMs = 30_000,
): Promise<void> {
  const until = Date.now() + withinMs;
  while (Date.now() < until) {
    const failure = failed();
    if (failure) throw new Error(`${what}: ${failure}`);
    if (await ready().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} not ready within ${withinMs / 1000} s`);
}

/** A fresh database beside the one TEST_DATABASE_URL names, as apps/server/test/databases.ts makes them. */
async function scratchDatabase(adminUrl: string, cleanups: Cleanups): Promise<string> {
  const name = `ffe_deploy_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** An SMS gateway (SMS_SENDER=http) that keeps the last code sent to each phone. */
async function smsGateway(cleanups: Cleanups): Promise<{ url: string; codeFor(phone: string): string | undefined }> {
  const codes = new Map<string, string>();
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => {
      const { phone, params } = JSON.parse(body) as { phone: string; params: { code?: string } };
      if (params.code) codes.set(phone, params.code);
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
  return {
    url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}/sms`,
    codeFor: (phone) => codes.get(phone),
  };
}

interface ServerNode {
  port: number;
  process: ChildProcess;
  exited: Promise<number | null>;
  output(): string;
}

/** `node apps/server/dist/main.js`, as the systemd unit starts it, with the environment `env` alone. */
async function startNode(port: number, env: Record<string, string>, cleanups: Cleanups): Promise<ServerNode> {
  const child = spawn(process.execPath, [serverMain], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  });
  await waitFor(
    `the server on port ${port}`,
    async () => (await fetch(`http://127.0.0.1:${port}/healthz`)).ok,
    () => (child.exitCode === null ? undefined : `exited ${child.exitCode}:\n${output}`),
  );
  return { port, process: child, exited, output: () => output };
}

interface Proxy {
  https: string;
  http: string;
  /** The access log's lines so far, as deploy/nginx.conf's log format writes them. */
  accessLog(): string[];
}

/** deploy/nginx.conf with its example values replaced; refuses a value the file no longer has. */
function renderSiteConf(values: { nodes: [number, number]; http: number; https: number; dir: string }): string {
  let text = fs.readFileSync(path.join(repoRoot, 'deploy/nginx.conf'), 'utf8');
  const replacements: Array<[string, string]> = [
    ['server 10.0.0.11:3000', `server 127.0.0.1:${values.nodes[0]}`],
    ['server 10.0.0.12:3000', `server 127.0.0.1:${values.nodes[1]}`],
    ['listen 80;', `listen 127.0.0.1:${values.http};`],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${values.https} ssl http2;`],
    ['/etc/ssl/shop.example.com/fullchain.pem', path.join(values.dir, 'cert.pem')],
    ['/etc/ssl/shop.example.com/privkey.pem', path.join(values.dir, 'key.pem')],
    ['/var/log/nginx/', `${path.join(values.dir, 'logs')}/`],
  ];
  for (const [from, to] of replacements) {
    if (!text.includes(from)) throw new Error(`deploy/nginx.conf no longer has "${from}": update this test`);
    text = text.replaceAll(from, to);
  }
  // The test listens on the loopback address only.
  return text
    .split('\n')
    .filter((line) => !/^\s*listen \[::\]/.test(line))
    .join('\n');
}

/**
 * nginx with deploy/nginx.conf in its `http` block, as Debian's conf.d includes it: in the foreground, an unprivileged
 * process (`nobody` when the test runs as root), everything it writes in `dir`.
 */
async function startNginx(binary: string, nodes: [number, number], cleanups: Cleanups): Promise<Proxy> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ffe-nginx-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  for (const sub of ['logs', 'temp']) fs.mkdirSync(path.join(dir, sub));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  fs.writeFileSync(
    path.join(dir, 'fresh-flower-express.conf'),
    renderSiteConf({ nodes, http: httpPort, https: httpsPort, dir }),
  );
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, 'temp', name)};`;
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'logs/error.log')} warn;`,
      'events { worker_connections 512; }',
      'http {',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp),
      // The site logs its own requests; nothing else is logged in /var/log.
      '  access_log off;',
      `  include ${path.join(dir, 'fresh-flower-express.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const asRoot = process.getuid?.() === 0;
  const nobody = asRoot ? Number(execFileSync('id', ['-u', 'nobody']).toString().trim()) : undefined;
  if (nobody !== undefined) execFileSync('chown', ['-R', `${nobody}:${nobody}`, dir]);
  const child = spawn(
    binary,
    ['-p', `${dir}/`, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'logs/error.log')],
    { stdio: ['ignore', 'ignore', 'pipe'], ...(nobody !== undefined ? { uid: nobody, gid: nobody } : {}) },
  );
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  cleanups.push(async () => {
    child.kill('SIGQUIT');
    await exited;
  });
  await waitFor(
    'nginx',
    () =>
      new Promise<boolean>((resolve) => {
        const socket = net.connect(httpsPort, '127.0.0.1', () => {
          socket.end();
          resolve(true);
        });
        socket.on('error', () => resolve(false));
      }),
    () => (child.exitCode === null ? undefined : `exited ${child.exitCode}: ${errors}`),
  );
  const accessLog = path.join(dir, 'logs/fresh-flower-express.access.log');
  return {
    https: `https://127.0.0.1:${httpsPort}`,
    http: `http://127.0.0.1:${httpPort}`,
    accessLog: () => (fs.existsSync(accessLog) ? fs.readFileSync(accessLog, 'utf8').split('\n').filter(Boolean) : []),
  };
}

/** The node that answered a request, from its access log line. */
const upstreamOf = (line: string) => /upstream=(\S+)/.exec(line)?.[1];

/** POSTs a JSON call and answers the envelope's data, failing on any other answer. */
async function call<T>(api: APIRequestContext, url: string, body: unknown, token?: string): Promise<T> {
  const answer = await api.post(url, { data: body, headers: token ? { authorization: token } : {} });
  const text = await answer.text();
  expect(answer.status(), `${url}: ${text}`).toBe(200);
  return (JSON.parse(text) as { data: T }).data;
}

/** A push socket through nginx, authenticated, keeping every frame it receives. */
async function pushSocket(origin: string, token: string, deviceId: string) {
  const frames: string[] = [];
  const ws = new WebSocket(`${origin.replace(/^https/, 'wss')}/api/im/socket`, { rejectUnauthorized: false });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => ws.send(JSON.stringify({ type: 'auth', token, deviceId })));
    ws.once('error', reject);
    ws.on('message', (data: Buffer) => {
      const frame = data.toString();
      frames.push(frame);
      if ((JSON.parse(frame) as { type?: string }).type === 'ready') resolve();
    });
  });
  const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
  return { ws, frames, closed };
}

const title = 'serves the shop through nginx from two nodes, and from the one left when the other stops';

// The reason is in the title too, so the list reporter says why it did not run.
test(`${title}${skipReason ? ` (skipped: ${skipReason})` : ''}`, async ({ browser }) => {
  test.skip(skipReason !== undefined, skipReason);
  test.setTimeout(90_000);
  const cleanups: Cleanups = [];
  try {
    const [database, sms, s3] = await Promise.all([
      scratchDatabase(databaseUrl as string, cleanups),
      smsGateway(cleanups),
      startLocalS3('ffe-deploy') as Promise<LocalS3 | { skipReason: string }>,
    ]);
    if ('skipReason' in s3) throw new Error(`the S3 stand-in did not start: ${s3.skipReason}`);
    cleanups.push(() => s3.close());
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ffe-deploy-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));

    // Production, as the systemd unit's EnvironmentFile sets it (docs/DEPLOY.md), each node its own DATA_DIR.
    const tokenSecret = crypto.randomBytes(32).toString('hex');
    const env = (name: string): Record<string, string> => ({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dataDir, name),
      DATABASE_URL: database,
      REDIS_URL: redisUrl as string,
      // Every node signs and checks tokens with the same secret.
      TOKEN_SECRET: tokenSecret,
      TRUST_PROXY: '127.0.0.1',
      SMS_SENDER: 'http',
      SMS_GATEWAY_URL: sms.url,
      PAYMENT_PROVIDERS: 'sandbox',
      SEED_DEMO_DATA: 'true',
      STAFF_PASSWORD,
      ADMIN_PASSWORD: 'Deploy-admin-1',
      LOG_LEVEL: 'warn',
      // nginx does not poll /readyz, so the wait for balancers to notice a drain is kept short.
      SHUTDOWN_DRAIN_MS: '1000',
      METRICS_TOKEN,
      ...(s3.env as Record<string, string>),
    });
    const [portA, portB] = [await freePort(), await freePort()];
    // One after the other, as an upgrade goes: the first migrates and seeds, the second finds it done.
    const nodeA = await startNode(portA, env('a'), cleanups);
    const nodeB = await startNode(portB, env('b'), cleanups);
    const proxy = await startNginx(nginx as string, [portA, portB], cleanups);
    const api = await request.newContext({ baseURL: proxy.https, ignoreHTTPSErrors: true });
    cleanups.push(() => api.dispose());

    await test.step('plain HTTP is sent to HTTPS, and /metrics is not served', async () => {
      const answer = await api.get(`${proxy.http}/pages/goods/list/list?x=1`, { maxRedirects: 0 });
      expect(answer.status()).toBe(301);
      expect(answer.headers().location).toBe('https://127.0.0.1/pages/goods/list/list?x=1');
      // A node's metrics are read at its own address, not through nginx.
      const bearer = { authorization: `Bearer ${METRICS_TOKEN}` };
      expect((await fetch(`http://127.0.0.1:${portA}/metrics`, { headers: bearer })).status).toBe(200);
      expect((await api.get('/metrics', { headers: bearer })).status()).toBe(404);
    });

    await test.step("the shop's first page comes rendered, its files immutable and compressed from either node", async () => {
      const context = await browser.newContext({ ignoreHTTPSErrors: true });
      cleanups.push(() => context.close());
      const page = await context.newPage();
      const assets: Array<{ url: string; status: number; cache: string; encoding: string }> = [];
      page.on('response', (response) => {
        if (new URL(response.url()).pathname.startsWith('/assets/')) {
          const headers = response.headers();
          assets.push({
            url: response.url(),
            status: response.status(),
            cache: headers['cache-control'] ?? '',
            encoding: headers['content-encoding'] ?? '',
          });
        }
      });
      const first = await page.goto(`${proxy.https}/`);
      expect(first?.status()).toBe(200);
      expect(first?.headers()['cache-control']).toBe('no-cache');
      // The node's security headers and request id pass through; the id is the one nginx logged.
      expect(first?.headers()['strict-transport-security']).toContain('max-age=');
      expect(first?.headers()['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
      await expect(page.getByRole('heading', { name: '热销榜' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(assets.length).toBeGreaterThan(0);
      for (const asset of assets) {
        expect(asset, asset.url).toMatchObject({ status: 200, cache: 'public, max-age=31536000, immutable' });
        if (/\.(js|css)$/.test(asset.url)) expect(asset.encoding, asset.url).toMatch(/^(br|gzip)$/);
      }
      // A hashed file one node lacks (a rolling upgrade's other version) is asked of the other node too.
      const missing = `/assets/not-in-this-build-${crypto.randomBytes(4).toString('hex')}.js`;
      expect((await api.get(missing)).status()).toBe(404);
      const asked = proxy.accessLog().find((line) => line.includes(`GET ${missing} `)) ?? '';
      expect(asked).toMatch(/upstream=127\.0\.0\.1:\d+, 127\.0\.0\.1:\d+ upstream_status=404, 404 /);
    });

    let memberToken = '';
    await test.step('a member pays an order through the sandbox', async () => {
      const phone = '13700001234';
      await call(api, '/api/member/phone/send', { phone });
      const code = sms.codeFor(phone);
      expect(code).toMatch(/^\d{6}$/);
      memberToken = (await call<{ token: string }>(api, '/api/member/login/vcode', { phone, code })).token;
      await call(
        api,
        '/api/member/address/add',
        {
          name: '林小姐',
          recipient: '林小姐',
          phone: '13800001111',
          province: '上海市',
          city: '上海市',
          district: '徐汇区',
          detail: '漕溪北路88号',
        },
        memberToken,
      );
      const goods = await call<{ list: Array<{ id: string; specName?: string; stock: number }> }>(
        api,
        '/api/mall/goodsInfo/search',
        {},
        memberToken,
      );
      // Goods sold whole, not in sizes: the order names only the goods.
      const goodsId = goods.list.find((one) => !one.specName && one.stock > 0)?.id;
      expect(goodsId).toBeTruthy();
      const order = await call<{ id: string }>(
        api,
        '/api/mall/order/create',
        { lines: [{ goodsId, quantity: 1 }], idempotencyKey: crypto.randomUUID(), couponId: null },
        memberToken,
      );
      const { paymentId } = await call<{ paymentId: string }>(
        api,
        '/api/mall/pay/create',
        { orderId: order.id, channel: 'wechat' },
        memberToken,
      );
      await call(api, `/api/pay/sandbox/${paymentId}/confirm`, {});
      await expect
        .poll(
          async () =>
            (await call<{ status: string }>(api, `/api/mall/order/detail/${order.id}`, {}, memberToken)).status,
        )
        .toBe('paid');
    });

    const guestDevice = `deploy-guest-${crypto.randomBytes(6).toString('hex')}`;
    const guest = await call<{ token: string }>(api, '/api/im/login', { deviceId: guestDevice });

    await test.step('a 3 MB chat file uploads through nginx and both nodes serve it', async () => {
      const bytes = crypto.randomBytes(3 * 1024 * 1024);
      const answer = await api.post('/api/im/upload', {
        headers: { authorization: guest.token },
        multipart: {
          kind: 'file',
          file: { name: 'order-list.bin', mimeType: 'application/octet-stream', buffer: bytes },
        },
      });
      expect(answer.status(), await answer.text()).toBe(200);
      const { data } = (await answer.json()) as { data: { url: string } };
      // Twice, so each node answers it once (round robin): the file is in the bucket both share.
      for (const _ of [1, 2]) {
        const file = await api.get(data.url);
        expect(file.status()).toBe(200);
        expect(Buffer.compare(await file.body(), bytes)).toBe(0);
      }
      const served = proxy.accessLog().filter((line) => line.includes(`GET ${data.url} `));
      expect(new Set(served.map(upstreamOf)).size).toBe(2);
    });

    const staff = await call<{ token: string }>(api, '/api/member/login/password', {
      username: 'service',
      password: STAFF_PASSWORD,
    });
    const staffDevice = `deploy-staff-${crypto.randomBytes(6).toString('hex')}`;
    let staffSocket = await pushSocket(proxy.https, staff.token, staffDevice);

    const send = (uniqueId: string) =>
      call(
        api,
        '/api/im/sendMsg',
        {
          to_uid: CUSTOMER_SERVICE_UID,
          type: 'text',
          body: `你好，明天上午能送到吗？ ${uniqueId}`,
          client_create_time: Date.now(),
          unique_id: uniqueId,
          device_id: guestDevice,
        },
        guest.token,
      );

    await test.step('a customer’s message reaches staff connected to the other node', async () => {
      const sent = [crypto.randomUUID(), crypto.randomUUID()];
      // Two sends in a row go to both nodes (round robin), so one of them is on the node without the staff socket.
      for (const uniqueId of sent) await send(uniqueId);
      for (const uniqueId of sent) {
        await expect.poll(() => staffSocket.frames.some((frame) => frame.includes(uniqueId))).toBe(true);
      }
      const sendNodes = proxy.accessLog().filter((line) => line.includes('POST /api/im/sendMsg '));
      expect(new Set(sendNodes.slice(-2).map(upstreamOf)).size).toBe(2);
    });

    await test.step('node B stops while the shop is used, and node A serves it all', async () => {
      let stopped = false;
      const failures: string[] = [];
      let answered = 0;
      // A visitor browsing and searching throughout, through nginx.
      const browsing = (async () => {
        while (!stopped) {
          for (const [what, answer] of [
            ['GET /', () => api.get('/')],
            ['search', () => api.post('/api/mall/goodsInfo/search', { data: { keyword: '玫瑰' } })],
          ] as const) {
            const response = await answer();
            answered += 1;
            if (response.status() !== 200) failures.push(`${what}: ${response.status()}`);
          }
        }
      })();
      await new Promise((resolve) => setTimeout(resolve, 500));
      nodeB.process.kill('SIGTERM');
      expect(await nodeB.exited, nodeB.output()).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 500));
      stopped = true;
      await browsing;
      expect(failures).toEqual([]);
      expect(answered).toBeGreaterThan(10);

      // A staff socket that was on node B was closed by its drain; its client reconnects through nginx, to node A.
      if (staffSocket.ws.readyState !== WebSocket.OPEN) {
        await staffSocket.closed;
        staffSocket = await pushSocket(proxy.https, staff.token, staffDevice);
      }
      const uniqueId = crypto.randomUUID();
      await send(uniqueId);
      await expect.poll(() => staffSocket.frames.some((frame) => frame.includes(uniqueId))).toBe(true);
      const home = await api.get('/');
      expect(home.status()).toBe(200);
      const orders = await call<{ list: Array<{ status: string }> }>(api, '/api/mall/order/list', {}, memberToken);
      expect(orders.list.map((order) => order.status)).toEqual(['paid']);
      staffSocket.ws.close();
      expect(nodeA.process.exitCode).toBeNull();
    });
  } finally {
    for (const undo of cleanups.reverse()) await undo();
  }
});
