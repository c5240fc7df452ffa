import crypto from 'node:crypto';
import { IM } from '@ffe/shared/constants';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DbHandle } from './db/connect';
import { accountRepository } from './modules/account/account.repository';
import { accountRoutes } from './modules/account/account.routes';
import { accountService } from './modules/account/account.service';
import {
  developmentRealNameVerifier,
  httpRealNameVerifier,
  type RealNameVerifier,
} from './modules/account/real-name-verifier';
import { addressRepository } from './modules/addresses/addresses.repository';
import { addressRoutes } from './modules/addresses/addresses.routes';
import { addressService } from './modules/addresses/addresses.service';
import { afterSaleRepository } from './modules/after-sales/after-sale.repository';
import { adminAfterSaleRoutes, afterSaleRoutes, staffAfterSaleRoutes } from './modules/after-sales/after-sale.routes';
import { afterSaleService } from './modules/after-sales/after-sale.service';
import { auditRepository } from './modules/audit/audit.repository';
import { auditRoutes } from './modules/audit/audit.routes';
import { auditService } from './modules/audit/audit.service';
import { authRoutes } from './modules/auth/auth.routes';
import { authService } from './modules/auth/auth.service';
import { loginThrottleRepository } from './modules/auth/login-throttle.repository';
import { loginThrottle } from './modules/auth/login-throttle.service';
import { sessionRepository } from './modules/auth/session.repository';
import { smsService } from './modules/auth/sms.service';
import { smsCodeRepository } from './modules/auth/sms-code.repository';
import { smsSendLimitRepository } from './modules/auth/sms-send-limit.repository';
import { consoleSmsSender, httpSmsSender, type SmsSender } from './modules/auth/sms-sender';
import { tokenService } from './modules/auth/token.service';
import { openPlatformWechat, sandboxWechat } from './modules/auth/wechat-provider';
import { catalogueRepository } from './modules/catalogue/catalogue.repository';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { catalogueService } from './modules/catalogue/catalogue.service';
import { categoryAdminRepository } from './modules/catalogue-admin/category-admin.repository';
import { categoryAdminRoutes } from './modules/catalogue-admin/category-admin.routes';
import { categoryAdminService } from './modules/catalogue-admin/category-admin.service';
import { goodsAdminRepository } from './modules/catalogue-admin/goods-admin.repository';
import { goodsAdminRoutes } from './modules/catalogue-admin/goods-admin.routes';
import { goodsAdminService } from './modules/catalogue-admin/goods-admin.service';
import { commentRepository } from './modules/comments/comment.repository';
import { commentRoutes } from './modules/comments/comment.routes';
import { commentService } from './modules/comments/comment.service';
import { adminCouponRepository } from './modules/coupons/admin-coupon.repository';
import { adminCouponRoutes } from './modules/coupons/admin-coupon.routes';
import { adminCouponService } from './modules/coupons/admin-coupon.service';
import { couponRepository } from './modules/coupons/coupon.repository';
import { couponRoutes } from './modules/coupons/coupon.routes';
import { couponService } from './modules/coupons/coupon.service';
import { couponIssueService } from './modules/coupons/coupon-issue.service';
import { customerRepository } from './modules/customers/customers.repository';
import { customerRoutes } from './modules/customers/customers.routes';
import { customerService, customerSessionGuard } from './modules/customers/customers.service';
import { dashboardRepository } from './modules/dashboard/dashboard.repository';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { dashboardService, settingsCapacities } from './modules/dashboard/dashboard.service';
import { deliverySettingsRepository } from './modules/delivery/delivery-settings.repository';
import { deliverySettingsRoutes } from './modules/delivery/delivery-settings.routes';
import { deliverySettingsService, settingsFromEnvironment } from './modules/delivery/delivery-settings.service';
import { deskRoutes } from './modules/desk/desk.routes';
import { favouriteRepository } from './modules/favourites/favourites.repository';
import { favouriteRoutes } from './modules/favourites/favourites.routes';
import { favouriteService } from './modules/favourites/favourites.service';
import { feedbackRepository } from './modules/feedback/feedback.repository';
import { adminFeedbackRoutes, feedbackRoutes } from './modules/feedback/feedback.routes';
import { feedbackService } from './modules/feedback/feedback.service';
import { historyRepository } from './modules/history/history.repository';
import { historyRoutes } from './modules/history/history.routes';
import { historyService } from './modules/history/history.service';
import { homeLinksService } from './modules/home-page/home-links.service';
import { homePageRepository } from './modules/home-page/home-page.repository';
import { homePageRoutes, shopHomeRoutes } from './modules/home-page/home-page.routes';
import { homePageService } from './modules/home-page/home-page.service';
import { homeWriter } from './modules/home-page/home-write';
import { shopHomeService } from './modules/home-page/shop-home.service';
import { inProcessEventBus } from './modules/im/event-bus';
import { friendRoutes } from './modules/im/friend.routes';
import { groupRoutes } from './modules/im/group.routes';
import { imRepository } from './modules/im/im.repository';
import { imRoutes } from './modules/im/im.routes';
import { profileCache } from './modules/im/profile-cache';
import { redisEventBus } from './modules/im/redis-event-bus';
import { imageRoutes } from './modules/images/images.routes';
import { shopPictures } from './modules/images/shop-pictures';
import { invoiceRepository } from './modules/invoices/invoices.repository';
import { invoiceRoutes } from './modules/invoices/invoices.routes';
import { invoiceService } from './modules/invoices/invoices.service';
import { memberRoutes } from './modules/member/member.routes';
import { memberService } from './modules/member/member.service';
import { deliveryPromiseService } from './modules/occasions/delivery-promise.service';
import { occasionNotices } from './modules/occasions/occasion-notices';
import { startOccasionScheduler } from './modules/occasions/occasion-scheduler';
import { occasionRoutes } from './modules/occasions/occasions.routes';
import { reminderRepository } from './modules/occasions/reminders.repository';
import { reminderService } from './modules/occasions/reminders.service';
import { stockAlertRepository } from './modules/occasions/stock-alerts.repository';
import { stockAlertService } from './modules/occasions/stock-alerts.service';
import { adminOrderRepository } from './modules/orders/admin-order.repository';
import { adminOrderRoutes, legacyStaffOrderRoutes } from './modules/orders/admin-order.routes';
import { adminOrderService } from './modules/orders/admin-order.service';
import { orderRepository } from './modules/orders/order.repository';
import { orderRoutes } from './modules/orders/order.routes';
import { orderService } from './modules/orders/order.service';
import { orderNotices } from './modules/orders/order-notices';
import { orderPaidAlerts } from './modules/orders/order-paid-alerts';
import { startOrderScheduler } from './modules/orders/order-scheduler';
import { orderWorkbenchService } from './modules/orders/order-workbench.service';
import { paymentRepository } from './modules/payments/payment.repository';
import { paymentRoutes, sandboxPayRoutes } from './modules/payments/payment.routes';
import { paymentService } from './modules/payments/payment.service';
import { setUpPaymentProviders } from './modules/payments/payment-setup';
import { providerNotifyRoutes } from './modules/payments/provider-notify.routes';
import { refundRepository } from './modules/payments/refund.repository';
import { refundService } from './modules/payments/refund.service';
import { startRefundWorker } from './modules/payments/refund-worker';
import { sandboxRepository } from './modules/payments/sandbox.repository';
import { sandboxProvider } from './modules/payments/sandbox-provider';
import { pictureRoutes } from './modules/pictures/pictures.routes';
import { pictureService } from './modules/pictures/pictures.service';
import { staffRepository } from './modules/staff/staff.repository';
import { staffRoutes } from './modules/staff/staff.routes';
import { staffService } from './modules/staff/staff.service';
import { staffAccessService } from './modules/staff/staff-access.service';
import { uploadRepository } from './modules/uploads/uploads.repository';
import { uploadRoutes } from './modules/uploads/uploads.routes';
import { uploadService } from './modules/uploads/uploads.service';
import { userRepository } from './modules/users/user.repository';
import { authentication } from './platform/authenticate';
import { answerFrameworkError, installErrorHandler } from './platform/error-handler';
import { fileStorage } from './platform/file-storage';
import { healthRoutes } from './platform/health.routes';
import { registerHttpPlugins } from './platform/http-plugins';
import { limitHeaderTime, serverTimeouts } from './platform/http-timeouts';
import { acceptEmptyJsonBodies } from './platform/json-body';
import { serveWebApp } from './platform/web-app';
import { wireChat } from './wiring/chat.wiring';

