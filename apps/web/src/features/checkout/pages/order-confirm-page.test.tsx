// @vitest-environment jsdom
import type { ConfirmOrderRequest, CreateOrderRequest, OrderQuote } from '@ffe/shared/contracts/order';
import type { CartLine } from '@ffe/shared/domain/cart-lines';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useCartStore } from '../../../stores/cart-store';
import { useUserStore } from '../../../stores/user-store';
import { anAddress, apiFailure, mockApi } from '../../../test/factories';
import { atMidMonth } from '../../../test/mid-month';
import { renderPage } from '../../../test/render-page';
import { aMember, anOrder, aQuote, deliveryDays } from '../test/checkout';
import OrderConfirmPage from './order-confirm-page';

atMidMonth();

vi.mock('../../../lib/toast', () => ({ toast: vi.fn() }));

const CONFIRM = '/api/mall/order/confirm';
const CREATE = '/api/mall/order/create';

/** The quote the server gives for a body: the default one, with the slot and coupon the body asked for. */
function quoteFor(body: ConfirmOrderRequest, base: OrderQuote = aQuote()): OrderQuote {
  const noCoupon = body.couponId === null;
  return {
    ...base,
    couponId: noCoupon ? null : base.couponId,
    discountAmount: noCoupon ? 0 : base.discountAmount,
    payAmount: noCoupon ? base.goodsAmount + base.deliveryFee : base.payAmount,
    delivery: {
      ...base.delivery,
      date: body.deliveryDate ?? base.delivery.date,
      slot: body.deliverySlot ?? base.delivery.slot,
    },
  };
}

function renderConfirm(search: string, routes: Record<string, unknown> = {}) {
  const api = mockApi({ [CONFIRM]: quoteFor, [CREATE]: anOrder(), ...routes });
  renderPage(OrderConfirmPage, { path: PATHS.orderConfirm, search });
  return api;
}

const loaded = () => screen.findByText('红玫瑰 11 枝');
const submitButton = () => screen.getByRole('button', { name: '提交订单' });
const location = () => screen.getByTestId('location').textContent;
const line = (goodsId: string, number: number, checked = true): CartLine => ({ goodsId, number, checked });

