import crypto from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DbHandle } from './db/connect';
import type { RealNameVerifier } from './modules/account/real-name-verifier';
import { auditRepository } from './modules/audit/audit.repository';
import type { SmsCounters } from './modules/auth/sms-counters';
import type { SmsSender } from './modules/auth/sms-sender';
import { catalogueRepository } from './modules/catalogue/catalogue.repository';
import { catalogueService } from './modules/catalogue/catalogue.service';
import { adminCouponRepository } from './modules/coupons/admin-coupon.repository';
import { couponRepository } from './modules/coupons/coupon.repository';
import { couponService } from './modules/coupons/coupon.service';
import { couponIssueService } from './modules/coupons/coupon-issue.service';
import { favouriteRepository } from './modules/favourites/favourites.repository';
import { favouriteService } from './modules/favourites/favourites.service';
import { historyRepository } from './modules/history/history.repository';
import { historyService } from './modules/history/history.service';
import { inProcessEventBus } from './modules/im/event-bus';
import { redisEventBus } from './modules/im/redis-event-bus';
import { shopPictures } from './modules/images/shop-pictures';
import { uploadRepository } from './modules/uploads/uploads.repository';
import { uploadService } from './modules/uploads/uploads.service';
import { answerFrameworkError, installErrorHandler } from './platform/error-handler';
import { fileStorage } from './platform/file-storage';
import { registerHttpPlugins } from './platform/http-plugins';
import { limitHeaderTime, serverTimeouts } from './platform/http-timeouts';
import { acceptEmptyJsonBodies } from './platform/json-body';
import { serveWebApp } from './platform/web-app';
import { wireBackOffice } from './wiring/back-office.wiring';
import { wireChat } from './wiring/chat.wiring';
import { wireIdentity } from './wiring/identity.wiring';
import { wireOrders } from './wiring/orders.wiring';
import { wirePayments } from './wiring/payments.wiring';
import { registerRoutes } from './wiring/routes.wiring';

declare module 'fastify' {
  interface FastifyInstance {
    /** Texts sent and refused per SMS provider since this process started (decision 050). */
    smsCounts: SmsCounters;
  }
}

/** Sales keep changing the best-seller order; the search index catches up this often. */
const SEARCH_INDEX_REBUILD_MS = 5 * 60_000;

export interface AppDeps {
  config: Config;
  database: DbHandle;
  /** Texts go here instead of the configured sender (tests count them). */
  sms?: SmsSender;
  /** Real-name checks go here instead of the configured verifier (tests count them). */
  realName?: RealNameVerifier;
}

/** A secret of its own for `purpose`, derived from the token secret, so one configured secret is enough. */
function derivedSecret(secret: string, purpose: string): string {
  return crypto.createHmac('sha256', secret).update(purpose).digest('hex');
}

/** Fastify's trustProxy from the config; a number trusts that many proxies in front of this server. */
function trustedProxies(trust: Config['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/** Builds the whole server as one Fastify instance; main.ts listens, tests inject. */
export async function buildApp({ config, database, sms, realName }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined) ?? crypto.randomUUID(),
    requestIdHeader: false,
    // request.ip keys the login and SMS limits: X-Forwarded-For counts only from proxies named here.
    trustProxy: trustedProxies(config.trustProxy),
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
    ...serverTimeouts(config.http),
  }).withTypeProvider<ZodTypeProvider>();
  limitHeaderTime(app, config.http);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  acceptEmptyJsonBodies(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await registerHttpPlugins(app, config);

  const { tokenSecret } = config;
  if (!tokenSecret) throw new Error('buildApp needs config.tokenSecret');
  const secretFor = (purpose: string) => derivedSecret(tokenSecret, purpose);
  const bus = config.redisUrl
    ? await redisEventBus(config.redisUrl, (error) => app.log.error(error, 'redis event bus'))
    : inProcessEventBus();
  const audit = auditRepository();
  const pictures = shopPictures();
  const imageUrl = (p: string) => `${config.imageBaseUrl}${pictures.addressOf(p)}`;
  const coupons = couponService(couponRepository(database.db));
  const identity = wireIdentity({
    app,
    config,
    database,
    bus,
    tokenSecret,
    secretFor,
    sms,
    realName,
    audit,
    imageUrl,
    onRegistered: coupons.grantNewMember,
    // The chat sockets of that session close with the spec's code 20, whichever process holds them.
    // The sockets are wired with the chat below, which needs these tokens; a logout comes only once the app serves.
    onLoggedOut: (claims) => chat.sockets.signOut(claims.uid, claims.jti),
  });
  app.decorate('smsCounts', identity.smsCounts);

  const catalogueRepo = catalogueRepository(database.db, database.dialect);
  const catalogue = catalogueService(catalogueRepo, {
    imageUrl,
    searchIndex: { checkEveryMs: config.searchIndexCheckMs, rebuildEveryMs: SEARCH_INDEX_REBUILD_MS },
    searchCacheTtlMs: config.searchCacheTtlMs,
    detailCacheTtlMs: config.goodsDetailCacheTtlMs,
  });
  const history = historyService(historyRepository(database.db), { imageUrl });
  const favourites = favouriteService(favouriteRepository(database.db), imageUrl);
  const storage = await fileStorage(config.storage, config.dataDir);
  const uploads = uploadService(uploadRepository(database.db), storage, imageUrl, {
    bytesPerDay: config.quotas.UPLOAD_BYTES_PER_DAY,
    filesPerDay: config.quotas.UPLOAD_FILES_PER_DAY,
  });

  const money = wirePayments({
    app,
    config,
    database,
    secretFor,
    // After-sales are wired below, as they need these refunds; a refund settles only once the app runs.
    refundSettled: (afterSaleId) => backOffice.afterSales.refundSettled(afterSaleId),
  });
  const sales = await wireOrders({ config, database, coupons, uploads, refunds: money.refunds, catalogue, imageUrl });
  const couponConsole = { repo: adminCouponRepository(database.db), coupons: couponRepository(database.db), audit };
  const couponIssue = couponIssueService(couponConsole);
  const chat = wireChat({
    config,
    database,
    bus,
    tokens: identity.tokens,
    // Every chat read of a public profile goes through the process's profile cache.
    imRepo: { ...identity.chatRepo, publicUsers: identity.profiles.get },
    users: identity.users,
    uploads,
    catalogue,
    orders: sales.orders,
    orderRepo: sales.orderRepo,
    coupons: { issue: couponIssue.issue, templates: couponConsole.coupons },
    imageUrl,
  });
  const backOffice = wireBackOffice({
    app,
    config,
    database,
    orders: sales.orders,
    orderRepo: sales.orderRepo,
    deliverySettings: sales.deliverySettings,
    payRepo: money.payRepo,
    providers: money.pay.providers,
    refunds: money.refunds,
    im: chat.im,
    sockets: chat.sockets,
    smsSender: identity.smsSender,
    uploads,
    audit,
    imageUrl,
  });
  app.addHook('onClose', async () => {
    backOffice.stopScheduler();
    backOffice.stopOccasions();
    await backOffice.stopRefundWorker();
    money.sandbox?.close();
    storage.close();
    chat.close();
    await bus.close();
  });

  await registerRoutes(app, {
    ...identity,
    ...money,
    ...sales,
    ...chat,
    ...backOffice,
    config,
    database,
    pictures,
    imageUrl,
    audit,
    coupons,
    catalogueRepo,
    catalogue,
    history,
    favourites,
    storage,
    uploads,
    couponConsole,
    couponIssue,
  });
  await serveWebApp(app, { shop: config.webDistDir, console: config.adminDistDir });
  return app;
}
