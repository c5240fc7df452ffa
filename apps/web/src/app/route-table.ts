import type { ComponentType } from 'react';
import { loadTexts, type TextPart } from '../lib/i18n';
import type { PageProps } from '../lib/page-props';
import { PATHS } from '../lib/paths';
import type { Messages } from '../locales/zh-CN';

export type PageModule = { default: ComponentType<PageProps> };

export interface RouteEntry {
  path: string;
  title: keyof Messages['title'];
  load: () => Promise<PageModule>;
  /** The tab this route is, 0–3. */
  tab?: number;
  /** The page draws its own header (spec: custom header). */
  customHeader?: boolean;
  /** Only for a visitor with a valid, unexpired token; others log in first (spec §6). Never on a login page. */
  needLogin?: boolean;
  /**
   * The server renders this page's first view (issue 17); the page module's source, by which the server finds its
   * chunk and CSS in the build's manifest. Only pages whose first view every visitor sees alike.
   */
  serverRendered?: string;
}

/** A page whose group's texts load with it, so they stay out of the first load. */
const withTexts = (part: TextPart, load: () => Promise<PageModule>) => async (): Promise<PageModule> =>
  (await Promise.all([load(), loadTexts(part)]))[0];
const codeLogin = () => import('../features/account/pages/code-login-page');