describe('the order confirmation page', () => {
  beforeEach(() => {
    vi.mocked(toast).mockClear();
    localStorage.clear();
    sessionStorage.clear();
    useUserStore.setState({ user: aMember(), isLogin: true, loginStatus: 'loggedIn' });
    useCartStore.setState({ cartList: [line('g-rose', 2), line('g-lily', 1), line('g-tulip', 3, false)] });
  });

  it("quotes the cart's checked lines and shows where, what, when and how much", async () => {
    const api = renderConfirm('?from=cart');
    await loaded();
    expect(api.bodies(CONFIRM)).toEqual([
      {
        lines: [
          { goodsId: 'g-rose', quantity: 2 },
          { goodsId: 'g-lily', quantity: 1 },
        ],
      },
    ]);
    const address = screen.getByRole('region', { name: '收货地址' });
    expect(within(address).getByText('林小花')).toBeTruthy();
    expect(within(address).getByText('138****8000')).toBeTruthy();
    expect(within(address).getByText('浙江省 杭州市 西湖区 文三路 90 号')).toBeTruthy();
    const [rose] = screen.getAllByTestId('quote-line');
    expect(rose?.textContent).toContain('¥199.50×1');
    expect(screen.getByRole('button', { name: /^今天/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: /^明天/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: '15:00-18:00' }).getAttribute('aria-pressed')).toBe('true');
    const amounts = screen.getByRole('region', { name: '金额明细' });
    expect(within(amounts).getByText('免运费')).toBeTruthy();
    expect(within(amounts).getByText('-¥20.00')).toBeTruthy();
    expect(screen.getByTestId('pay-amount').textContent).toBe('¥179.50');
  });

  it('quotes one goods bought now', async () => {
    const api = renderConfirm('?goodsId=g-rose&quantity=2');
    await loaded();
    expect(api.bodies(CONFIRM)).toEqual([{ lines: [{ goodsId: 'g-rose', quantity: 2 }] }]);
  });

  it('quotes the lines of an order bought again', async () => {
    const api = renderConfirm('?lines=g-rose:1,g-lily:3');
    await loaded();
    expect(api.bodies(CONFIRM)).toEqual([
      {
        lines: [
          { goodsId: 'g-rose', quantity: 1 },
          { goodsId: 'g-lily', quantity: 3 },
        ],
      },
    ]);
  });

  it('shows nothing to confirm for a bad query, with a way back to the cart', async () => {
    const api = renderConfirm('?lines=g-rose:0,g-lily:2');
    expect(screen.getByText('没有要结算的商品')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '返回购物车' }));
    expect(location()).toBe(PATHS.cart);
    expect(api.bodies(CONFIRM)).toEqual([]);
  });

  it('shows the preselected best coupon; choosing none quotes again with couponId null', async () => {
    const api = renderConfirm('?goodsId=g-rose&quantity=1');
    await loaded();
    const couponRow = screen.getByRole('button', { name: /^优惠券/ });
    expect(couponRow.textContent).toContain('-¥20.00');

    fireEvent.click(couponRow);
    const best = await screen.findByRole('button', { name: /鲜花满减券/ });
    expect(best.getAttribute('aria-pressed')).toBe('true');
    expect(best.textContent).toContain('满¥100.00减¥20.00');
    const unusable = screen.getByRole('button', { name: /大额满减券/ });
    expect(unusable.hasAttribute('disabled')).toBe(true);
    expect(unusable.textContent).toContain('未达到使用门槛');

    fireEvent.click(screen.getByRole('button', { name: '不使用优惠券' }));
    await waitFor(() =>
      expect(api.bodies(CONFIRM).at(-1)).toEqual({ lines: [{ goodsId: 'g-rose', quantity: 1 }], couponId: null }),
    );
    await waitFor(() => expect(screen.getByTestId('pay-amount').textContent).toBe('¥199.50'));
    expect(screen.getByRole('button', { name: /^优惠券/ }).textContent).toContain('1张可用');
  });

  it('will not let a full or cut-off slot, or a closed day, be chosen; another slot quotes again', async () => {
    const days = deliveryDays((day, index) =>
      index === 0
        ? {
            ...day,
            slots: day.slots.map((slot) =>
              slot.id === '09-12'
                ? { ...slot, unavailable: 'cutOff' as const }
                : slot.id === '12-15'
                  ? { ...slot, unavailable: 'full' as const }
                  : slot,
            ),
          }
        : index === 3
          ? { ...day, closed: true, unavailable: 'closed' as const, slots: [] }
          : day,
    );
    const quote = aQuote({ delivery: { days, date: days[0]?.date ?? null, slot: '15-18' } });
    const api = renderConfirm('?goodsId=g-rose&quantity=1', {
      [CONFIRM]: (body: ConfirmOrderRequest) => quoteFor(body, quote),
    });
    await loaded();

    const full = screen.getByRole('button', { name: '12:00-15:00已约满' });
    const cutOff = screen.getByRole('button', { name: '09:00-12:00已截单' });
    expect(full.hasAttribute('disabled')).toBe(true);
    expect(cutOff.hasAttribute('disabled')).toBe(true);
    fireEvent.click(full);
    const closedDay = screen.getAllByRole('button', { name: /休息$/ });
    expect(closedDay).toHaveLength(1);
    expect(closedDay[0]?.hasAttribute('disabled')).toBe(true);
    expect(api.bodies(CONFIRM)).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: '18:00-21:00' }));
    await waitFor(() =>
      expect(api.bodies(CONFIRM).at(-1)).toMatchObject({ deliveryDate: days[0]?.date, deliverySlot: '18-21' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '18:00-21:00' }).getAttribute('aria-pressed')).toBe('true'),
    );
  });

  it('picks another of the member’s addresses and quotes for it', async () => {
    const office = anAddress({ id: 'a-office', recipient: '周先生', isDefault: false });
    const api = renderConfirm('?goodsId=g-rose&quantity=1', {
      '/api/member/address/list': { list: [anAddress(), office] },
    });
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: /更换收货地址/ }));
    fireEvent.click(await screen.findByRole('button', { name: /周先生/ }));
    await waitFor(() => expect(api.bodies(CONFIRM).at(-1)).toMatchObject({ addressId: 'a-office' }));
  });

  it('asks for an address when the member has none, and will not submit', async () => {
    renderConfirm('?goodsId=g-rose&quantity=1', { [CONFIRM]: aQuote({ address: null, payable: false }) });
    expect(await screen.findByText('还没有收货地址')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('请先添加收货地址');
    expect(submitButton().hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '新增收货地址' }));
    expect(location()).toBe(PATHS.addressAdd);
  });

  it('says when the address is outside the delivery area, naming its district, and will not submit', async () => {
    const refused = aQuote({
      payable: false,
      deliveryProblem: { reason: 'outOfArea', district: '徐汇区', message: '暂不配送：徐汇区' },
    });
    renderConfirm('?goodsId=g-rose&quantity=1', { [CONFIRM]: refused });
    await loaded();
    expect(screen.getByRole('status').textContent).toBe('暂不配送：徐汇区，请更换收货地址');
    expect(submitButton().hasAttribute('disabled')).toBe(true);
  });

  it("says how much the goods lack of the area's minimum order", async () => {
    const short = aQuote({
      payable: false,
      deliveryProblem: { reason: 'belowMinimum', minOrder: 300, missing: 100.5, message: '满¥300.00起送，还差¥100.50' },
    });
    renderConfirm('?goodsId=g-rose&quantity=1', { [CONFIRM]: short });
    await loaded();
    expect(screen.getByRole('status').textContent).toBe('满¥300.00起送，还差¥100.50');
  });

  it('submits what the member chose with the visit’s idempotency key, then goes on to pay', async () => {
    const api = renderConfirm('?goodsId=g-rose&quantity=1');
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: '18:00-21:00' }));
    await waitFor(() => expect(submitButton().hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: '生日快乐，愿你被这个世界温柔以待' }));
    expect((screen.getByLabelText('贺卡留言') as HTMLTextAreaElement).value).toBe('生日快乐，愿你被这个世界温柔以待');
    fireEvent.change(screen.getByLabelText('贺卡留言'), { target: { value: '  生日快乐，小花！ ' } });
    fireEvent.click(screen.getByRole('switch', { name: /匿名赠送/ }));
    fireEvent.change(screen.getByLabelText('订单备注'), { target: { value: '请先电话联系' } });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '18:00-21:00' }).getAttribute('aria-pressed')).toBe('true'),
    );

    fireEvent.click(submitButton());
    await waitFor(() => expect(location()).toBe('/pages/order/order-pay/order-pay?id=o-1'));
    const [body] = api.bodies<CreateOrderRequest>(CREATE);
    expect(body).toEqual({
      lines: [{ goodsId: 'g-rose', quantity: 1 }],
      addressId: 'a-home',
      couponId: 'cp-20',
      deliveryDate: aQuote().delivery.date,
      deliverySlot: '18-21',
      idempotencyKey: expect.stringMatching(/^.{8,64}$/),
      cardMessage: '生日快乐，小花！',
      cardSignature: '',
      anonymous: true,
      notifyRecipient: true,
      sender: { name: '莉莉', phone: '13900001234' },
      note: '请先电话联系',
    });
  });

  it('keeps what the member filled in when they come back to the page, until the order is made', async () => {
    renderConfirm('?goodsId=g-rose&quantity=1');
    await loaded();
    fireEvent.change(screen.getByLabelText('贺卡留言'), { target: { value: '早日康复' } });
    fireEvent.click(screen.getByRole('switch', { name: /匿名赠送/ }));
    cleanup();

    renderConfirm('?goodsId=g-rose&quantity=1');
    await loaded();
    expect((screen.getByLabelText('贺卡留言') as HTMLTextAreaElement).value).toBe('早日康复');
    expect((screen.getByRole('switch', { name: /匿名赠送/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(submitButton());
    await waitFor(() => expect(location()).toBe('/pages/order/order-pay/order-pay?id=o-1'));
    cleanup();

    renderConfirm('?goodsId=g-rose&quantity=1');
    await loaded();
    expect((screen.getByLabelText('贺卡留言') as HTMLTextAreaElement).value).toBe('');
  });

  it('takes the ordered lines out of the cart, and only those', async () => {
    renderConfirm('?from=cart');
    await loaded();
    fireEvent.click(submitButton());
    await waitFor(() => expect(location()).toBe('/pages/order/order-pay/order-pay?id=o-1'));
    expect(useCartStore.getState().cartList).toEqual([line('g-tulip', 3, false)]);
  });

  it('shows why create failed, stays, and quotes again to show what changed', async () => {
    let quotes = 0;
    const soldDown = aQuote({
      payable: false,
      lines: [{ ...aQuote().lines[0], problem: 'notEnoughStock', stock: 1 } as OrderQuote['lines'][number]],
    });
    const api = renderConfirm('?goodsId=g-rose&quantity=2', {
      [CONFIRM]: () => (quotes++ === 0 ? aQuote() : soldDown),
      [CREATE]: apiFailure(409, '红玫瑰 11 枝库存不足', 'OUT_OF_STOCK'),
    });
    await loaded();
    fireEvent.click(submitButton());

    await waitFor(() => expect(toast).toHaveBeenCalledWith('红玫瑰 11 枝库存不足'));
    expect(await screen.findByText('库存不足，仅剩1件')).toBeTruthy();
    expect(api.bodies(CONFIRM)).toHaveLength(2);
    expect(screen.getByRole('status').textContent).toBe('部分商品暂时无法购买，请返回修改后再提交');
    expect(submitButton().hasAttribute('disabled')).toBe(true);
    expect(location()).toBe('?goodsId=g-rose&quantity=2');
    expect(useCartStore.getState().cartList).toHaveLength(3);
  });

  it('retries with the same idempotency key after a refused slot, in the slot the new quote brings', async () => {
    let creates = 0;
    let quotes = 0;
    const api = renderConfirm('?goodsId=g-rose&quantity=1', {
      [CONFIRM]: (body: ConfirmOrderRequest) =>
        quoteFor(body, aQuote({ delivery: { ...aQuote().delivery, slot: quotes++ === 0 ? '15-18' : '18-21' } })),
      [CREATE]: () =>
        creates++ === 0 ? apiFailure(409, '该时段已约满，请换一个时段', 'DELIVERY_SLOT_FULL') : anOrder(),
    });
    await loaded();
    fireEvent.click(submitButton());
    await waitFor(() => expect(toast).toHaveBeenCalledWith('该时段已约满，请换一个时段'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '18:00-21:00' }).getAttribute('aria-pressed')).toBe('true'),
    );
    await waitFor(() => expect(submitButton().hasAttribute('disabled')).toBe(false));

    fireEvent.click(submitButton());
    await waitFor(() => expect(location()).toBe('/pages/order/order-pay/order-pay?id=o-1'));
    const [first, second] = api.bodies<CreateOrderRequest>(CREATE);
    expect(first?.deliverySlot).toBe('15-18');
    expect(second?.deliverySlot).toBe('18-21');
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
  });

  it('makes one create call for a double tap', async () => {
    const api = renderConfirm('?goodsId=g-rose&quantity=1', { [CREATE]: () => new Promise(() => {}) });
    await loaded();
    const submit = submitButton();
    // Both taps land before React re-renders the button as busy.
    act(() => {
      submit.click();
      submit.click();
    });
    fireEvent.click(submit);
    await waitFor(() => expect(api.bodies(CREATE)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.bodies(CREATE)).toHaveLength(1);
  });
});
