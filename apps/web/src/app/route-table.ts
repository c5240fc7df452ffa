import type { ComponentType } from 'react';
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
  { path: '/', title: 'home', tab: 0, customHeader: true, load: () => import('../features/catalogue/pages/home-page') },
  {
    path: '/pages/tabbar/category/category',
    title: 'category',
    tab: 1,
    load: () => import('../features/catalogue/pages/category-page'),
  },
  { path: '/pages/tabbar/cart/cart', title: 'cart', tab: 2, load: () => import('../features/cart/pages/cart-page') },
  { path: '/pages/tabbar/me/me', title: 'me', tab: 3, load: comingSoon },
  { path: '/uni_modules/uni-im/pages/chat/chat', title: 'chat', load: comingSoon },
  { path: '/uni_modules/uni-im/pages/index/index', title: 'imIndex', load: comingSoon },
  { path: '/uni_modules/uni-im-msg-reader/pages/reader-list/reader-list', title: 'readerList', load: comingSoon },
  { path: '/uni_modules/uni-id-pages/pages/login/login-withpwd', title: 'loginWithPwd', load: comingSoon },
  { path: '/uni_modules/uni-id-pages/pages/login/login-withoutpwd', title: 'loginWithoutPwd', load: comingSoon },
  { path: '/pages/order/order-comment/order-comment', title: 'orderComment', load: comingSoon },
  { path: '/pages/order/order-confirm/order-confirm', title: 'orderConfirm', load: comingSoon },
  { path: '/pages/order/order-detail/order-detail', title: 'orderDetail', load: comingSoon },
  { path: '/pages/order/order-list/order-list', title: 'orderList', load: comingSoon },
  { path: '/pages/order/order-pay/order-pay', title: 'orderPay', load: comingSoon },
  { path: '/pages/order/pay-result/pay-result', title: 'payResult', customHeader: true, load: comingSoon },
  { path: '/pages/order/after-sale/after-sale', title: 'afterSale', load: comingSoon },
  {
    path: '/pages/goods/detail/detail',
    title: 'goodsDetail',
    customHeader: true,
    load: () => import('../features/catalogue/pages/goods-detail-page'),
  },
  {
    path: '/pages/goods/goods-search/goods-search',
    title: 'goodsSearch',
    load: () => import('../features/catalogue/pages/goods-search-page'),
  },
  {
    path: '/pages/goods/search/search',
    title: 'search',
    load: () => import('../features/catalogue/pages/search-page'),
  },
  {
    path: '/pages/goods/search-comment/search-comment',
    title: 'searchComment',
    load: () => import('../features/catalogue/pages/search-comment-page'),
  },
  { path: '/pages/me/address-add/address-add', title: 'addressAdd', load: comingSoon },
  { path: '/pages/me/address-list/address-list', title: 'addressList', load: comingSoon },
  { path: '/pages/me/coupon-list/coupon-list', title: 'couponList', load: comingSoon },
  { path: '/pages/me/favor-list/favor-list', title: 'favorList', load: comingSoon },
  { path: '/pages/me/feedback/feedback', title: 'feedback', load: comingSoon },
  { path: '/pages/me/helper/helper', title: 'helper', load: comingSoon },
  { path: '/pages/me/user-set/user-set', title: 'userSet', load: comingSoon },
  { path: '/pages/me/history/history', title: 'history', load: comingSoon },
  { path: '/pages/me/wechat-add/wechat-add', title: 'wechatAdd', load: comingSoon },
  { path: '/pages/common/web-view/web-view', title: 'webView', load: comingSoon },
  { path: '/pages/common/login/login', title: 'login', load: comingSoon },
  { path: '/pages/common/agreement/agreement', title: 'agreement', load: comingSoon },
  { path: '/pages/common/policy/policy', title: 'policy', load: comingSoon },
  { path: '/pages/common/about-us/about-us', title: 'aboutUs', load: comingSoon },
];

/** The spec's alias of the home page. */
export const HOME_ALIAS = '/pages/tabbar/index/index';

/** The four tabs in the spec's order. */
export const tabs = [
  { path: '/', label: 'home', icon: 'home' },
  { path: '/pages/tabbar/category/category', label: 'category', icon: 'category' },
  { path: '/pages/tabbar/cart/cart', label: 'cart', icon: 'cart' },
  { path: '/pages/tabbar/me/me', label: 'me', icon: 'me' },
] as const;
