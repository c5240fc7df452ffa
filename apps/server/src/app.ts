import crypto from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DbHandle } from './db/connect';
import { accountModule } from './modules/account/account.module';
import type { RealNameVerifier } from './modules/account/real-name-verifier';
import { addressesModule } from './modules/addresses/addresses.module';
import { afterSalesModule } from './modules/after-sales/after-sales.module';
import { auditModule } from './modules/audit/audit.module';
import { auditRepository } from './modules/audit/audit.repository';
import { authModule, type SessionAdmission } from './modules/auth/auth.module';
import type { SmsSender } from './modules/auth/sms-sender';
import { backupsModule } from './modules/backups/backups.module';
import { type CatalogueCooler, catalogueModule } from './modules/catalogue/catalogue.module';
import { catalogueAdminModule } from './modules/catalogue-admin/catalogue-admin.module';
import { commentsModule } from './modules/comments/comments.module';
import { coolerModule } from './modules/cooler/cooler.module';
import { couponsModule } from './modules/coupons/coupons.module';
import { customersModule } from './modules/customers/customers.module';
import { dashboardModule } from './modules/dashboard/dashboard.module';
import { deliveryModule } from './modules/delivery/delivery.module';
import { deskModule } from './modules/desk/desk.module';
import { favouritesModule } from './modules/favourites/favourites.module';
import { feedbackModule } from './modules/feedback/feedback.module';
import { historyModule } from './modules/history/history.module';
import { homePageModule } from './modules/home-page/home-page.module';
import { imModule } from './modules/im/im.module';
import type { ServiceDesk } from './modules/im/im-delivery.service';
import { imagesModule } from './modules/images/images.module';
import { shopPictures } from './modules/images/shop-pictures';
import { invoicesModule } from './modules/invoices/invoices.module';
import { memberModule } from './modules/member/member.module';
import { metricsModule } from './modules/metrics/metrics.module';
import { occasionsModule } from './modules/occasions/occasions.module';
import type { OrderRefunds } from './modules/orders/order-ports';
import { ordersModule } from './modules/orders/orders.module';
import { paymentsModule } from './modules/payments/payments.module';
import { picturesModule } from './modules/pictures/pictures.module';
import type { Platform } from './modules/platform';
import { staffModule } from './modules/staff/staff.module';
import { subscriptionsModule } from './modules/subscriptions/subscriptions.module';
import { substitutionsModule } from './modules/substitutions/substitutions.module';
import { uploadsModule } from './modules/uploads/uploads.module';
import { usersModule } from './modules/users/users.module';
import { wechatModule } from './modules/wechat/wechat.module';
import { answerFrameworkError, installErrorHandler } from './platform/error-handler';
import { inProcessEventBus } from './platform/event-bus';
import { fileStorage } from './platform/file-storage';
import { healthRoutes } from './platform/health.routes';
import { registerHttpPlugins } from './platform/http-plugins';
import { limitHeaderTime, serverTimeouts } from './platform/http-timeouts';
import { acceptEmptyJsonBodies } from './platform/json-body';
import { serverMetrics } from './platform/metrics';
import { readiness, readyRoutes } from './platform/readiness';
import { redisEventBus } from './platform/redis-event-bus';
import { later, type ServerModule } from './platform/server-module';
import { serveWebApp } from './platform/web-app';

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
  const metrics = serverMetrics();
  metrics.observeRequests(app);

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
  const bus = metrics.countedBus(
    config.redisUrl
      ? await redisEventBus(config.redisUrl, (error) => app.log.error(error, 'redis event bus'))
      : inProcessEventBus(),
  );
  const pictures = shopPictures();
  const files = await fileStorage(config.storage, config.dataDir);
  const storage = metrics.observedStorage(files, config.storage.driver);
  // The probe's calls reach the store itself, so the storage call counts stay the shop's own.
  const ready = readiness({
    database,
    redisUrl: config.redisUrl,
    storage: { store: files, driver: config.storage.driver },
  });
  app.decorate('readiness', ready);
  const platform: Platform = {
    app,
    config,
    database,
    bus,
    tokenSecret,
    secretFor: (purpose) => derivedSecret(tokenSecret, purpose),
    audit: auditRepository(),
    storage,
    pictures,
    imageUrl: (p) => `${config.imageBaseUrl}${pictures.addressOf(p)}`,
  };

  // The modules in dependency order (decision 054): each takes the platform and what the modules before it offer.
  // A `later` port is one module's need of a module listed after it, provided right after that module is built.
  const admission = later<SessionAdmission>('the session admission (staff)');
  const refunds = later<OrderRefunds>("orders' refunds (payments)");
  const serviceDesk = later<ServiceDesk>("the chat's service desk (desk)");

  const modules: ServerModule<unknown>[] = [];
  /** Lists a module: its routes register, and it closes, in the order it was built. */
  const use = <M extends ServerModule<unknown>>(module: M): M => {
    modules.push(module);
    return module;
  };
  const wechat = use(wechatModule(platform));
  const users = use(usersModule(platform));
  const auth = use(authModule({ platform, users: users.offers, wechat: wechat.offers, admission, sms }));
  const customers = use(customersModule(platform, auth.offers));
  const staff = use(staffModule(platform, auth.offers, users.offers, customers.offers));
  admission.provide(staff.offers.admission);
  use(accountModule(platform, users.offers, auth.offers, realName));
  use(auditModule(platform, auth.offers));
  const coupons = use(couponsModule(platform, auth.offers));
  const history = use(historyModule(platform, auth.offers));
  const catalogueCooler = later<CatalogueCooler>('the cooler’s count of sizes made from recipes (catalogue)');
  const catalogue = use(catalogueModule(platform, auth.offers, history.offers, catalogueCooler));
  const favourites = use(favouritesModule(platform, auth.offers));
  const uploads = use(uploadsModule(platform, auth.offers));
  use(imagesModule(platform));
  use(picturesModule(platform, auth.offers));
  const addresses = use(addressesModule(platform, auth.offers));
  const invoices = use(invoicesModule(platform, auth.offers));
  const delivery = use(await deliveryModule(platform, auth.offers));
  // Before the cooler, which puts the goods of its expiring stems in a home section.
  const homePage = use(homePageModule(platform, auth.offers, catalogue.offers));
  const cooler = use(coolerModule(platform, auth.offers, homePage.offers));
  catalogueCooler.provide(cooler.offers);
  const orders = use(
    ordersModule({
      platform,
      auth: auth.offers,
      addresses: addresses.offers,
      invoices: invoices.offers,
      coupons: coupons.offers,
      uploads: uploads.offers,
      catalogue: catalogue.offers,
      delivery: delivery.offers,
      cooler: cooler.offers,
      refunds,
    }),
  );
  const chat = use(
    imModule({
      platform,
      auth: auth.offers,
      users: users.offers,
      uploads: uploads.offers,
      catalogue: catalogue.offers,
      orders: orders.offers,
      desk: serviceDesk,
    }),
  );
  const desk = use(deskModule(platform, auth.offers, chat.offers.desk, coupons.offers));
  serviceDesk.provide(desk.offers.serviceDesk);
  const payments = use(paymentsModule(platform, auth.offers, orders.offers, chat.offers));
  refunds.provide(payments.offers.refunds);
  use(
    substitutionsModule({
      platform,
      auth: auth.offers,
      orders: orders.offers,
      delivery: delivery.offers,
      cooler: cooler.offers,
      chat: chat.offers,
      payments: payments.offers,
    }),
  );
  use(
    subscriptionsModule({
      platform,
      auth: auth.offers,
      addresses: addresses.offers,
      coupons: coupons.offers,
      catalogue: catalogue.offers,
      delivery: delivery.offers,
      cooler: cooler.offers,
      orders: orders.offers,
      payments: payments.offers,
      chat: chat.offers,
    }),
  );
  use(afterSalesModule(platform, auth.offers, orders.offers, payments.offers, uploads.offers));
  const occasions = use(
    occasionsModule(platform, auth.offers, delivery.offers, orders.offers, addresses.offers, chat.offers),
  );
  use(
    memberModule(
      platform,
      auth.offers,
      users.offers,
      {
        favourites: favourites.offers,
        history: history.offers,
        orders: orders.offers,
        coupons: coupons.offers,
        chat: chat.offers,
      },
      uploads.offers,
    ),
  );
  use(commentsModule(platform, auth.offers, catalogue.offers, uploads.offers));
  use(feedbackModule(platform, auth.offers, uploads.offers));
  use(catalogueAdminModule(platform, auth.offers, occasions.offers));
  use(dashboardModule(platform, auth.offers, delivery.offers));
  use(backupsModule(platform));
  use(metricsModule({ platform, metrics, chat: chat.offers, payments: payments.offers }));

  const missing = [admission, refunds, serviceDesk, catalogueCooler].find((port) => !port.provided);
  if (missing) throw new Error(`${missing.what} was never provided`);

  app.addHook('onClose', async () => {
    for (const module of modules) await module.close?.();
    storage.close();
    ready.close();
    await bus.close();
  });

  await app.register(healthRoutes(database));
  await app.register(readyRoutes(ready));
  for (const module of modules) await module.register?.(app);
  await serveWebApp(app, { shop: config.webDistDir, console: config.adminDistDir });
  return app;
}