/** Sales keep changing the best-seller order; the search index catches up this often. */
const SEARCH_INDEX_REBUILD_MS = 5 * 60_000;
/** A delivery settings change reaches every process's quotes within this (plus one small read). */
const DELIVERY_SETTINGS_CHECK_MS = 1000;
/**
 * A token that passed the session check is trusted this long without reading its session again (a send costs one
 * statement less). Logout and the token cap end sessions through the token service, which forgets them in every
 * process at once; this bounds only a session ended in the database by hand, or a bus message lost.
 */
const SESSION_CHECK_MS = 30_000;
/** The dashboard's figures serve every caller for this long: a team's reads share one, at most two seconds old. */
const DASHBOARD_CACHE_MS = 1_000;

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

  if (!config.tokenSecret) throw new Error('buildApp needs config.tokenSecret');
  const bus = config.redisUrl
    ? await redisEventBus(config.redisUrl, (error) => app.log.error(error, 'redis event bus'))
    : inProcessEventBus();
  const staffRepo = staffRepository(database.db);
  const staffAccess = staffAccessService(staffRepo);
  const customerRepo = customerRepository(database.db);
  const mayHoldSession = customerSessionGuard(customerRepo);
  const tokens = tokenService(sessionRepository(database.db), config.tokenSecret, Date.now, {
    sessionCheckMs: SESSION_CHECK_MS,
    announceEnded: (jtis) => bus.publish({ kind: 'sessions-ended', jtis }),
    permissionsOf: async (userId, role) => {
      await mayHoldSession(userId, role);
      return staffAccess.permissionsOf(userId, role);
    },
  });
  const chatRepo = imRepository(database.db, { dialect: database.dialect });
  const profiles = profileCache(chatRepo.publicUsers, IM.PROFILE_CACHE_SIZE);
  // Forgotten here at once, then in every process (this one again, through Redis: harmless).
  const profileChanged = async (userId: string) => {
    profiles.forget([userId]);
    await bus.publish({ kind: 'profiles-changed', ids: [userId] });
  };
  bus.subscribe((event) => {
    if (event.kind === 'sessions-ended') tokens.forget(event.jtis);
    if (event.kind === 'profiles-changed') profiles.forget(event.ids);
  });
  const guard = authentication(app, tokens, { mustChangePassword: staffAccess.mustChangePassword });
  const audit = auditRepository();
  const staff = staffService({ repo: staffRepo, audit, tokens, profileChanged });
  const pictures = shopPictures();
  const imageUrl = (p: string) => `${config.imageBaseUrl}${pictures.addressOf(p)}`;
  const users = userRepository(database.db);
  const consoleSms = !sms && config.sms.sender === 'console' ? consoleSmsSender((m) => app.log.info(m)) : undefined;
  const smsSender = sms ?? consoleSms ?? httpSmsSender(config.sms.gatewayUrl ?? '', config.sms.gatewayToken);
  const wechat =
    config.wechat &&
    ('sandbox' in config.wechat ? sandboxWechat() : openPlatformWechat(config.wechat.appId, config.wechat.appSecret));
  const coupons = couponService(couponRepository(database.db));
  const smsLimits = smsSendLimitRepository(database.db);
  const codes = smsService(smsCodeRepository(database.db), smsLimits, smsSender);
  const auth = authService({
    users,
    throttle: loginThrottle({
      repository: loginThrottleRepository(database.db),
      warn: (fields, message) => app.log.warn(fields, message),
    }),
    sms: codes,
    tokens,
    wechat,
    imageUrl,
    onRegistered: coupons.grantNewMember,
    // The chat sockets of that session close with the spec's code 20, whichever process holds them.
    onLoggedOut: (claims) => sockets.signOut(claims.uid, claims.jti),
    staff: staffAccess,
    passwords: { replaceOwn: staff.replaceOwnPassword },
  });

  // Identity numbers are few enough to guess from a plain hash, so it is keyed.
  const identityKey = derivedSecret(config.tokenSecret, 'identity');
  const accounts = accountService({
    users,
    accounts: accountRepository(database.db),
    sms: codes,
    tokens,
    verifier:
      realName ??
      (config.realName?.verifier === 'http'
        ? httpRealNameVerifier(config.realName.gatewayUrl, config.realName.gatewayToken)
        : config.realName
          ? developmentRealNameVerifier()
          : undefined),
    tries: smsLimits,
    identityHash: (identity) => crypto.createHmac('sha256', identityKey).update(identity).digest('hex'),
    imageUrl,
  });

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

  // The sandbox marks orders paid with no money moved: it exists only when the configuration names it.
  const sandbox = config.payments.providers.includes('sandbox')
    ? sandboxProvider({
        repo: sandboxRepository(database.db),
        secret: config.paySandboxSecret ?? derivedSecret(config.tokenSecret, 'pay-sandbox'),
        merchant: '鲜花速递',
        // The provider calls the shop's notify URL; inject takes the same route a provider's HTTP request would.
        deliverNotice: async (notice) =>
          (await app.inject({ method: 'POST', url: '/api/pay/notify/sandbox', payload: notice })).statusCode === 200,
        onNoticeError: (error) => app.log.error(error, 'sandbox payment notice failed'),
      })
    : undefined;
  if (sandbox && config.env === 'production') app.log.warn('the sandbox payment provider is on: it moves no money');
  const refundRepo = refundRepository(database.db);
  const pay = setUpPaymentProviders(config.payments, sandbox, {
    paymentIdOfRefund: async (refundId) => (await refundRepo.findById(refundId))?.payment_id,
  });
  const payRepo = paymentRepository(database.db);
  const refunds = refundService({
    repo: refundRepo,
    payments: payRepo,
    providerFor: pay.providers.refunderOf,
    retryBaseMs: config.refunds.retryBaseMs,
    log: app.log,
    onSucceeded: async ({ afterSaleId }) => {
      if (afterSaleId) await afterSales.refundSettled(afterSaleId);
    },
  });
  const addresses = addressRepository(database.db);
  const invoices = invoiceRepository(database.db);
  const deliverySettings = deliverySettingsService({
    repo: deliverySettingsRepository(database.db),
    audit: auditRepository(),
    seed: settingsFromEnvironment(config.delivery),
    checkEveryMs: DELIVERY_SETTINGS_CHECK_MS,
  });
  await deliverySettings.seedIfAbsent();
  const orderRepo = orderRepository(database.db);
  const orders = orderService({
    repo: orderRepo,
    addresses,
    invoices,
    coupons,
    pictures: uploads,
    refunds,
    delivery: deliverySettings,
    imageUrl,
    commentsChanged: catalogue.forgetDetails,
  });
  const couponConsole = { repo: adminCouponRepository(database.db), coupons: couponRepository(database.db), audit };
  const couponIssue = couponIssueService(couponConsole);
  const {
    im,
    friends,
    groups,
    desk,
    sockets,
    close: closeChat,
  } = wireChat({
    config,
    database,
    bus,
    tokens,
    // Every chat read of a public profile goes through the process's profile cache.
    imRepo: { ...chatRepo, publicUsers: profiles.get },
    users,
    uploads,
    catalogue,
    orders,
    orderRepo,
    coupons: { issue: couponIssue.issue, templates: couponConsole.coupons },
    imageUrl,
  });
  const paidAlerts = orderPaidAlerts({ orderRepo, pushToPermitted: sockets.pushToPermitted });
  const payments = paymentService({
    repo: payRepo,
    orders,
    providers: pay.providers,
    refunds,
    log: app.log,
    onOrderPaid: async (orderId) => {
      await Promise.all([
        im.orderPaid(orderId).catch((error) => app.log.error(error, 'pay-notify failed')),
        paidAlerts.orderPaid(orderId).catch((error) => app.log.error(error, 'new-order alert failed')),
      ]);
    },
  });
  const adminOrderRepo = adminOrderRepository(database.db);
  const adminOrders = adminOrderService({
    repo: adminOrderRepo,
    orderRepo,
    orders,
    refunds,
    slots: async () => (await deliverySettings.current()).slots,
    changes: database.changes,
  });
  const workbench = orderWorkbenchService({
    orderRepo,
    orders,
    couriers: adminOrderRepo,
    reads: adminOrders,
    audit: auditRepository(),
    refunds,
    pictures: uploads,
    notices: orderNotices({
      chat: im.orderNotice,
      sms: smsSender,
      buyerPhone: adminOrderRepo.buyerPhone,
      imageUrl,
      onError: (error, what) => app.log.error(error, `${what} failed`),
    }),
  });
  const afterSales = afterSaleService({
    repo: afterSaleRepository(database.db),
    orderRepo: orderRepository(database.db),
    orders,
    pictures: uploads,
    refunds,
    audit,
  });
  const shopNoticeDeps = {
    chat: im.shopNotice,
    sms: smsSender,
    publicUrl: config.payments.publicUrl,
    onError: (error: unknown, what: string) => app.log.error(error, `${what} failed`),
  };
  const reminderRepo = reminderRepository(database.db);
  const occasions = occasionNotices(reminderRepo, shopNoticeDeps);
  const stockAlerts = stockAlertService({ ...shopNoticeDeps, repo: stockAlertRepository(database.db), imageUrl });
  const stopOccasions = startOccasionScheduler([occasions, stockAlerts], config.occasionSweepMs, (error) =>
    app.log.error(error, 'occasion sweep failed'),
  );
  const stopScheduler = startOrderScheduler(orders, config.orderSweepMs, (error) =>
    app.log.error(error, 'order sweep failed'),
  );
  const stopRefundWorker = startRefundWorker(refunds, config.refunds, (error) =>
    app.log.error(error, 'refund worker run failed'),
  );
  app.addHook('onClose', async () => {
    stopScheduler();
    stopOccasions();
    await stopRefundWorker();
    sandbox?.close();
    storage.close();
    closeChat();
    await bus.close();
  });

  const members = memberService(
    users,
    {
      favourites: favourites.countFavourites,
      history: history.countHistory,
      orders: orders.countsFor,
      coupons: (memberId) => coupons.countUnused(memberId),
      chat: async (memberId) => (await im.unreadCount({ uid: memberId, role: [], permission: [] })).message,
    },
    uploads,
    imageUrl,
    profileChanged,
  );

  await app.register(healthRoutes(database));
  await app.register(imageRoutes(pictures));
  await app.register(catalogueRoutes(catalogue, { auth: guard, recordView: history.recordView }));
  const homeRepo = homePageRepository(database.db);
  const shopHome = shopHomeService({
    repo: homeRepo,
    goods: catalogueRepo,
    imageUrl,
    checkEveryMs: config.homeCheckMs,
  });
  // This process's own writes show here at once; other processes see the version move within homeCheckMs.
  const homeWrites = homeWriter({ repo: homeRepo, audit, onWritten: shopHome.forget });
  await app.register(shopHomeRoutes(shopHome));
  await app.register(
    homePageRoutes({
      links: homeLinksService({ repo: homeRepo, writer: homeWrites, imageUrl }),
      page: homePageService({ repo: homeRepo, writer: homeWrites, imageUrl }),
      shopHome,
      auth: guard,
    }),
  );
  await app.register(
    authRoutes(auth, guard, {
      devOutbox: config.env === 'production' ? undefined : consoleSms?.lastCodeFor,
      wechatSandbox: config.wechat !== undefined && 'sandbox' in config.wechat,
    }),
  );
  await app.register(memberRoutes(members, guard));
  await app.register(accountRoutes(accounts, guard));
  await app.register(staffRoutes(staff, guard));
  await app.register(customerRoutes(customerService({ repo: customerRepo, audit, tokens, imageUrl }), guard));
  await app.register(auditRoutes(auditService(database.db, audit), guard));
  await app.register(addressRoutes(addressService(addresses), guard));
  await app.register(couponRoutes(coupons, guard));
  await app.register(adminCouponRoutes(adminCouponService(couponConsole), couponIssue, guard));
  await app.register(favouriteRoutes(favourites, guard));
  await app.register(historyRoutes(history, guard));
  const feedback = feedbackService(feedbackRepository(database.db), { pictures: uploads, audit });
  await app.register(feedbackRoutes(feedback, guard));
  await app.register(adminFeedbackRoutes(feedback, guard));
  await app.register(invoiceRoutes(invoiceService(invoices), guard));
  await app.register(uploadRoutes(uploads, guard));
  await app.register(pictureRoutes(pictureService({ storage, imageUrl, db: database.db, audit }), guard));
  await app.register(
    goodsAdminRoutes(
      goodsAdminService({
        repo: goodsAdminRepository(database.db),
        audit,
        imageUrl,
        // Members waiting for these goods hear at once; a notice that fails is the sweep's to find, not the edit's.
        onStockWritten: (goodsId) =>
          void stockAlerts.run(Date.now(), goodsId).catch((error) => app.log.error(error, 'back-in-stock failed')),
      }),
      guard,
    ),
  );
  await app.register(
    categoryAdminRoutes(categoryAdminService({ repo: categoryAdminRepository(database.db), audit, imageUrl }), guard),
  );
  await app.register(orderRoutes(orders, guard, config.quotas));
  await app.register(adminOrderRoutes(adminOrders, workbench, guard));
  await app.register(legacyStaffOrderRoutes(adminOrders, workbench, guard));
  await app.register(afterSaleRoutes(afterSales, guard));
  await app.register(staffAfterSaleRoutes(afterSales, guard));
  await app.register(deliverySettingsRoutes(deliverySettings, guard));
  await app.register(adminAfterSaleRoutes(afterSales, guard));
  await app.register(
    commentRoutes(
      commentService({
        repo: commentRepository(database.db),
        audit,
        pictures: uploads,
        commentsChanged: catalogue.forgetDetails,
      }),
      guard,
    ),
  );
  await app.register(paymentRoutes(payments, guard));
  await app.register(
    occasionRoutes({
      reminders: reminderService(reminderRepo),
      notices: occasions,
      stockAlerts,
      promise: deliveryPromiseService({
        rules: deliverySettings.current,
        slotLoads: (dates) => orderRepo.slotLoads(dates),
        addressesOf: (memberId) => addresses.listOf(memberId),
      }),
      auth: guard,
      devClock: config.env !== 'production',
    }),
  );
  const dashboard = dashboardService({
    repo: dashboardRepository(database.db),
    slotCapacities: settingsCapacities(deliverySettings),
    imageUrl,
    cacheMs: DASHBOARD_CACHE_MS,
  });
  await app.register(dashboardRoutes(dashboard, guard));
  // Before the server stops listening: chat clients are told where to go, then their sockets close.
  app.addHook('preClose', (done) => {
    sockets.drain();
    done();
  });
  await app.register(imRoutes(im, sockets, guard, tokens, config.quotas));
  await app.register(friendRoutes(friends, guard, config.quotas));
  await app.register(groupRoutes(groups, guard));
  await app.register(deskRoutes(desk, guard));
  if (sandbox) await app.register(sandboxPayRoutes(sandbox, payments));
  await app.register(
    providerNotifyRoutes({
      payments,
      wechatPay: pay.wechatPay,
      alipay: pay.alipay,
      onRefundSettled: refunds.providerSettled,
    }),
  );
  await serveWebApp(app, { shop: config.webDistDir, console: config.adminDistDir });
  return app;
}
