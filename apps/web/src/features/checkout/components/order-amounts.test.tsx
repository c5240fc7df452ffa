// @vitest-environment jsdom
import type { OrderQuote } from '@ffe/shared/contracts/order';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n, { loadLocale } from '../../../lib/i18n';
import { PATHS } from '../../../lib/paths';
import { renderPage } from '../../../test/render-page';
import { addedUp, shownMoney } from '../../../test/shown-money';
import { aQuote } from '../test/checkout';
import { OrderAmounts } from './order-amounts';

const renderAmounts = (quote: OrderQuote) =>
  renderPage(() => <OrderAmounts quote={quote} />, { path: PATHS.orderConfirm });

/** The amount a row of the amounts shows, by its label. */
const row = (label: string) => within(screen.getByText(label).parentElement as HTMLElement).getByRole('definition');

describe('the order amounts', () => {
  it("shows the zone's fee by its district and the date's surcharge with its reason", () => {
    renderAmounts(
      aQuote({
        goodsAmount: 129,
        deliveryFee: 15,
        surcharge: 30,
        surchargeReason: '情人节',
        discountAmount: 0,
        payAmount: 174,
        zone: { province: '上海市', city: '上海市', district: '徐汇区' },
        freeDeliveryFrom: 200,
      }),
    );
    expect(row('运费（徐汇区）').textContent).toBe('¥15.00');
    expect(row('加价（情人节）').textContent).toBe('¥30.00');
    expect(row('实付').textContent).toBe('¥174.00');
    expect(screen.getByText('满¥200.00免运费，还差¥71.00')).toBeTruthy();
  });

  it('shows no surcharge row on a date without one, no discount row when nothing is off, and no hint where delivery is never free', () => {
    renderAmounts(
      aQuote({ goodsAmount: 50, deliveryFee: 10, payAmount: 60, discountAmount: 0, freeDeliveryFrom: null }),
    );
    expect(screen.queryByText(/加价/)).toBeNull();
    expect(screen.queryByText('优惠')).toBeNull();
    expect(screen.queryByText('-¥0.00')).toBeNull();
    expect(row('运费').textContent).toBe('¥10.00');
    expect(screen.queryByText(/免运费/)).toBeNull();
  });

  it('lists every charged line, surcharge and coupon included, and they add up to what is paid', () => {
    renderAmounts(
      aQuote({
        goodsAmount: 299,
        deliveryFee: 0,
        surcharge: 15,
        surchargeReason: '圣诞季',
        discountAmount: 20,
        payAmount: 294,
      }),
    );
    const rows = shownMoney(document.querySelector('dl') as HTMLElement);
    expect(rows.map((r) => r.label)).toEqual(['商品金额', '运费', '加价（圣诞季）', '优惠', '实付']);
    expect(addedUp(rows, ['实付'])).toBe(29_400);
    expect(row('实付').textContent).toBe('¥294.00');
  });

  it('says every line in English on an English page, and they still add up', async () => {
    await loadLocale('en');
    await i18n.changeLanguage('en');
    try {
      renderAmounts(
        aQuote({ goodsAmount: 299, surcharge: 15, surchargeReason: null, discountAmount: 20, payAmount: 294 }),
      );
      const rows = shownMoney(document.querySelector('dl') as HTMLElement);
      expect(rows.map((r) => r.label)).toEqual(['Goods', 'Delivery', 'Surcharge', 'Discount', 'To pay']);
      expect(addedUp(rows, ['To pay'])).toBe(29_400);
      expect(document.querySelector('dl')?.textContent).not.toMatch(/[\u4e00-\u9fff]/);
    } finally {
      await i18n.changeLanguage('zh-CN');
    }
  });
});
