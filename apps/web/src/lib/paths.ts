/** The route paths (PRODUCT.md#shop-routes, #chat-pages), named once; the router and every link use these. */
export const PATHS = {
  home: '/',
  homeAlias: '/pages/tabbar/index/index',
  category: '/pages/tabbar/category/category',
  cart: '/pages/tabbar/cart/cart',
  me: '/pages/tabbar/me/me',
  chat: '/uni_modules/uni-im/pages/chat/chat',
  imIndex: '/uni_modules/uni-im/pages/index/index',
  readerList: '/uni_modules/uni-im-msg-reader/pages/reader-list/reader-list',
  /** Not in PRODUCT.md#shop-routes: a group's shared join link (`?group_id=`), beside the chat module's pages (issue 40). */
  groupJoin: '/uni_modules/uni-im/pages/group/join/join',
  loginWithPwd: '/uni_modules/uni-id-pages/pages/login/login-withpwd',
  loginWithoutPwd: '/uni_modules/uni-id-pages/pages/login/login-withoutpwd',
  // The account pages, at the account module's (uni-id-pages) paths.
  changePassword: '/uni_modules/uni-id-pages/pages/userinfo/change_pwd/change_pwd',
  retrievePassword: '/uni_modules/uni-id-pages/pages/retrieve/retrieve',
  setUsername: '/uni_modules/uni-id-pages/pages/userinfo/set-username/set-username',
  bindMobile: '/uni_modules/uni-id-pages/pages/userinfo/bind-mobile/bind-mobile',
  realNameVerify: '/uni_modules/uni-id-pages/pages/userinfo/realname-verify/realname-verify',
  orderComment: '/pages/order/order-comment/order-comment',
  orderConfirm: '/pages/order/order-confirm/order-confirm',
  orderDetail: '/pages/order/order-detail/order-detail',
  /** Not in PRODUCT.md#shop-routes: changing a paid order before the florist starts (issue 16). */
  orderChange: '/pages/order/order-change/order-change',
  orderList: '/pages/order/order-list/order-list',
  orderPay: '/pages/order/order-pay/order-pay',
  payResult: '/pages/order/pay-result/pay-result',
  afterSale: '/pages/order/after-sale/after-sale',
  goodsDetail: '/pages/goods/detail/detail',
  goodsSearch: '/pages/goods/goods-search/goods-search',
  search: '/pages/goods/search/search',
  searchComment: '/pages/goods/search-comment/search-comment',
  addressAdd: '/pages/me/address-add/address-add',
  addressList: '/pages/me/address-list/address-list',
  /** Not in PRODUCT.md#shop-routes: the member's invoice titles (its /api/member/invoice/list). */
  invoiceList: '/pages/me/invoice-list/invoice-list',
  couponList: '/pages/me/coupon-list/coupon-list',
  favorList: '/pages/me/favor-list/favor-list',
  feedback: '/pages/me/feedback/feedback',
  helper: '/pages/me/helper/helper',
  userSet: '/pages/me/user-set/user-set',
  history: '/pages/me/history/history',
  /** Not in PRODUCT.md#shop-routes (issue 16): the member's saved dates, 纪念日提醒. */
  reminders: '/pages/me/reminders/reminders',
  wechatAdd: '/pages/me/wechat-add/wechat-add',
  // Not in PRODUCT.md#shop-routes (issue 45): flowers every week, 周花. The series on sale, one series to buy (`?id=`,
  // `?plan=` preselects a plan), the member's subscriptions, one of them (`?id=`), and a gift's claim link (`?token=`).
  subscriptions: '/pages/subscription/index/index',
  subscriptionSeries: '/pages/subscription/series/series',
  subscriptionMine: '/pages/subscription/mine/mine',
  subscriptionDetail: '/pages/subscription/detail/detail',
  giftClaim: '/pages/subscription/claim/claim',
  webView: '/pages/common/web-view/web-view',
  login: '/pages/common/login/login',
  agreement: '/pages/common/agreement/agreement',
  policy: '/pages/common/policy/policy',
  aboutUs: '/pages/common/about-us/about-us',
  /** Not in PRODUCT.md#shop-routes: stands for the sandbox payment provider's hosted pay page. */
  sandboxPay: '/pay/sandbox',
} as const;

export type PageName = keyof typeof PATHS;

/** A page's address with its query; parameters left undefined are dropped. */
export function pathTo(page: PageName, query: Record<string, string | number | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `${PATHS[page]}?${search}` : PATHS[page];
}

/** The login pages; none of them may ever need login (PRODUCT.md#shop-login-return). */
export const LOGIN_PATHS: readonly string[] = [PATHS.login, PATHS.loginWithoutPwd, PATHS.loginWithPwd];

export const isLoginPath = (pathname: string) => LOGIN_PATHS.includes(pathname);

/** The shop's login page, coming back to `target` (a path and query of this app) after login. */
export const loginPathFor = (target: string) => pathTo('login', { uniIdRedirectUrl: target });
