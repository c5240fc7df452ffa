/**
 * Where the peak day runs: one node on SQLite, or two nodes on one scratch PostgreSQL database and Redis behind
 * Debian's nginx with deploy/nginx.conf rendered as e2e/tests/deployment.spec.ts renders it (its example addresses,
 * ports, certificate and log folder replaced), HTTPS from the load generator to nginx. Without nginx, or when the file
 * no longer has the values to replace, the two nodes are driven directly, round-robin, and the reason is kept.
 */
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { migrateToLatest } from '@ffe/server/src/db/migrate';
import { seedStaffAccounts } from '@ffe/server/src/seed/accounts';
import { DEFAULT_CUSTOMER_SERVICE_UID } from '@ffe/shared/constants';
import { type ServerChild, startServer } from './child';
import { createScratchPostgres, type DatabaseTarget, openTarget, PostgresUnreachable } from './database';
import { redisProblem } from './nodes';
import { type PreparedShop, prepareShop } from './order-fixtures';

/** The admin's password in the bench's throw-away databases. */
export const PEAK_ADMIN_PASSWORD = 'bench-admin-2026';
export const PEAK_STAFF_PASSWORD = 'bench-service-2026';

const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx'];
const NGINX_READY_MS = 10_000;

/** A process by its id, or every process of a command name (PostgreSQL's backends, Redis), by that name. */
export type PeakProcess = { name: string; pid: number } | { name: string; command: string };

/** The servers two nodes share, which other work on the machine may use too: their CPU is the machine's. */
const SHARED_SERVERS: PeakProcess[] = [
  { name: 'PostgreSQL (all)', command: 'postgres' },
  { name: 'Redis (all)', command: 'redis-server' },
];

export interface PeakDeployment {
  label: string;
  /** How the generator reaches the shop: one node, nginx before two, or two nodes round-robin. */
  via: 'one node' | 'nginx' | 'round-robin';
  /** Why nginx is not in front of two nodes; null when it is, or with one node. */
  viaReason: string | null;
  /** The base URLs requests go to, in turn. */
  entries: string[];
  /** nginx's self-signed certificate, for an HTTPS entry. */
  ca: Buffer | undefined;
  /** The customer-service user's push socket: on the first node, directly. */
  socketUrl: string;
  target: DatabaseTarget;
  shop: PreparedShop;
  processes: PeakProcess[];
  /** Stops nginx and the nodes; the database stays for the audit. */
  stop(): Promise<void>;
  /** Drops the scratch database and the data dir. */
  remove(): Promise<void>;
}

export interface DeploymentOptions {
  buyers: number;
  goods: number;
  slotCapacity: number;
  webDistDir: string;
  tokenSecret: string;
  defer(undo: () => Promise<void> | void): void;
}

/** Migrates, stocks the order goods, signs the buyers in and seeds the staff (admin, service, a florist, a courier). */
async function prepare(target: DatabaseTarget, options: DeploymentOptions): Promise<PreparedShop> {
  const handle = openTarget(target);
  try {
    await migrateToLatest(handle.db);
    const shop = await prepareShop(handle.db, options.tokenSecret, options.buyers);
    await seedStaffAccounts(handle.db, {
      customerServiceUid: DEFAULT_CUSTOMER_SERVICE_UID,
      staffPassword: PEAK_STAFF_PASSWORD,
      adminPassword: PEAK_ADMIN_PASSWORD,
      demoTeam: true,
    });
    return shop;
  } finally {
    await handle.db.destroy();
  }
}

function serverEnv(options: DeploymentOptions, dataDir: string, seedGoods: number, databaseUrl?: string) {
  return {
    BENCH_DATA_DIR: dataDir,
    BENCH_SEED_GOODS: String(seedGoods),
    BENCH_WEB_DIST_DIR: options.webDistDir,
    SEARCH_CACHE_TTL_MS: undefined,
    DATABASE_URL: databaseUrl,
    BENCH_TOKEN_SECRET: options.tokenSecret,
    DELIVERY_SLOT_CAPACITY: String(options.slotCapacity),
    // No sweep: cancelling unpaid orders would give stock back in the middle of the audit's arithmetic.
    ORDER_SWEEP_MS: '0',
  };
}

export async function oneNode(options: DeploymentOptions): Promise<PeakDeployment> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ffe-bench-peak-'));
  const remove = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  options.defer(remove);
  const target: DatabaseTarget = { dataDir, databaseUrl: undefined };
  const shop = await prepare(target, options);
  const server = await startServer('server-peak', serverEnv(options, dataDir, options.goods));
  options.defer(server.stop);
  return {
    label: 'one node (SQLite)',
    via: 'one node',
    viaReason: null,
    entries: [server.url],
    ca: undefined,
    socketUrl: `${server.url.replace(/^http/, 'ws')}/api/im/socket`,
    target,
    shop,
    processes: [{ name: 'node', pid: server.ready.pid }],
    stop: server.stop,
    remove,
  };
}

