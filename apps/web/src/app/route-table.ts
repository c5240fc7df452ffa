import type { QueryClient } from '@tanstack/react-query';
import { loadTexts } from '../lib/i18n';
import type { PageProps } from '../lib/page-props';
import { PATHS } from '../lib/paths';
import type { Messages } from '../locales/zh-CN';
import { type PageModule, withTexts } from './page-module';

export interface RouteEntry {
  path: string;
  title: keyof Messages['title'];
  load: () => Promise<PageModule>;
  /** Starts the page's first calls beside its code, so they need not wait for its chunks (a later page's come with them). */
  prefetch?: (client: QueryClient, query: PageProps) => Promise<void>;
  /** The tab this route is, 0–3. */
  tab?: number;
  /** The page draws its own header (PRODUCT.md#shop-routes: custom header). */
  customHeader?: boolean;
  /** The page is as high as the window below the frame's bars and scrolls inside (the chats). */
  fillsWindow?: boolean;
  /** Only for a visitor with a valid, unexpired token; others log in first (PRODUCT.md#shop-login-return). Never on a login page. */
  needLogin?: boolean;
  /**
   * The server renders this page's first view (issue 17); the page module's source, by which the server finds its
   * chunk and CSS in the build's manifest. Only pages whose first view every visitor sees alike.
   */
  serverRendered?: string;
}

/**
 * A page no first view opens on: its loader, with the list of chunks it preloads, and the texts of such pages come
 * with the first visit to one of them, so the first load of a server-rendered page carries neither (decision 037).
 */
const later = (path: string) => async (): Promise<PageModule> => {
  const [{ laterPages }] = await Promise.all([import('./later-pages'), loadTexts('later')]);
  const load = laterPages[path];
  if (!load) throw new Error(`no page to load at ${path}`);
  return load();
};

/** A later page's first calls, named beside its loader and started as soon as that chunk is in. */
const laterData =
  (path: string) =>
  async (client: QueryClient, query: PageProps): Promise<void> => {
    const { laterCalls } = await import('./later-pages');
    laterCalls[path]?.(client, query);
  };

/** The route table as written: a page that brings no loader of its own is a later page. */
type TableEntry = Omit<RouteEntry, 'load'> & Partial<Pick<RouteEntry, 'load'>>;

/** The route table (PRODUCT.md#shop-routes, #chat-pages); pages that later work fills show "coming soon" until then. */
const entries: TableEntry[] = [
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
  },
  // Its pink header is the page's own: a title bar above it was an empty white strip.
  { path: PATHS.me, title: 'me', tab: 3, customHeader: true },
  { path: PATHS.chat, title: 'chat', fillsWindow: true },
  {
    path: PATHS.imIndex,
    title: 'imIndex',
    // Its header spans the staff workspace, which is wider than the shop's layout.
    customHeader: true,
    fillsWindow: true,
  },
  {
    path: PATHS.readerList,
    title: 'readerList',
  },
  // Only a member joins a group: a visitor logs in first and comes back to the link.
  { path: PATHS.groupJoin, title: 'groupJoin', needLogin: true },
  {
    path: PATHS.loginWithPwd,
    title: 'loginWithPwd',
  },
  { path: PATHS.loginWithoutPwd, title: 'loginWithoutPwd' },
  {
    path: PATHS.changePassword,
    title: 'changePassword',
    needLogin: true,
  },
  // Whoever forgot their password is not logged in.
  {
    path: PATHS.retrievePassword,
    title: 'retrievePassword',
  },
  {
    path: PATHS.setUsername,
    title: 'setUsername',
    needLogin: true,
  },
  {
    path: PATHS.bindMobile,
    title: 'bindMobile',
    needLogin: true,
  },
  {
    path: PATHS.realNameVerify,
    title: 'realNameVerify',
    needLogin: true,
  },
  {
    path: PATHS.orderComment,
    title: 'orderComment',
    needLogin: true,
  },
  {
    path: PATHS.orderConfirm,
    title: 'orderConfirm',
    needLogin: true,
  },
  {
    path: PATHS.orderDetail,
    title: 'orderDetail',
    needLogin: true,
  },
  {
    path: PATHS.orderChange,
    title: 'orderChange',
    needLogin: true,
  },
  {
    path: PATHS.orderList,
    title: 'orderList',
    needLogin: true,
  },
  {
    path: PATHS.orderPay,
    title: 'orderPay',
    needLogin: true,
  },
  {
    path: PATHS.payResult,
    title: 'payResult',
    customHeader: true,
    needLogin: true,
  },
  // The payment provider's hosted page: the payer is on the provider's side, so no login.
  {
    path: PATHS.sandboxPay,
    title: 'sandboxPay',
    customHeader: true,
  },
  {
    path: PATHS.afterSale,
    title: 'afterSale',
    needLogin: true,
  },
  {
    path: PATHS.reminders,
    title: 'reminders',
    needLogin: true,
  },
  { path: PATHS.subscriptions, title: 'subscriptions' },
  { path: PATHS.subscriptionSeries, title: 'subscriptionSeries' },
  { path: PATHS.subscriptionMine, title: 'subscriptionMine', needLogin: true },
  { path: PATHS.subscriptionDetail, title: 'subscriptionDetail', needLogin: true },
  // A claim link is opened by someone who may not be signed in: they log in first and come back to it.
  { path: PATHS.giftClaim, title: 'giftClaim', needLogin: true },
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
  },
  {
    path: PATHS.searchComment,
    title: 'searchComment',
  },
  {
    path: PATHS.addressAdd,
    title: 'addressAdd',
    needLogin: true,
  },
  {
    path: PATHS.addressList,
    title: 'addressList',
    needLogin: true,
  },
  {
    path: PATHS.invoiceList,
    title: 'invoiceList',
    needLogin: true,
  },
  {
    path: PATHS.couponList,
    title: 'couponList',
    needLogin: true,
  },
  {
    path: PATHS.favorList,
    title: 'favorList',
    needLogin: true,
  },
  {
    path: PATHS.feedback,
    title: 'feedback',
    needLogin: true,
  },
  { path: PATHS.helper, title: 'helper' },
  {
    path: PATHS.userSet,
    title: 'userSet',
    needLogin: true,
  },
  {
    path: PATHS.history,
    title: 'history',
    needLogin: true,
  },
  { path: PATHS.wechatAdd, title: 'wechatAdd' },
  { path: PATHS.webView, title: 'webView' },
  { path: PATHS.login, title: 'login' },
  { path: PATHS.agreement, title: 'agreement' },
  { path: PATHS.policy, title: 'policy' },
  { path: PATHS.aboutUs, title: 'aboutUs' },
];

export const routeTable: RouteEntry[] = entries.map((entry) =>
  entry.load ? (entry as RouteEntry) : { ...entry, load: later(entry.path), prefetch: laterData(entry.path) },
);

/** The four tabs in their order (PRODUCT.md#shop-tab-bar). */
export const tabs = [
  { path: PATHS.home, label: 'home', icon: 'home' },
  { path: PATHS.category, label: 'category', icon: 'category' },
  { path: PATHS.cart, label: 'cart', icon: 'cart' },
  { path: PATHS.me, label: 'me', icon: 'me' },
] as const;
