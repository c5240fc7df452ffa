import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { loadWechatPayKeys } from './modules/payments/wechat-pay-keys';
import { drainAndClose } from './platform/readiness';
import { DEMO_PASSWORDS, seedStaffAccounts } from './seed/accounts';
import { seedDemoData } from './seed/seed';

/** Outside production tokens are signed with a secret kept in DATA_DIR, so they survive a restart. */
function readOrCreateDevSecret(dataDir: string): string {
  const file = path.join(dataDir, 'token-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const secret = crypto.randomBytes(32).toString('hex');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** A configuration the server cannot start with is said in its one line (the variable, and why), exiting 1 with no stack. */
function orExit<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof Error) || !error.message.startsWith('Invalid configuration')) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const config = orExit(() => loadConfig());
// Key files are read and checked before anything starts; nothing is asked of the payment provider (decision 051).
const wechatPay = config.payments.wechat;
if (wechatPay) orExit(() => loadWechatPayKeys(wechatPay));
// The bundled server lives in apps/server/dist; the built shop and console beside it in apps/web/dist and apps/admin/dist.
const here = path.dirname(fileURLToPath(import.meta.url));
const webDistDir = config.webDistDir ?? path.resolve(here, '../../web/dist');
const adminDistDir = config.adminDistDir ?? path.resolve(here, '../../admin/dist');

const database = openDatabase({
  databaseUrl: config.databaseUrl,
  sqliteFile: path.join(config.dataDir, 'shop.sqlite'),
});
await migrateToLatest(database.db);
if (config.seedDemoData && (await seedDemoData(database.db))) {
  console.info('Seeded the demo catalogue into an empty database');
}
// Demo passwords never reach production; there the environment names them or the accounts wait.
const demo = config.env !== 'production';
await seedStaffAccounts(database.db, {
  customerServiceUid: config.customerServiceUid,
  staffPassword: config.staffPassword ?? (demo ? DEMO_PASSWORDS.staff : undefined),
  adminPassword: config.adminPassword ?? (demo ? DEMO_PASSWORDS.admin : undefined),
  demoTeam: demo,
});

const tokenSecret = config.tokenSecret ?? readOrCreateDevSecret(config.dataDir);
const app = await buildApp({ config: { ...config, webDistDir, adminDistDir, tokenSecret }, database });

closeWithGrace({ delay: config.shutdown.drainMs + 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  // Answer not ready first (balancers stop sending), then stop taking requests, let the running ones finish (chat
  // sockets are redirected), then release the database. An error does not wait: the process is not fit to serve.
  await drainAndClose(app, err ? 0 : config.shutdown.drainMs);
  await database.db.destroy();
});

await app.listen({ host: config.host, port: config.port });