/** The spec's route table (shop and messaging); pages that later work fills show "coming soon" until then. */
export const routeTable: RouteEntry[] = [
  {
    path: PATHS.home,
    title: 'home',
    tab: 0,
    customHeader: true,
    load: () => import('../features/catalogue/pages/home-page'),
    serverRendered: 'src/features/catalogue/pages/home-page.tsx',
  },
  {
    path: PATHS.category,
    title: 'category',
    tab: 1,
    load: () => import('../features/catalogue/pages/category-page'),
    serverRendered: 'src/features/catalogue/pages/category-page.tsx',
  },
  {
    path: PATHS.cart,
    title: 'cart',
    tab: 2,
    load: withTexts('specs', () => import('../features/cart/pages/cart-page')),
  },
  // Its pink header is the page's own: a title bar above it was an empty white strip.
  { path: PATHS.me, title: 'me', tab: 3, customHeader: true, load: () => import('../features/account/pages/me-page') },
  { path: PATHS.chat, title: 'chat', load: withTexts('chat', () => import('../features/chat/pages/chat-page')) },
  {
    path: PATHS.imIndex,
    title: 'imIndex',
    // Its header spans the staff workspace, which is wider than the shop's layout.
    customHeader: true,
    load: withTexts('chat', () => import('../features/chat/pages/chat-index-page')),
  },
  {
    path: PATHS.readerList,
    title: 'readerList',
    load: withTexts('chat', () => import('../features/chat/pages/reader-list-page')),
  },
  {
    path: PATHS.loginWithPwd,
    title: 'loginWithPwd',
    load: () => import('../features/account/pages/password-login-page'),
  },
  { path: PATHS.loginWithoutPwd, title: 'loginWithoutPwd', load: codeLogin },
  {
    path: PATHS.changePassword,
    title: 'changePassword',
    needLogin: true,
    load: withTexts('account', () => import('../features/account/pages/change-password-page')),
  },
  // Whoever forgot their password is not logged in.
  {
    path: PATHS.retrievePassword,
    title: 'retrievePassword',
    load: withTexts('account', () => import('../features/account/pages/retrieve-password-page')),
  },
  {
    path: PATHS.setUsername,
    title: 'setUsername',
    needLogin: true,
    load: withTexts('account', () => import('../features/account/pages/set-username-page')),
  },
  {
    path: PATHS.bindMobile,
    title: 'bindMobile',
    needLogin: true,
    load: withTexts('account', () => import('../features/account/pages/bind-mobile-page')),
  },
  {
    path: PATHS.realNameVerify,
    title: 'realNameVerify',
    needLogin: true,
    load: withTexts('account', () => import('../features/account/pages/real-name-page')),
  },
  {
    path: PATHS.orderComment,
    title: 'orderComment',
    needLogin: true,
    load: withTexts('orders', () => import('../features/orders/pages/order-comment-page')),
  },
  {
    path: PATHS.orderConfirm,
    title: 'orderConfirm',
    needLogin: true,
    load: withTexts('orders', () => import('../features/checkout/pages/order-confirm-page')),
  },
  {
    path: PATHS.orderDetail,
    title: 'orderDetail',
    needLogin: true,
    load: withTexts('orders', () => import('../features/orders/pages/order-detail-page')),
  },
  {
    path: PATHS.orderChange,
    title: 'orderChange',
    needLogin: true,
    load: withTexts('orders', () => import('../features/orders/pages/order-change-page')),
  },
  {
    path: PATHS.orderList,
    title: 'orderList',
    needLogin: true,
    load: withTexts('orders', () => import('../features/orders/pages/order-list-page')),
  },
  {
    path: PATHS.orderPay,
    title: 'orderPay',
    needLogin: true,
    load: withTexts('orders', () => import('../features/checkout/pages/order-pay-page')),
  },
  {
    path: PATHS.payResult,
    title: 'payResult',
    customHeader: true,
    needLogin: true,
    load: withTexts('orders', () => import('../features/checkout/pages/pay-result-page')),
  },
  // The payment provider's hosted page: the payer is on the provider's side, so no login.
  {
    path: PATHS.sandboxPay,
    title: 'sandboxPay',
    customHeader: true,
    load: withTexts('orders', () => import('../features/checkout/pages/sandbox-pay-page')),
  },
  {
    path: PATHS.afterSale,
    title: 'afterSale',
    needLogin: true,
    load: withTexts('orders', () => import('../features/orders/pages/after-sale-page')),
  },
  {
    path: PATHS.reminders,
    title: 'reminders',
    needLogin: true,
    load: () => import('../features/occasions/pages/reminders-page'),
  },
  {
    path: PATHS.goodsDetail,
    title: 'goodsDetail',
    customHeader: true,
    load: withTexts('specs', () => import('../features/catalogue/pages/goods-detail-page')),
    serverRendered: 'src/features/catalogue/pages/goods-detail-page.tsx',
  },
  {
    path: PATHS.goodsSearch,
    title: 'goodsSearch',
    load: () => import('../features/catalogue/pages/goods-search-page'),
    serverRendered: 'src/features/catalogue/pages/goods-search-page.tsx',
  },
  {
    path: PATHS.search,
    title: 'search',
    // Not rendered by the server: it opens on its search box, and text typed before hydration would be lost.
    load: () => import('../features/catalogue/pages/search-page'),
  },
  {
    path: PATHS.searchComment,
    title: 'searchComment',
    load: withTexts('specs', () => import('../features/catalogue/pages/search-comment-page')),
  },
  {
    path: PATHS.addressAdd,
    title: 'addressAdd',
    needLogin: true,
    load: () => import('../features/member-centre/pages/address-add-page'),
  },
  {
    path: PATHS.addressList,
    title: 'addressList',
    needLogin: true,
    load: () => import('../features/member-centre/pages/address-list-page'),
  },
  {
    path: PATHS.invoiceList,
    title: 'invoiceList',
    needLogin: true,
    load: () => import('../features/member-centre/pages/invoice-list-page'),
  },
  {
    path: PATHS.couponList,
    title: 'couponList',
    needLogin: true,
    load: withTexts('orders', () => import('../features/coupons/pages/coupon-list-page')),
  },
  {
    path: PATHS.favorList,
    title: 'favorList',
    needLogin: true,
    load: () => import('../features/member-centre/pages/favor-list-page'),
  },
  {
    path: PATHS.feedback,
    title: 'feedback',
    needLogin: true,
    load: () => import('../features/member-centre/pages/feedback-page'),
  },
  { path: PATHS.helper, title: 'helper', load: () => import('../features/info/pages/helper-page') },
  {
    path: PATHS.userSet,
    title: 'userSet',
    needLogin: true,
    load: withTexts('account', () => import('../features/account/pages/user-set-page')),
  },
  {
    path: PATHS.history,
    title: 'history',
    needLogin: true,
    load: () => import('../features/member-centre/pages/history-page'),
  },
  { path: PATHS.wechatAdd, title: 'wechatAdd', load: () => import('../features/info/pages/wechat-add-page') },
  { path: PATHS.webView, title: 'webView', load: () => import('../features/info/pages/web-view-page') },
  { path: PATHS.login, title: 'login', load: codeLogin },
  { path: PATHS.agreement, title: 'agreement', load: () => import('../features/info/pages/agreement-page') },
  { path: PATHS.policy, title: 'policy', load: () => import('../features/info/pages/policy-page') },
  { path: PATHS.aboutUs, title: 'aboutUs', load: () => import('../features/info/pages/about-us-page') },
];

/** The four tabs in the spec's order. */
export const tabs = [
  { path: PATHS.home, label: 'home', icon: 'home' },
  { path: PATHS.category, label: 'category', icon: 'category' },
  { path: PATHS.cart, label: 'cart', icon: 'cart' },
  { path: PATHS.me, label: 'me', icon: 'me' },
] as const;
