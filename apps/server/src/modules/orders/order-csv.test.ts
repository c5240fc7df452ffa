import { orderMoney } from '@ffe/shared/domain/order-money';
import { priceOrder } from '@ffe/shared/domain/order-pricing';
import { describe, expect, it } from 'vitest';
import { csvField, type ExportedOrder, ORDER_CSV_HEADERS, ordersCsv } from './order-csv';

/** A paid order of ¥299 of roses for the 圣诞季 (¥15 surcharge), ¥20 off, ¥50 refunded. */
const christmasOrder: ExportedOrder = {
  id: 'o-1',
  orderNo: 'FX1',
  status: 'paid',
  deliveryDate: '2026-12-24',
  deliverySlot: '09-12',
  recipient: {
    name: '林小姐',
    phone: '13800001111',
    province: '上海市',
    city: '上海市',
    district: '徐汇区',
    detail: '漕溪北路88号',
  },
  lines: [{ name: '红玫瑰', specName: null, skuName: null, addOn: false, quantity: 1 }],
  payAmount: 294,
  cardMessage: '',
  cardSignature: '',
  note: '',
  anonymous: false,
  sender: null,
  courier: null,
  paidAt: 1,
  createTime: 1,
  recentlyPaid: false,
  hasAfterSale: false,
  attention: null,
  subscription: null,
  money: orderMoney({ ...priceOrder(29_900, 2000, { surchargeCents: 1500 }), refundedCents: 5000 }),
};

describe('a CSV field', () => {
  it('stays bare without a comma, quote or line break', () => {
    expect(csvField('林小姐')).toBe('林小姐');
  });

  it('is quoted, quotes doubled, when it holds a comma, a quote or a line break', () => {
    expect(csvField('生日快乐, 小花')).toBe('"生日快乐, 小花"');
    expect(csvField('他说"爱你"')).toBe('"他说""爱你"""');
    expect(csvField('第一行\n第二行')).toBe('"第一行\n第二行"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
  });

  it('keeps a spreadsheet from running what a customer typed as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+86')).toBe("'+86");
    expect(csvField('@sum')).toBe("'@sum");
  });
});

describe('the orders CSV', () => {
  it('has a column for every charged line, and on each row they add up to 实付', () => {
    const [header, row] = ordersCsv([christmasOrder], (slot) => slot)
      .slice(1)
      .split('\r\n');
    expect(header).toBe(ORDER_CSV_HEADERS.join(','));
    const field = (name: string) => (row ?? '').split(',')[ORDER_CSV_HEADERS.indexOf(name)];
    expect(['商品金额', '配送费', '节日附加费', '优惠', '实付', '已退款'].map(field)).toEqual([
      '299.00',
      '0.00',
      '15.00',
      '20.00',
      '294.00',
      '50.00',
    ]);
    const cents = (name: string) => Math.round(Number(field(name)) * 100);
    expect(cents('商品金额') + cents('配送费') + cents('节日附加费') - cents('优惠')).toBe(cents('实付'));
  });
});
