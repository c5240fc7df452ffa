// @vitest-environment jsdom
import type { ApplyAfterSaleRequest } from '@ffe/shared/contracts/after-sale';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { apiFailure, mockApi } from '../../../test/factories';
import { openQuestion, questionClosed, renderPage } from '../../../test/render-page';
import { anAfterSale, anOrder } from '../test/orders';
import AfterSalePage from './after-sale-page';

vi.mock('../../../lib/toast', () => ({ toast: vi.fn() }));

const ORDER = '/api/mall/order/detail/o-1';
const APPLY = '/api/mall/after-sale/apply';
const REQUEST = '/api/mall/after-sale/detail/as-1';
const WITHDRAW = '/api/mall/after-sale/withdraw/as-1';

/** Paid ¥378.00, of which ¥78.00 was refunded already: ¥300.00 is left. */
const partlyRefunded = anOrder({ status: 'received', refundedAmount: 78 });

const amountBox = () => screen.getByRole('textbox', { name: '退款金额' });
const submit = () => screen.getByRole('button', { name: '提交申请' });

describe('AfterSalePage', () => {
  beforeEach(() => vi.mocked(toast).mockClear());

  it('offers at most what is left to refund, and sends the request as filled in', async () => {
    const api = mockApi({
      [ORDER]: partlyRefunded,
      [APPLY]: anAfterSale({ kind: 'return_refund', amount: 120.5 }),
      [REQUEST]: anAfterSale({ kind: 'return_refund', amount: 120.5 }),
    });
    renderPage(AfterSalePage, { path: PATHS.afterSale, search: '?orderId=o-1' });

    expect(await screen.findByDisplayValue('300.00')).toBeTruthy();
    expect(screen.getByText('最多可退¥300.00')).toBeTruthy();
    fireEvent.change(amountBox(), { target: { value: '300.01' } });
    expect(screen.getByText('退款金额不能超过¥300.00')).toBeTruthy();
    expect(submit().hasAttribute('disabled')).toBe(true);
    fireEvent.change(amountBox(), { target: { value: '12.345' } });
    expect(screen.getByText('请输入大于0的金额，最多两位小数')).toBeTruthy();

    fireEvent.change(amountBox(), { target: { value: '120.5' } });
    fireEvent.click(screen.getByRole('radio', { name: '退货退款' }));
    fireEvent.click(screen.getByRole('radio', { name: '鲜花枯萎' }));
    fireEvent.change(screen.getByRole('textbox', { name: '问题描述' }), { target: { value: ' 第二天就蔫了 ' } });
    fireEvent.click(submit());

    await waitFor(() =>
      expect(api.bodies<ApplyAfterSaleRequest>(APPLY)).toEqual([
        {
          orderId: 'o-1',
          kind: 'return_refund',
          reason: 'wilted',
          description: '第二天就蔫了',
          pictures: [],
          amount: 120.5,
        },
      ]),
    );
    expect(toast).toHaveBeenCalledWith('售后申请已提交', 'success');
    // The page now follows the request it made.
    expect(await screen.findByRole('heading', { name: '待审核' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('?id=as-1');
  });

  it('asks for a reason before sending', async () => {
    const api = mockApi({ [ORDER]: partlyRefunded, [APPLY]: anAfterSale() });
    renderPage(AfterSalePage, { path: PATHS.afterSale, search: '?orderId=o-1' });
    fireEvent.click(await screen.findByRole('button', { name: '提交申请' }));
    expect(screen.getByText('请选择售后原因')).toBeTruthy();
    expect(api.bodies(APPLY)).toEqual([]);
  });

  it('says why the server refused the request', async () => {
    mockApi({
      [ORDER]: partlyRefunded,
      [APPLY]: apiFailure(409, '退款金额超过可退金额', 'AFTER_SALE_AMOUNT_TOO_HIGH'),
    });
    renderPage(AfterSalePage, { path: PATHS.afterSale, search: '?orderId=o-1' });
    fireEvent.click(await screen.findByRole('radio', { name: '其他原因' }));
    fireEvent.click(submit());
    await waitFor(() => expect(toast).toHaveBeenCalledWith('退款金额超过可退金额'));
    expect(screen.getByTestId('location').textContent).toBe('?orderId=o-1');
  });

  it('sends a member whose order already has an open request to that request', async () => {
    mockApi({ [ORDER]: anOrder({ afterSales: [anAfterSale({ id: 'as-7', status: 'approved' })] }) });
    renderPage(AfterSalePage, { path: PATHS.afterSale, search: '?orderId=o-1' });
    expect(await screen.findByText('该订单已有进行中的售后申请')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看售后进度' }).getAttribute('href')).toBe(`${PATHS.afterSale}?id=as-7`);
    expect(screen.queryByRole('button', { name: '提交申请' })).toBeNull();
  });

  it('shows a request on its way, and withdraws it only after the member confirms', async () => {
    let current = anAfterSale();
    const api = mockApi({
      [REQUEST]: () => current,
      [WITHDRAW]: () => {
        current = { ...current, status: 'withdrawn' };
        return current;
      },
    });
    renderPage(AfterSalePage, { path: PATHS.afterSale, search: '?id=as-1' });

    expect(await screen.findByRole('heading', { name: '待审核' })).toBeTruthy();
    const progress = screen.getByRole('region', { name: '售后进度' });
    expect(within(progress).getByText('提交申请')).toBeTruthy();
    expect(within(progress).getByText('商家审核')).toBeTruthy();
    expect(within(progress).getByText('退款完成')).toBeTruthy();
    expect(screen.getByText('¥100.00')).toBeTruthy();
    expect(screen.getByText('鲜花枯萎')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'FX202605200001' }).getAttribute('href')).toBe(
      `${PATHS.orderDetail}?id=o-1`,
    );
    expect(screen.getByRole('img', { name: '第1张图片' }).getAttribute('src')).toBe('/uploads/wilted.png');

    fireEvent.click(screen.getByRole('button', { name: '撤销申请' }));
    fireEvent.click(within(await openQuestion()).getByRole('button', { name: '取消' }));
    await questionClosed();
    expect(api.bodies(WITHDRAW)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: '撤销申请' }));
    fireEvent.click(within(await openQuestion()).getByRole('button', { name: '撤销申请' }));
    expect(await screen.findByRole('heading', { name: '已撤销' })).toBeTruthy();
    expect(api.bodies(WITHDRAW)).toEqual([{}]);
    expect(toast).toHaveBeenCalledWith('已撤销申请', 'success');
    await questionClosed();
    expect(screen.queryByRole('button', { name: '撤销申请' })).toBeNull();
  });

  it("shows a rejected request with the shop's note, and nothing to withdraw", async () => {
    mockApi({ [REQUEST]: anAfterSale({ status: 'rejected', staffNote: '照片显示花材完好' }) });
    renderPage(AfterSalePage, { path: PATHS.afterSale, search: '?id=as-1' });
    expect(await screen.findByRole('heading', { name: '已拒绝' })).toBeTruthy();
    expect(screen.getByText('商家说明：照片显示花材完好')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '售后进度' })).queryByText('退款完成')).toBeNull();
    expect(screen.queryByRole('button', { name: '撤销申请' })).toBeNull();
  });

  it("lists the member's requests without a parameter, each opening its progress", async () => {
    const api = mockApi({
      '/api/mall/after-sale/list': { list: [anAfterSale(), anAfterSale({ id: 'as-2', status: 'refunded' })], total: 2 },
    });
    renderPage(AfterSalePage, { path: PATHS.afterSale });
    const [first, second] = await screen.findAllByTestId('after-sale');
    expect(first?.textContent).toContain('待审核');
    expect(second?.textContent).toContain('已退款');
    expect(second?.getAttribute('href')).toBe(`${PATHS.afterSale}?id=as-2`);
    expect(api.bodies('/api/mall/after-sale/list')).toEqual([{ page: 1, pageSize: 20 }]);
  });
});
