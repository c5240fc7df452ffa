import { describe, expect, it } from 'vitest';
import { orderMoney, orderMoneyOfYuan, sumOfCharges } from './order-money';
import { priceOrder } from './order-pricing';

describe('orderMoney', () => {
  it('lists the surcharge and the coupon, and the lines add up to what the order costs', () => {
    // The order: ¥299 of goods, free delivery, the ¥15 圣诞季 surcharge, ¥20 off.
    const money = orderMoney(priceOrder(29_900, 2000, { surchargeCents: 1500 }));
    expect(money.charges).toEqual([
      { kind: 'goods', cents: 29_900 },
      { kind: 'deliveryFee', cents: 0 },
      { kind: 'surcharge', cents: 1500 },
      { kind: 'discount', cents: -2000 },
    ]);
    expect(money.totalCents).toBe(29_400);
    expect(sumOfCharges(money.charges)).toBe(money.totalCents);
  });

  it('adds up for every mix of fee, surcharge and coupon the pricing makes', () => {
    for (const goods of [0, 5000, 9900, 29_900]) {
      for (const discount of [0, 2000, 99_999]) {
        for (const surcharge of [0, 1500]) {
          const money = orderMoney(priceOrder(goods, discount, { surchargeCents: surcharge }));
          expect(sumOfCharges(money.charges)).toBe(money.totalCents);
        }
      }
    }
  });

  it('leaves out only lines of nothing: no surcharge, no discount; goods and delivery always show', () => {
    const money = orderMoney(priceOrder(5000, 0));
    expect(money.charges.map((line) => line.kind)).toEqual(['goods', 'deliveryFee']);
  });

  it('says what went back and what the shop keeps', () => {
    const money = orderMoney({ ...priceOrder(29_900, 2000, { surchargeCents: 1500 }), refundedCents: 5050 });
    expect(money.refundedCents).toBe(5050);
    expect(money.keptCents).toBe(29_400 - 5050);
  });

  it('reads an order in yuan to the cent', () => {
    const money = orderMoneyOfYuan({
      goodsAmount: 299,
      deliveryFee: 0,
      surcharge: 15,
      discountAmount: 20,
      payAmount: 294,
      refundedAmount: 0.1,
    });
    expect(sumOfCharges(money.charges)).toBe(29_400);
    expect(money.refundedCents).toBe(10);
  });
});
