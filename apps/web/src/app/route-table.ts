import type { ComponentType } from 'react';
import { PATHS } from '../lib/paths';
import type { Messages } from '../locales/zh-CN';

/** Page props are the route's query parameters (spec §2). */
export type PageProps = Record<string, string | undefined>;
export type PageModule = { default: ComponentType<PageProps> };

export interface RouteEntry {
  path: string;
  title: keyof Messages['title'];
  load: () => Promise<PageModule>;
  /** The tab this route is, 0–3. */
  tab?: number;
  /** The page draws its own header (spec: custom header). */
  customHeader?: boolean;
}

const comingSoon = () => import('../components/ui/coming-soon-page');

/** The spec's route table (shop and messaging); pages that later work fills show "coming soon" until then. */
export const routeTable: RouteEntry[] = [
  {
    path: PATHS.home,
    title: 'home',
    tab: 0,
    customHeader: true,
    load: () => import('../features/catalogue/pages/home-page'),
  },
  {
    path: PATHS.category,
    title: 'category',
    tab: 1,
    load: () => import('../features/catalogue/pages/category-page'),
  },
  { path: PATHS.cart, title: 'cart', tab: 2, load: () => import('../features/cart/pages/cart-page') },
  { path: PATHS.me, title: 'me', tab: 3, load: comingSoon },
  { path: PATHS.chat, title: 'chat', load: comingSoon },
  { path: PATHS.imIndex, title: 'imIndex', load: comingSoon },
  { path: PATHS.readerList, title: 'readerList', load: comingSoon },
  { path: PATHS.loginWithPwd, title: 'loginWithPwd', load: comingSoon },
  { path: PATHS.loginWithoutPwd, title: 'loginWithoutPwd', load: comingSoon },
  { path: PATHS.orderComment, title: 'orderComment', load: comingSoon },
  { path: PATHS.orderConfirm, title: 'orderConfirm', load: comingSoon },
  { path: PATHS.orderDetail, title: 'orderDetail', load: comingSoon },
  { path: PATHS.orderList, title: 'orderList', load: comingSoon },
  { path: PATHS.orderPay, title: 'orderPay', load: comingSoon },
  { path: PATHS.payResult, title: 'payResult', customHeader: true, load: comingSoon },
  { path: PATHS.afterSale, title: 'afterSale', load: comingSoon },
  {
    path: PATHS.goodsDetail,
    title: 'goodsDetail',
    customHeader: true,
    load: () => import('../features/catalogue/pages/goods-detail-page'),
  },
  {
    path: PATHS.goodsSearch,
    title: 'goodsSearch',
    load: () => import('../features/catalogue/pages/goods-search-page'),
  },
  {
    path: PATHS.search,
    title: 'search',
    load: () => import('../features/catalogue/pages/search-page'),
  },
  {
    path: PATHS.searchComment,
    title: 'searchComment',
    load: () => import('../features/catalogue/pages/search-comment-page'),
  },
  { path: PATHS.addressAdd, title: 'addressAdd', load: comingSoon },
  { path: PATHS.addressList, title: 'addressList', load: comingSoon },
  { path: PATHS.couponList, title: 'couponList', load: comingSoon },
  { path: PATHS.favorList, title: 'favorList', load: comingSoon },
  { path: PATHS.feedback, title: 'feedback', load: comingSoon },
  { path: PATHS.helper, title: 'helper', load: comingSoon },
  { path: PATHS.userSet, title: 'userSet', load: comingSoon },
  { path: PATHS.history, title: 'history', load: comingSoon },
  { path: PATHS.wechatAdd, title: 'wechatAdd', load: comingSoon },
  { path: PATHS.webView, title: 'webView', load: comingSoon },
  { path: PATHS.login, title: 'login', load: comingSoon },
  { path: PATHS.agreement, title: 'agreement', load: comingSoon },
  { path: PATHS.policy, title: 'policy', load: comingSoon },
  { path: PATHS.aboutUs, title: 'aboutUs', load: comingSoon },
];

/** The four tabs in the spec's order. */
export const tabs = [
  { path: PATHS.home, label: 'home', icon: 'home' },
  { path: PATHS.category, label: 'category', icon: 'category' },
  { path: PATHS.cart, label: 'cart', icon: 'cart' },
  { path: PATHS.me, label: 'me', icon: 'me' },
] as const;