/** Two nodes, or the reason they cannot run here (no PostgreSQL, no Redis). */
export async function twoNodes(
  options: DeploymentOptions & { postgresUrl: string; redisUrl: string },
): Promise<PeakDeployment | { skipped: string }> {
  const redisDown = await redisProblem(options.redisUrl);
  if (redisDown) return { skipped: `Redis: ${redisDown}` };
  let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;
  try {
    scratch = await createScratchPostgres(options.postgresUrl);
  } catch (err) {
    if (!(err instanceof PostgresUnreachable)) throw err;
    return { skipped: `PostgreSQL: ${err.message}` };
  }
  options.defer(scratch.drop);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ffe-bench-peak2-'));
  const remove = async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await scratch.drop();
  };
  options.defer(remove);
  const target: DatabaseTarget = { dataDir, databaseUrl: scratch.url };
  const shop = await prepare(target, options);
  const nodes: ServerChild[] = [];
  for (const [name, seed] of [
    ['a', options.goods],
    ['b', 0],
  ] as const) {
    const nodeDir = path.join(dataDir, name);
    fs.mkdirSync(nodeDir);
    const node = await startServer(`server-peak-${name}`, {
      ...serverEnv(options, nodeDir, seed, scratch.url),
      REDIS_URL: options.redisUrl,
    });
    options.defer(node.stop);
    nodes.push(node);
  }
  const [a, b] = nodes as [ServerChild, ServerChild];
  const stopNodes = async () => {
    await Promise.all(nodes.map((n) => n.stop()));
  };
  const processes: PeakProcess[] = [
    { name: 'node A', pid: a.ready.pid },
    { name: 'node B', pid: b.ready.pid },
    ...SHARED_SERVERS,
  ];
  const base = {
    label: 'two nodes (PostgreSQL + Redis)',
    socketUrl: `${a.url.replace(/^http/, 'ws')}/api/im/socket`,
    target,
    shop,
    remove,
  };
  const proxy = await startNginx([a.ready.port, b.ready.port], options.defer);
  if ('skipped' in proxy) {
    return {
      ...base,
      via: 'round-robin',
      viaReason: proxy.skipped,
      entries: [a.url, b.url],
      ca: undefined,
      processes,
      stop: stopNodes,
    };
  }
  return {
    ...base,
    via: 'nginx',
    viaReason: null,
    entries: [proxy.https],
    ca: proxy.ca,
    processes: [...processes, { name: 'nginx (all)', command: 'nginx' }],
    async stop() {
      await proxy.stop();
      await stopNodes();
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** deploy/nginx.conf with its example values replaced, as the deployment test does; null names a value it lacks. */
function renderSiteConf(values: { nodes: [number, number]; http: number; https: number; dir: string }): string {
  let text = fs.readFileSync(path.resolve(import.meta.dirname, '../deploy/nginx.conf'), 'utf8');
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
    if (!text.includes(from)) throw new Error(`deploy/nginx.conf no longer has "${from}"`);
    text = text.replaceAll(from, to);
  }
  return text
    .split('\n')
    .filter((line) => !/^\s*listen \[::\]/.test(line))
    .join('\n');
}

interface Nginx {
  https: string;
  ca: Buffer;
  stop(): Promise<void>;
}

async function startNginx(
  nodes: [number, number],
  defer: (undo: () => Promise<void> | void) => void,
): Promise<Nginx | { skipped: string }> {
  const binary = NGINX_CANDIDATES.find((candidate) => fs.existsSync(candidate));
  if (!binary) return { skipped: 'nginx is not installed (Debian nginx-light)' };
  if (!fs.existsSync(path.resolve(import.meta.dirname, '../deploy/nginx.conf'))) {
    return { skipped: 'deploy/nginx.conf is missing' };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ffe-bench-nginx-'));
  defer(() => fs.rmSync(dir, { recursive: true, force: true }));
  for (const sub of ['logs', 'temp']) fs.mkdirSync(path.join(dir, sub));
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  let site: string;
  try {
    site = renderSiteConf({ nodes, http: httpPort, https: httpsPort, dir });
  } catch (err) {
    return { skipped: (err as Error).message };
  }
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
  fs.writeFileSync(path.join(dir, 'fresh-flower-express.conf'), site);
  const temp = (name: string) => `  ${name}_temp_path ${path.join(dir, 'temp', name)};`;
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off;',
      // One worker a core, as Debian's nginx.conf sets (worker_processes auto).
      'worker_processes auto;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'logs/error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp),
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
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGQUIT');
    await exited;
  };
  defer(stop);
  const deadline = Date.now() + NGINX_READY_MS;
  for (;;) {
    const listening = await new Promise<boolean>((resolve) => {
      const socket = net.connect(httpsPort, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (listening) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      return { skipped: `nginx did not start: ${errors.trim() || `exit ${child.exitCode}`}` };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { https: `https://127.0.0.1:${httpsPort}`, ca: fs.readFileSync(path.join(dir, 'cert.pem')), stop };
}

/** A fresh secret for tokens the parent signs and the nodes accept. */
export const newTokenSecret = () => crypto.randomBytes(32).toString('hex');
