// @vitest-environment jsdom
import type { InvoiceInput, InvoiceTitle } from '@ffe/shared/contracts/member-centre';
import type { CreateOrderRequest } from '@ffe/shared/contracts/order';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../../lib/paths';
import { useCartStore } from '../../../stores/cart-store';
import { useUserStore } from '../../../stores/user-store';
import { mockApi } from '../../../test/factories';
import { renderPage } from '../../../test/render-page';
import { aMember, anOrder, aQuote } from '../test/checkout';
import OrderConfirmPage from './order-confirm-page';

vi.mock('../../../lib/toast', () => ({ toast: vi.fn() }));

const CREATE = '/api/mall/order/create';
const LIST = '/api/member/invoice/list';
const ADD = '/api/member/invoice/add';
const UPDATE = '/api/member/invoice/update';

const personal: InvoiceTitle = { id: 'inv-1', kind: 'personal', title: '林小花', taxNumber: null };

/** The checkout with the member's invoice titles kept as the server would: adding and editing change the list. */
function renderCheckout(titles: InvoiceTitle[] = [personal]) {
  let saved = [...titles];
  const api = mockApi({
    '/api/mall/order/confirm': aQuote(),
    [CREATE]: anOrder(),
    [LIST]: () => ({ list: saved }),
    [ADD]: (body: InvoiceInput) => {
      const title = { id: 'inv-new', ...body, taxNumber: body.taxNumber ?? null };
      saved = [title, ...saved];
      return title;
    },
    [UPDATE]: (body: InvoiceInput & { id: string }) => {
      const title = { ...body, taxNumber: body.taxNumber ?? null };
      saved = saved.map((t) => (t.id === body.id ? title : t));
      return title;
    },
  });
  renderPage(OrderConfirmPage, { path: PATHS.orderConfirm, search: '?goodsId=g-rose&quantity=1' });
  return api;
}

