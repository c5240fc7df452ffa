import type { ContentLanguage } from '@ffe/shared/domain/content-language';
import type { TextPart } from '../lib/i18n';
import { PATHS } from '../lib/paths';

/** Where a later page's code is in the build's manifest, and the texts it loads beside the later pages' own. */
interface LaterPageSource {
  /** The page module's source, as the manifest names it. */
  source: string;
  texts?: TextPart;
}

const page = (feature: string, texts?: TextPart): LaterPageSource => ({
  source: `src/features/${feature}.tsx`,
  ...(texts ? { texts } : {}),
});

/**
 * Each later page's module by path, as `later-pages.ts` loads it (a test holds the two alike): read only by the
 * server's rendering bundle, so the browser's chunks carry none of it.
 */
export const laterPageSources: Record<string, LaterPageSource> = {
  [PATHS.cart]: page('cart/pages/cart-page', 'specs'),
  [PATHS.me]: page('account/pages/me-page'),
  [PATHS.chat]: page('chat/pages/chat-page', 'chat'),
  [PATHS.imIndex]: page('chat/pages/chat-index-page', 'chat'),
  [PATHS.readerList]: page('chat/pages/reader-list-page', 'chat'),
  [PATHS.groupJoin]: page('chat/pages/group-join-page', 'chat'),
  [PATHS.loginWithPwd]: page('account/pages/password-login-page'),
  [PATHS.loginWithoutPwd]: page('account/pages/code-login-page'),
  [PATHS.changePassword]: page('account/pages/change-password-page', 'account'),
  [PATHS.retrievePassword]: page('account/pages/retrieve-password-page', 'account'),
  [PATHS.setUsername]: page('account/pages/set-username-page', 'account'),
  [PATHS.bindMobile]: page('account/pages/bind-mobile-page', 'account'),
  [PATHS.realNameVerify]: page('account/pages/real-name-page', 'account'),
  [PATHS.orderComment]: page('orders/pages/order-comment-page', 'orders'),
  [PATHS.orderConfirm]: page('checkout/pages/order-confirm-page', 'orders'),
  [PATHS.orderDetail]: page('orders/pages/order-detail-page', 'orders'),
  [PATHS.orderChange]: page('orders/pages/order-change-page', 'orders'),
  [PATHS.orderList]: page('orders/pages/order-list-page', 'orders'),
  [PATHS.orderPay]: page('checkout/pages/order-pay-page', 'orders'),
  [PATHS.payResult]: page('checkout/pages/pay-result-page', 'orders'),
  [PATHS.sandboxPay]: page('checkout/pages/sandbox-pay-page', 'orders'),
  [PATHS.afterSale]: page('orders/pages/after-sale-page', 'orders'),
  [PATHS.reminders]: page('occasions/pages/reminders-page'),
  [PATHS.subscriptions]: page('subscriptions/pages/subscriptions-page', 'subscriptions'),
  [PATHS.subscriptionSeries]: page('subscriptions/pages/series-page', 'subscriptions'),
  [PATHS.subscriptionMine]: page('subscriptions/pages/my-subscriptions-page', 'subscriptions'),
  [PATHS.subscriptionDetail]: page('subscriptions/pages/subscription-detail-page', 'subscriptions'),
  [PATHS.giftClaim]: page('subscriptions/pages/gift-claim-page', 'subscriptions'),
  [PATHS.search]: page('catalogue/pages/search-page'),
  [PATHS.searchComment]: page('catalogue/pages/search-comment-page', 'specs'),
  [PATHS.addressAdd]: page('member-centre/pages/address-add-page'),
  [PATHS.addressList]: page('member-centre/pages/address-list-page'),
  [PATHS.invoiceList]: page('member-centre/pages/invoice-list-page'),
  [PATHS.couponList]: page('coupons/pages/coupon-list-page', 'orders'),
  [PATHS.favorList]: page('member-centre/pages/favor-list-page'),
  [PATHS.feedback]: page('member-centre/pages/feedback-page'),
  [PATHS.helper]: page('info/pages/helper-page'),
  [PATHS.userSet]: page('account/pages/user-set-page', 'account'),
  [PATHS.history]: page('member-centre/pages/history-page'),
  [PATHS.wechatAdd]: page('info/pages/wechat-add-page'),
  [PATHS.webView]: page('info/pages/web-view-page'),
  [PATHS.login]: page('account/pages/code-login-page'),
  [PATHS.agreement]: page('info/pages/agreement-page'),
  [PATHS.policy]: page('info/pages/policy-page'),
  [PATHS.aboutUs]: page('info/pages/about-us-page'),
};

/** The later pages' loaders, the chunk each first visit to a later page waits for. */
const LATER_PAGES_SOURCE = 'src/app/later-pages.ts';
/** The English base texts: loaded at start for an English visitor (Chinese is in the main bundle). */
const ENGLISH_SOURCE = 'src/locales/en.ts';

/**
 * The modules (manifest keys) a later page opened directly loads before it draws: the later pages' loaders, the page,
 * and their texts in Chinese (always: the fallback) and the visitor's language; none for any other path. The server
 * preloads them, so they come beside the main bundle rather than after it (issue 40).
 */
export function laterPageModules(pathname: string, language: ContentLanguage): string[] {
  const later = laterPageSources[pathname];
  if (!later) return [];
  const parts: TextPart[] = later.texts ? ['later', later.texts] : ['later'];
  const languages: ContentLanguage[] = language === 'zh-CN' ? ['zh-CN'] : ['zh-CN', language];
  return [
    LATER_PAGES_SOURCE,
    later.source,
    ...(language === 'en' ? [ENGLISH_SOURCE] : []),
    ...languages.flatMap((lang) => parts.map((part) => `src/locales/${part}.${lang}.ts`)),
  ];
}
