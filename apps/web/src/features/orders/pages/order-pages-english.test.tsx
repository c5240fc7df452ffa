// @vitest-environment jsdom
import type { AfterSale } from '@ffe/shared/contracts/after-sale';
import type { Order } from '@ffe/shared/contracts/order';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n, { loadLocale } from '../../../lib/i18n';
import { PATHS } from '../../../lib/paths';
import { serveInAskedLanguage } from '../../../test/in-asked-language';
import { renderPage } from '../../../test/render-page';
import { aLine, anAfterSale, anOrder } from '../test/orders';
import AfterSalePage from './after-sale-page';
import OrderCommentPage from './order-comment-page';
import OrderDetailPage from './order-detail-page';
import OrderListPage from './order-list-page';

/** The names the server gives an order's lines in each language (decision 028): goods, size and add-on. */
const NAMES = {
  en: { goods: 'Champagne Roses', size: '11 stems', addOn: 'Glass Vase', option: 'Option: 11 stems' },
  'zh-CN': { goods: '香槟玫瑰花束', size: '11枝', addOn: '玻璃花瓶', option: '规格：11枝' },
} as const;

const namedIn = (english: boolean) => NAMES[english ? 'en' : 'zh-CN'];

/** A received order of roses in one size with a vase, named in the language asked. */
function anOrderIn(english: boolean): Order {
  const names = namedIn(english);
  return anOrder({
    status: 'received',
    lines: [
      aLine({ name: names.goods, skuId: 'g-rose-s1', specName: '枝数', skuName: names.size, quantity: 1 }),
      aLine({ id: 'l-vase', goodsId: 'g-vase', name: names.addOn, addOn: true, quantity: 1 }),
    ],
  });
}

function anAfterSaleIn(english: boolean): AfterSale {
  const names = namedIn(english);
  return anAfterSale({
    lines: [{ id: 'l-rose', name: names.goods, specName: '枝数', skuName: names.size, quantity: 1, amount: 199 }],
  });
}

const DETAIL = '/api/mall/order/detail/o-1';
const LIST = '/api/mall/order/list';
const REQUEST = '/api/mall/after-sale/detail/as-1';

const orderPages = [
  {
    page: 'the order detail page',
    open: () => renderPage(OrderDetailPage, { path: PATHS.orderDetail, search: '?id=o-1' }),
    shows: (names: (typeof NAMES)[keyof typeof NAMES]) => [names.goods, names.option, names.addOn],
  },
  {
    page: 'the order list',
    open: () => renderPage(OrderListPage, { path: PATHS.orderList }),
    shows: (names: (typeof NAMES)[keyof typeof NAMES]) => [`${names.goods} · ${names.size}`],
  },
  {
    page: 'the after-sale form',
    open: () => renderPage(AfterSalePage, { path: PATHS.afterSale, search: '?orderId=o-1' }),
    shows: (names: (typeof NAMES)[keyof typeof NAMES]) => [names.goods, names.option, names.addOn],
  },
  {
    page: 'the comment page',
    open: () => renderPage(OrderCommentPage, { path: PATHS.orderComment, search: '?id=o-1' }),
    shows: (names: (typeof NAMES)[keyof typeof NAMES]) => [names.goods, names.option],
  },
  {
    page: 'an after-sale request',
    open: () => renderPage(AfterSalePage, { path: PATHS.afterSale, search: '?id=as-1' }),
    shows: (names: (typeof NAMES)[keyof typeof NAMES]) => [`${names.goods} · ${names.size} ×1`],
  },
];

describe.each(['en', 'zh-CN'] as const)('An order’s goods and sizes on a page in %s', (language) => {
  afterEach(async () => {
    await i18n.changeLanguage('zh-CN');
  });

  it.each(orderPages)('$page asks in its language and names the goods and the size in it', async ({ open, shows }) => {
    await loadLocale(language);
    await i18n.changeLanguage(language);
    const asked = serveInAskedLanguage({
      [DETAIL]: anOrderIn,
      [LIST]: (english) => ({ list: [anOrderIn(english)], total: 1 }),
      [REQUEST]: anAfterSaleIn,
    });
    open();
    const [first, ...rest] = shows(NAMES[language]);
    expect(await screen.findByText(first ?? '', { exact: false })).toBeTruthy();
    for (const text of rest) expect(screen.getByText(text, { exact: false })).toBeTruthy();
    const other = NAMES[language === 'en' ? 'zh-CN' : 'en'];
    expect(document.body.textContent).not.toContain(other.goods);
    expect(document.body.textContent).not.toContain(other.size);
    expect(new Set(asked)).toEqual(new Set([language]));
  });
});