const loaded = () => screen.findByText('红玫瑰 11 枝');
const submit = () => fireEvent.click(screen.getByRole('button', { name: '提交订单' }));
const submitted = async (api: ReturnType<typeof mockApi>) => {
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`${PATHS.orderPay}?id=o-1`));
  return api.bodies<CreateOrderRequest>(CREATE)[0];
};
const typeInto = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the order confirmation: orderer, signature and invoice', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    useCartStore.setState({ cartList: [] });
    useUserStore.setState({ user: aMember(), isLogin: true, loginStatus: 'loggedIn' });
  });

  it("fills the orderer from the account's nickname and mobile, and sends them with the card's signature", async () => {
    const api = renderCheckout();
    await loaded();
    const sender = screen.getByRole('region', { name: '订购人信息' });
    expect((within(sender).getByLabelText('订购人') as HTMLInputElement).value).toBe('莉莉');
    expect((within(sender).getByLabelText('手机号码') as HTMLInputElement).value).toBe('13900001234');
    typeInto('署名', ' 爱你的莉莉 ');
    submit();
    const body = await submitted(api);
    expect(body).toMatchObject({ sender: { name: '莉莉', phone: '13900001234' }, cardSignature: '爱你的莉莉' });
  });

  it('sends the orderer as the member changed it, and no signature on an anonymous card', async () => {
    const api = renderCheckout();
    await loaded();
    typeInto('订购人', ' 王先生 ');
    typeInto('手机号码', '13712345678');
    typeInto('署名', '小王');
    fireEvent.click(screen.getByRole('switch', { name: /匿名赠送/ }));
    expect(screen.queryByLabelText('署名')).toBeNull();
    submit();
    const body = await submitted(api);
    expect(body).toMatchObject({
      sender: { name: '王先生', phone: '13712345678' },
      cardSignature: '',
      anonymous: true,
    });
  });

  it('texts the recipient when the flowers leave unless the member turns it off', async () => {
    const api = renderCheckout();
    await loaded();
    const notify = screen.getByRole('switch', { name: /鲜花出发时短信通知收花人/ }) as HTMLInputElement;
    expect(notify.checked).toBe(true);
    expect(screen.getByText('附骑手姓名和电话；匿名时不透露您的信息')).toBeTruthy();
    fireEvent.click(notify);
    submit();
    expect(await submitted(api)).toMatchObject({ notifyRecipient: false });
  });

  it('sends notifyRecipient on by default', async () => {
    const api = renderCheckout();
    await loaded();
    submit();
    expect(await submitted(api)).toMatchObject({ notifyRecipient: true });
  });

  it("will not submit a wrong orderer's phone, says which field is wrong, and submits once it is right", async () => {
    useUserStore.setState({ user: aMember({ mobile: null }) });
    const api = renderCheckout();
    await loaded();
    submit();
    expect(await screen.findByText('请填写订购人手机号')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('请填写正确的订购人姓名和手机号');
    typeInto('手机号码', '1391234');
    expect(screen.getByText('手机号码需为1开头的11位数字')).toBeTruthy();
    expect(screen.getByRole('button', { name: '提交订单' }).hasAttribute('disabled')).toBe(true);
    expect(api.bodies(CREATE)).toEqual([]);

    typeInto('手机号码', '13912345678');
    await waitFor(() => expect(screen.getByRole('button', { name: '提交订单' }).hasAttribute('disabled')).toBe(false));
    submit();
    expect((await submitted(api))?.sender).toEqual({ name: '莉莉', phone: '13912345678' });
  });

  it('adds a company invoice title from the sheet, asking for its tax number, then orders with it', async () => {
    const api = renderCheckout();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: /^发票/ }));
    expect(await screen.findByRole('button', { name: /^林小花/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '新增发票抬头' }));

    const sheet = await screen.findByRole('dialog', { name: '新增发票抬头' });
    fireEvent.click(within(sheet).getByRole('button', { name: '企业' }));
    fireEvent.change(within(sheet).getByLabelText('发票抬头'), { target: { value: '杭州花开科技有限公司' } });
    fireEvent.click(within(sheet).getByRole('button', { name: '保存' }));
    expect(await within(sheet).findByText('企业抬头请填写税号')).toBeTruthy();
    fireEvent.change(within(sheet).getByLabelText('税号'), { target: { value: '91330100mA2b3c4d5e' } });
    fireEvent.click(within(sheet).getByRole('button', { name: '保存' }));

    await waitFor(() =>
      expect(api.bodies(ADD)).toEqual([
        { kind: 'company', title: '杭州花开科技有限公司', taxNumber: '91330100MA2B3C4D5E' },
      ]),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^发票/ }).textContent).toContain('杭州花开科技有限公司'),
    );
    // The sheet lists it too, from the one cache the list is kept in.
    fireEvent.click(screen.getByRole('button', { name: /^发票/ }));
    const picker = await screen.findByRole('dialog', { name: '选择发票抬头' });
    const chosen = await within(picker).findByRole('button', { name: /^杭州花开科技有限公司/ });
    expect(chosen.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(chosen);

    submit();
    expect((await submitted(api))?.invoiceTitleId).toBe('inv-new');
  });

  it('edits an existing title from the sheet and chooses it', async () => {
    const api = renderCheckout();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: /^发票/ }));
    fireEvent.click(await screen.findByRole('button', { name: '编辑发票抬头「林小花」' }));
    const sheet = await screen.findByRole('dialog', { name: '编辑发票抬头' });
    const title = within(sheet).getByLabelText('发票抬头') as HTMLInputElement;
    expect(title.value).toBe('林小花');
    fireEvent.change(title, { target: { value: '林小花花' } });
    fireEvent.click(within(sheet).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.bodies(UPDATE)).toEqual([{ id: 'inv-1', kind: 'personal', title: '林小花花' }]));
    await waitFor(() => expect(screen.getByRole('button', { name: /^发票/ }).textContent).toContain('林小花花'));
    submit();
    expect((await submitted(api))?.invoiceTitleId).toBe('inv-1');
  });
});
