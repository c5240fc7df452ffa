import { type OrderListTab, orderListTabs } from '@ffe/shared/domain/order-state';
import type { QueryClient } from '@tanstack/react-query';
import { favouritesQuery } from '../features/member-centre/api/list-favourites';
import { ordersInfiniteQuery } from '../features/orders/api/list-orders';
import { addressesQuery } from '../lib/api/list-addresses';
import type { PageProps } from '../lib/page-props';
import { PATHS } from '../lib/paths';
import { type PageModule, withTexts } from './page-module';

const codeLogin = () => import('../features/account/pages/code-login-page');

/** The loaders of the pages no first view opens on, by path: a chunk of their own, loaded with the first of them. */
export const laterPages: Record<string, () => Promise<PageModule>> = {
  [PATHS.cart]: withTexts('specs', () => import('../features/cart/pages/cart-page')),
  [PATHS.me]: () => import('../features/account/pages/me-page'),
  [PATHS.chat]: withTexts('chat', () => import('../features/chat/pages/chat-page')),
  [PATHS.imIndex]: withTexts('chat', () => import('../features/chat/pages/chat-index-page')),
  [PATHS.readerList]: withTexts('chat', () => import('../features/chat/pages/reader-list-page')),
  [PATHS.groupJoin]: withTexts('chat', () => import('../features/chat/pages/group-join-page')),
  [PATHS.loginWithPwd]: () => import('../features/account/pages/password-login-page'),
  [PATHS.loginWithoutPwd]: codeLogin,
  [PATHS.changePassword]: withTexts('account', () => import('../features/account/pages/change-password-page')),
  [PATHS.retrievePassword]: withTexts('account', () => import('../features/account/pages/retrieve-password-page')),
  [PATHS.setUsername]: withTexts('account', () => import('../features/account/pages/set-username-page')),
  [PATHS.bindMobile]: withTexts('account', () => import('../features/account/pages/bind-mobile-page')),
  [PATHS.realNameVerify]: withTexts('account', () => import('../features/account/pages/real-name-page')),
  [PATHS.orderComment]: withTexts('orders', () => import('../features/orders/pages/order-comment-page')),
  [PATHS.orderConfirm]: withTexts('orders', () => import('../features/checkout/pages/order-confirm-page')),
  [PATHS.orderDetail]: withTexts('orders', () => import('../features/orders/pages/order-detail-page')),
  [PATHS.orderChange]: withTexts('orders', () => import('../features/orders/pages/order-change-page')),
  [PATHS.orderList]: withTexts('orders', () => import('../features/orders/pages/order-list-page')),
  [PATHS.orderPay]: withTexts('orders', () => import('../features/checkout/pages/order-pay-page')),
  [PATHS.payResult]: withTexts('orders', () => import('../features/checkout/pages/pay-result-page')),
  [PATHS.sandboxPay]: withTexts('orders', () => import('../features/checkout/pages/sandbox-pay-page')),
  [PATHS.afterSale]: withTexts('orders', () => import('../features/orders/pages/after-sale-page')),
  [PATHS.reminders]: () => import('../features/occasions/pages/reminders-page'),
  [PATHS.subscriptions]: withTexts('subscriptions', () => import('../features/subscriptions/pages/subscriptions-page')),
  [PATHS.subscriptionSeries]: withTexts('subscriptions', () => import('../features/subscriptions/pages/series-page')),
  [PATHS.subscriptionMine]: withTexts(
    'subscriptions',
    () => import('../features/subscriptions/pages/my-subscriptions-page'),
  ),
  [PATHS.subscriptionDetail]: withTexts(
    'subscriptions',
    () => import('../features/subscriptions/pages/subscription-detail-page'),
  ),
  [PATHS.giftClaim]: withTexts('subscriptions', () => import('../features/subscriptions/pages/gift-claim-page')),
  [PATHS.search]: () => import('../features/catalogue/pages/search-page'),
  [PATHS.searchComment]: withTexts('specs', () => import('../features/catalogue/pages/search-comment-page')),
  [PATHS.addressAdd]: () => import('../features/member-centre/pages/address-add-page'),
  [PATHS.addressList]: () => import('../features/member-centre/pages/address-list-page'),
  [PATHS.invoiceList]: () => import('../features/member-centre/pages/invoice-list-page'),
  [PATHS.couponList]: withTexts('orders', () => import('../features/coupons/pages/coupon-list-page')),
  [PATHS.favorList]: () => import('../features/member-centre/pages/favor-list-page'),
  [PATHS.feedback]: () => import('../features/member-centre/pages/feedback-page'),
  [PATHS.helper]: () => import('../features/info/pages/helper-page'),
  [PATHS.userSet]: withTexts('account', () => import('../features/account/pages/user-set-page')),
  [PATHS.history]: () => import('../features/member-centre/pages/history-page'),
  [PATHS.wechatAdd]: () => import('../features/info/pages/wechat-add-page'),
  [PATHS.webView]: () => import('../features/info/pages/web-view-page'),
  [PATHS.login]: codeLogin,
  [PATHS.agreement]: () => import('../features/info/pages/agreement-page'),
  [PATHS.policy]: () => import('../features/info/pages/policy-page'),
  [PATHS.aboutUs]: () => import('../features/info/pages/about-us-page'),
};

const orderTab = (tab: string | undefined): OrderListTab =>
  (orderListTabs as readonly (string | undefined)[]).includes(tab) ? (tab as OrderListTab) : 'all';

/**
 * The first calls of member pages opened directly, started with their code instead of after it: the page's own
 * query then finds its answer in flight or in the cache (a page's chunks take far longer than its call).
 */
export const laterCalls: Record<string, (client: QueryClient, query: PageProps) => void> = {
  [PATHS.orderList]: (client, { tab }) => void client.prefetchInfiniteQuery(ordersInfiniteQuery(orderTab(tab))),
  [PATHS.addressList]: (client) => void client.prefetchQuery(addressesQuery()),
  [PATHS.favorList]: (client) => void client.prefetchQuery(favouritesQuery()),
};
