import { describe, expect, it } from 'vitest';
import {
  canAskAfterSale,
  canMoveOrder,
  customerActions,
  isAfterSaleOpen,
  type OrderActionFacts,
  type OrderStatus,
  orderStatuses,
  orderTransitions,
  statusesOfTab,
} from './order-state';

describe('canMoveOrder', () => {
  it.each([
    ['pending_payment', 'paid'],
    ['pending_payment', 'cancelled'],
    ['paid', 'preparing'],
    ['paid', 'delivering'],
    ['paid', 'refunding'],
    ['paid', 'refunded'],
    ['preparing', 'delivering'],
    ['preparing', 'refunding'],
    ['preparing', 'refunded'],
    ['delivering', 'received'],
    // A courier who found no one home, or was refused, brings it back to the shop (issue 40).
    ['delivering', 'preparing'],
    ['received', 'completed'],
    ['refunding', 'refunded'],
    ['refunding', 'paid'],
    ['refunding', 'preparing'],
  ] as const)('lets %s move to %s', (from, to) => {
    expect(canMoveOrder(from, to)).toBe(true);
  });

  it.each([
    // A payment after a timeout-cancel is refunded; it never revives the order.
    ['cancelled', 'paid'],
    ['pending_payment', 'delivering'],
    ['pending_payment', 'refunding'],
    ['paid', 'cancelled'],
    ['paid', 'pending_payment'],
    ['delivering', 'refunding'],
    ['delivering', 'completed'],
    ['received', 'delivering'],
    ['refunded', 'paid'],
    ['paid', 'paid'],
    ['preparing', 'paid'],
    ['preparing', 'cancelled'],
    ['pending_payment', 'preparing'],
  ] as const)('refuses %s -> %s', (from, to) => {
    expect(canMoveOrder(from, to)).toBe(false);
  });

  it('ends in completed, cancelled and refunded', () => {
    const ends = orderStatuses.filter((s) => orderTransitions[s].length === 0);
    expect(ends.sort()).toEqual(['cancelled', 'completed', 'refunded']);
    for (const end of ends) for (const to of orderStatuses) expect(canMoveOrder(end, to)).toBe(false);
  });
});

describe('customerActions', () => {
  const facts = (status: OrderStatus, more: Partial<OrderActionFacts> = {}): OrderActionFacts => ({
    status,
    hasUncommentedLines: true,
    hasOpenAfterSale: false,
    refundableCents: 19_900,
    ...more,
  });

  it('offers cancel and pay on an unpaid order, and no after-sale or buying again yet', () => {
    expect(customerActions(facts('pending_payment'))).toEqual(['contact', 'cancel', 'pay']);
  });

  it('offers changing and cancelling a paid order the florist has not started, in place of an after-sale', () => {
    expect(customerActions(facts('paid'))).toEqual(['contact', 'change', 'cancelPaid', 'buyAgain']);
  });

  it('offers an after-sale while the florist prepares it, but no cancel', () => {
    expect(customerActions(facts('preparing'))).toEqual(['contact', 'afterSale', 'buyAgain']);
  });

  it('offers receiving while it is on its way', () => {
    expect(customerActions(facts('delivering'))).toEqual(['contact', 'receive', 'afterSale', 'buyAgain']);
  });

  it('offers a comment once received or completed while a line waits for one', () => {
    expect(customerActions(facts('received'))).toEqual(['contact', 'comment', 'afterSale', 'buyAgain']);
    expect(customerActions(facts('completed'))).toEqual(['contact', 'comment', 'afterSale', 'buyAgain']);
    expect(customerActions(facts('completed', { hasUncommentedLines: false }))).toEqual([
      'contact',
      'afterSale',
      'buyAgain',
    ]);
  });

  it('offers no second after-sale while one is open, nor one when nothing is left to refund', () => {
    expect(customerActions(facts('received', { hasOpenAfterSale: true }))).not.toContain('afterSale');
    expect(customerActions(facts('received', { refundableCents: 0 }))).not.toContain('afterSale');
  });

  it('offers only contact and buying again on a closed order', () => {
    for (const status of ['cancelled', 'refunding', 'refunded'] as const) {
      expect(customerActions(facts(status))).toEqual(['contact', 'buyAgain']);
    }
  });

  it('always starts with contacting the shop', () => {
    for (const status of orderStatuses) expect(customerActions(facts(status))[0]).toBe('contact');
  });
});

describe('statusesOfTab', () => {
  it('lists preparing orders under 待发货 with the paid ones', () => {
    expect(statusesOfTab('paid')).toEqual(['paid', 'preparing']);
    expect(statusesOfTab('delivering')).toEqual(['delivering']);
  });
});

describe('after-sale', () => {
  it('can be asked once paid, up to completion', () => {
    const asked = orderStatuses.filter((status) =>
      canAskAfterSale({ status, hasUncommentedLines: false, hasOpenAfterSale: false, refundableCents: 100 }),
    );
    expect(asked).toEqual(['paid', 'preparing', 'delivering', 'received', 'completed']);
  });

  it('is open while requested or approved', () => {
    expect(isAfterSaleOpen('requested')).toBe(true);
    expect(isAfterSaleOpen('approved')).toBe(true);
    expect(isAfterSaleOpen('refunded')).toBe(false);
    expect(isAfterSaleOpen('rejected')).toBe(false);
    expect(isAfterSaleOpen('withdrawn')).toBe(false);
  });
});
