import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { DbHandle } from '../db/connect';
import { accountRoutes } from '../modules/account/account.routes';
import { addressRoutes } from '../modules/addresses/addresses.routes';
import { addressService } from '../modules/addresses/addresses.service';
import { adminAfterSaleRoutes, afterSaleRoutes, staffAfterSaleRoutes } from '../modules/after-sales/after-sale.routes';
import type { AuditRepository } from '../modules/audit/audit.repository';
import { auditRoutes } from '../modules/audit/audit.routes';
import { auditService } from '../modules/audit/audit.service';
import { authRoutes } from '../modules/auth/auth.routes';
import { wechatMpRoutes } from '../modules/auth/wechat-mp.routes';
import type { CatalogueRepository } from '../modules/catalogue/catalogue.repository';
import { catalogueRoutes } from '../modules/catalogue/catalogue.routes';
import type { CatalogueService } from '../modules/catalogue/catalogue.service';
import { categoryAdminRepository } from '../modules/catalogue-admin/category-admin.repository';
import { categoryAdminRoutes } from '../modules/catalogue-admin/category-admin.routes';
import { categoryAdminService } from '../modules/catalogue-admin/category-admin.service';
import { goodsAdminRepository } from '../modules/catalogue-admin/goods-admin.repository';
import { goodsAdminRoutes } from '../modules/catalogue-admin/goods-admin.routes';
import { goodsAdminService } from '../modules/catalogue-admin/goods-admin.service';
import { commentRepository } from '../modules/comments/comment.repository';
import { commentRoutes } from '../modules/comments/comment.routes';
import { commentService } from '../modules/comments/comment.service';
import { adminCouponRoutes } from '../modules/coupons/admin-coupon.routes';
import { type AdminCouponDeps, adminCouponService } from '../modules/coupons/admin-coupon.service';
import { couponRoutes } from '../modules/coupons/coupon.routes';
import type { CouponService } from '../modules/coupons/coupon.service';
import type { CouponIssueService } from '../modules/coupons/coupon-issue.service';
import { customerRoutes } from '../modules/customers/customers.routes';
import { customerService } from '../modules/customers/customers.service';
import { dashboardRepository } from '../modules/dashboard/dashboard.repository';
import { dashboardRoutes } from '../modules/dashboard/dashboard.routes';
import { dashboardService, settingsCapacities } from '../modules/dashboard/dashboard.service';
import { deliverySettingsRoutes } from '../modules/delivery/delivery-settings.routes';
import { deskRoutes } from '../modules/desk/desk.routes';
import { favouriteRoutes } from '../modules/favourites/favourites.routes';
import type { FavouriteService } from '../modules/favourites/favourites.service';
import { feedbackRepository } from '../modules/feedback/feedback.repository';
import { adminFeedbackRoutes, feedbackRoutes } from '../modules/feedback/feedback.routes';
import { feedbackService } from '../modules/feedback/feedback.service';
import { historyRoutes } from '../modules/history/history.routes';
import type { HistoryService } from '../modules/history/history.service';
import { homeLinksService } from '../modules/home-page/home-links.service';
import { homePageRepository } from '../modules/home-page/home-page.repository';
import { homePageRoutes, shopHomeRoutes } from '../modules/home-page/home-page.routes';
import { homePageService } from '../modules/home-page/home-page.service';
import { homeWriter } from '../modules/home-page/home-write';
import { shopHomeService } from '../modules/home-page/shop-home.service';
import { friendRoutes } from '../modules/im/friend.routes';
import { groupRoutes } from '../modules/im/group.routes';
import { imRoutes } from '../modules/im/im.routes';
import { imageRoutes } from '../modules/images/images.routes';
import type { ShopPictures } from '../modules/images/shop-pictures';
import { invoiceRoutes } from '../modules/invoices/invoices.routes';
import { invoiceService } from '../modules/invoices/invoices.service';
import { memberRoutes } from '../modules/member/member.routes';
import { memberService } from '../modules/member/member.service';
import { deliveryPromiseService } from '../modules/occasions/delivery-promise.service';
import { occasionRoutes } from '../modules/occasions/occasions.routes';
import { reminderService } from '../modules/occasions/reminders.service';
import { adminOrderRoutes, legacyStaffOrderRoutes } from '../modules/orders/admin-order.routes';
import { orderRoutes } from '../modules/orders/order.routes';
import { paymentRoutes, sandboxPayRoutes } from '../modules/payments/payment.routes';
import { providerNotifyRoutes } from '../modules/payments/provider-notify.routes';
import { pictureRoutes } from '../modules/pictures/pictures.routes';
import { pictureService } from '../modules/pictures/pictures.service';
import { staffRoutes } from '../modules/staff/staff.routes';
import { uploadRoutes } from '../modules/uploads/uploads.routes';
import type { UploadService } from '../modules/uploads/uploads.service';
import { jsSdkRoutes } from '../modules/wechat/js-sdk.routes';
import { jsSdkService } from '../modules/wechat/js-sdk.service';
import { wechatCredentialRepository } from '../modules/wechat/wechat-credential.repository';
import { wechatCredentials } from '../modules/wechat/wechat-credential.service';
import type { FileStorage } from '../platform/file-storage';
import { healthRoutes } from '../platform/health.routes';
import type { wireBackOffice } from './back-office.wiring';
import type { wireChat } from './chat.wiring';
import type { wireIdentity } from './identity.wiring';
import type { wireOrders } from './orders.wiring';
import type { wirePayments } from './payments.wiring';

/** The dashboard's figures serve every caller for this long: a team's reads share one, at most two seconds old. */
const DASHBOARD_CACHE_MS = 1_000;

/** What the other wirings built: routes take their services from all of them. */
type Wired = ReturnType<typeof wireIdentity> &
  ReturnType<typeof wirePayments> &
  Awaited<ReturnType<typeof wireOrders>> &
  ReturnType<typeof wireChat> &
  ReturnType<typeof wireBackOffice>;

export interface RouteWiringDeps extends Wired {
  config: Config;
  database: DbHandle;
  pictures: ShopPictures;
  imageUrl: (path: string) => string;
  audit: AuditRepository;
  coupons: CouponService;
  catalogueRepo: CatalogueRepository;
  catalogue: CatalogueService;
  history: HistoryService;
  favourites: FavouriteService;
  storage: FileStorage;
  uploads: UploadService;
  couponConsole: AdminCouponDeps;
  couponIssue: CouponIssueService;
}

/** Every route of the API, in the order Fastify registers them, with the services only routes use. */
export async function registerRoutes(app: FastifyInstance, wired: RouteWiringDeps): Promise<void> {
  const { config, database, pictures, imageUrl, audit, coupons, couponConsole, couponIssue } = wired;
  const { catalogue, catalogueRepo, history, favourites, storage, uploads } = wired;
  const { guard, tokens, users, profileChanged, customerRepo, auth, consoleSms, accounts, staff } = wired;
  const { sandbox, pay, refunds, addresses, invoices, deliverySettings, orderRepo, orders } = wired;
  const { im, friends, groups, desk, sockets } = wired;
  const { payments, adminOrders, workbench, afterSales, reminderRepo, occasions, stockAlerts } = wired;
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
  await app.register(wechatMpRoutes(wired.wechatMp, guard, config.quotas));
  const official = wired.official && {
    account: wired.official,
    credentials: wechatCredentials({ repo: wechatCredentialRepository(database.db), account: wired.official }),
  };
  await app.register(jsSdkRoutes(jsSdkService({ official })));
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
}
