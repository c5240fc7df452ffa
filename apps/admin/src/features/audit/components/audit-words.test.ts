// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { fieldWord, recordTypeWord, valueWord } from './audit-words';

beforeAll(async () => {
  await i18n.changeLanguage('zh-CN');
});

describe("an audit entry in the page's words", () => {
  const t = i18n.t.bind(i18n);

  it('names records and fields as staff do, and anything unknown as it was recorded', () => {
    expect([recordTypeWord(t, 'order'), recordTypeWord(t, 'coupon_template'), recordTypeWord(t, 'gadget')]).toEqual([
      '订单',
      '优惠券',
      'gadget',
    ]);
    expect([fieldWord(t, 'status'), fieldWord(t, 'salePrice'), fieldWord(t, 'colour')]).toEqual([
      '状态',
      '售价',
      'colour',
    ]);
  });

  it("says an order's status, a goods' status, a role, a yes and a price in the page's language", () => {
    expect(valueWord(t, 'status', 'preparing')).toBe('制作中');
    expect(valueWord(t, 'status', 'refunded')).toBe('已退款');
    expect(valueWord(t, 'status', 'off_sale')).toBe('已下架');
    expect(valueWord(t, 'role', 'florist')).toBe('花艺师');
    expect(valueWord(t, 'enabled', false)).toBe('否');
    expect(valueWord(t, 'salePrice', 219)).toBe('¥219.00');
    expect([valueWord(t, 'note', null), valueWord(t, 'tags', ['爱情'])]).toEqual(['—', '["爱情"]']);
  });

  it('says them in English on an English page', async () => {
    await i18n.changeLanguage('en');
    try {
      expect(`${fieldWord(t, 'status')}: ${valueWord(t, 'status', 'preparing')}`).not.toMatch(/[\u4e00-\u9fff]/);
    } finally {
      await i18n.changeLanguage('zh-CN');
    }
  });
});
