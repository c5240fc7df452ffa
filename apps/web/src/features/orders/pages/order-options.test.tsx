// @vitest-environment jsdom
import type { ApplyAfterSaleRequest } from '@ffe/shared/contracts/after-sale';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../../lib/paths';
import { mockApi } from '../../../test/factories';
import { renderPage } from '../../../test/render-page';
import { aLine, anAfterSale, anOrder } from '../test/orders';
import AfterSalePage from './after-sale-page';
import OrderCommentPage from './order-comment-page';
import OrderDetailPage from './order-detail-page';

vi.mock('../../../lib/toast', () => ({ toast: vi.fn() }));

const ORDER = '/api/mall/order/detail/o-1';

/** 33 stems of champagne roses (¥499) and a vase (¥39), ¥20 off: ¥518 paid. */
const withOptions = anOrder({
  status: 'received',
  goodsAmount: 538,
  discountAmount: 20,
  payAmount: 518,
  lines: [
    aLine({
      id: 'l-33',
      goodsId: 'goods-0006',
      skuId: 'goods-0006-s3',
      name: '香槟玫瑰花束',
      specName: '枝数',
      skuName: '33枝',
      price: 499,
      quantity: 1,
      amount: 499,
    }),
    aLine({ id: 'l-vase', goodsId: 'addon-vase', name: '玻璃花瓶', addOn: true, price: 39, quantity: 1, amount: 39 }),
  ],
});

describe('order pages with options and add-ons', () => {
  it('shows the option bought and lists the add-ons under 加购', async () => {
    mockApi({ [ORDER]: withOptions });
    renderPage(OrderDetailPage, { path: PATHS.orderDetail, search: '?id=o-1' });
    expect(await screen.findByText('规格：33枝')).toBeTruthy();
    const addOns = screen.getByRole('list', { name: '加购' });
    expect(within(addOns).getByText('玻璃花瓶')).toBeTruthy();
  });

  it('asks for comments on the flowers only, naming the option', async () => {
    mockApi({ [ORDER]: withOptions });
    renderPage(OrderCommentPage, { path: PATHS.orderComment, search: '?id=o-1' });
    const blocks = await screen.findAllByTestId('comment-block');
    expect(blocks).toHaveLength(1);
    expect(within(blocks[0] as HTMLElement).getByText('规格：33枝')).toBeTruthy();
  });

  it('suggests the chosen lines’ share of the payment and sends which lines', async () => {
    const api = mockApi({
      [ORDER]: withOptions,
      '/api/mall/after-sale/apply': anAfterSale(),
      '/api/mall/after-sale/detail/as-1': anAfterSale(),
    });
    renderPage(AfterSalePage, { path: PATHS.afterSale, search: '?orderId=o-1' });
    expect(await screen.findByDisplayValue('518.00')).toBeTruthy();
    fireEvent.click(screen.getByText('玻璃花瓶'));
    // ¥39 less its share of the ¥20 discount (39 / 538 of it, ¥1.45).
    expect(await screen.findByDisplayValue('37.55')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '其他原因' }));
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(api.bodies<ApplyAfterSaleRequest>('/api/mall/after-sale/apply')).toHaveLength(1));
    expect(api.bodies<ApplyAfterSaleRequest>('/api/mall/after-sale/apply')[0]).toMatchObject({
      amount: 37.55,
      lineIds: ['l-vase'],
    });
  });
});
