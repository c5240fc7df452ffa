// @vitest-environment jsdom
import type { OrderQuote } from '@ffe/shared/contracts/order';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n, { loadLocale } from '../../../lib/i18n';
import { PATHS } from '../../../lib/paths';
import { useCartStore } from '../../../stores/cart-store';
import { useUserStore } from '../../../stores/user-store';
import { serveInAskedLanguage } from '../../../test/in-asked-language';
import { atMidMonth } from '../../../test/mid-month';
import { renderPage } from '../../../test/render-page';
import { aMember, aQuote } from '../test/checkout';
import OrderConfirmPage from './order-confirm-page';

atMidMonth();

/** The names the server gives the quote's lines in each language (decision 028): goods, size and add-on. */
const NAMES = {
  en: { goods: 'Champagne Roses', size: '11 stems', addOn: 'Glass Vase' },
  'zh-CN': { goods: '香槟玫瑰花束', size: '11枝', addOn: '玻璃花瓶' },
} as const;

/** Roses in one size with a vase, named in the language asked. */
function aQuoteIn(english: boolean): OrderQuote {
  const names = NAMES[english ? 'en' : 'zh-CN'];
  const [rose] = aQuote().lines;
  if (!rose) throw new Error('aQuote() has a line');
  return aQuote({
    lines: [
      { ...rose, name: names.goods, skuId: 'g-rose-s1', specName: '枝数', skuName: names.size },
      { ...rose, goodsId: 'g-vase', name: names.addOn, addOn: true, price: 39, amount: 39 },
    ],
  });
}

describe.each(['en', 'zh-CN'] as const)('The confirmation page in %s', (language) => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    useUserStore.setState({ user: aMember(), isLogin: true, loginStatus: 'loggedIn' });
    useCartStore.setState({
      cartList: [
        { goodsId: 'g-rose', number: 1, checked: true },
        { goodsId: 'g-vase', number: 1, checked: true },
      ],
    });
  });
  afterEach(async () => {
    await i18n.changeLanguage('zh-CN');
  });

  it('asks for the quote in its language and names the goods, the size and the add-on in it', async () => {
    await loadLocale(language);
    await i18n.changeLanguage(language);
    const asked = serveInAskedLanguage({ '/api/mall/order/confirm': aQuoteIn });
    renderPage(OrderConfirmPage, { path: PATHS.orderConfirm, search: '?from=cart' });
    const names = NAMES[language];
    await screen.findByText(names.goods);
    const [rose, vase] = screen.getAllByTestId('quote-line');
    expect(rose?.textContent).toContain(names.size);
    expect(vase?.textContent).toContain(names.addOn);
    const other = NAMES[language === 'en' ? 'zh-CN' : 'en'];
    for (const text of Object.values(other)) expect(document.body.textContent).not.toContain(text);
    expect(new Set(asked)).toEqual(new Set([language]));
  });
});
