// @vitest-environment jsdom
import type { InvoiceInput, InvoiceTitle } from '@ffe/shared/contracts/member-centre';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast';
import { apiFailure, mockApi } from '../../../test/factories';
import { openQuestion, questionClosed, renderPage } from '../../../test/render-page';
import InvoiceListPage from './invoice-list-page';

vi.mock('../../../lib/toast', () => ({ toast: vi.fn() }));

const PAGE = '/pages/me/invoice-list/invoice-list';
const LIST = '/api/member/invoice/list';

const company: InvoiceTitle = {
  id: 'inv-c',
  kind: 'company',
  title: '杭州花开科技有限公司',
  taxNumber: '91330100MA2B3C4D5E',
};
const personal: InvoiceTitle = { id: 'inv-p', kind: 'personal', title: '林小花', taxNumber: null };

/** The page over a server that keeps the titles: add, update and remove change what the list answers. */
function renderTitles(titles: InvoiceTitle[]) {
  let saved = [...titles];
  const api = mockApi({
    [LIST]: () => ({ list: saved }),
    '/api/member/invoice/add': (body: InvoiceInput) => {
      const title = { id: `inv-${saved.length + 1}`, ...body, taxNumber: body.taxNumber ?? null };
      saved = [title, ...saved];
      return title;
    },
    '/api/member/invoice/update': (body: InvoiceInput & { id: string }) => {
      const title = { ...body, taxNumber: body.taxNumber ?? null };
      saved = saved.map((t) => (t.id === body.id ? title : t));
      return title;
    },
    '/api/member/invoice/remove': ({ id }: { id: string }) => {
      saved = saved.filter((t) => t.id !== id);
      return null;
    },
  });
  renderPage(InvoiceListPage, { path: PAGE });
  return api;
}

const cards = () => screen.getAllByTestId('invoice-title-card');
const cardOf = (name: string) => cards().find((card) => card.textContent?.includes(name)) as HTMLElement;

describe('我的 → 发票抬头', () => {
  beforeEach(() => vi.mocked(toast).mockClear());

  it('says there are none yet and adds the first, a personal title', async () => {
    const api = renderTitles([]);
    expect(await screen.findByText('还没有发票抬头')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '新增发票抬头' }));
    const sheet = await screen.findByRole('dialog', { name: '新增发票抬头' });
    fireEvent.click(within(sheet).getByRole('button', { name: '保存' }));
    expect(await within(sheet).findByText('请填写发票抬头')).toBeTruthy();
    expect(api.bodies('/api/member/invoice/add')).toEqual([]);

    fireEvent.change(within(sheet).getByLabelText('发票抬头'), { target: { value: ' 林小花 ' } });
    fireEvent.click(within(sheet).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.bodies('/api/member/invoice/add')).toEqual([{ kind: 'personal', title: '林小花' }]));
    expect(toast).toHaveBeenCalledWith('发票抬头已保存', 'success');
    expect(await screen.findByTestId('invoice-title-card')).toBeTruthy();
    expect(cardOf('林小花').textContent).toContain('个人');
  });

  it('lists each title with its kind and tax number, and edits one', async () => {
    const api = renderTitles([company, personal]);
    await screen.findAllByTestId('invoice-title-card');
    expect(cards()).toHaveLength(2);
    expect(cardOf('杭州花开科技有限公司').textContent).toContain('企业');
    expect(cardOf('杭州花开科技有限公司').textContent).toContain('91330100MA2B3C4D5E');

    fireEvent.click(within(cardOf('杭州花开科技有限公司')).getByRole('button', { name: '编辑' }));
    const sheet = await screen.findByRole('dialog', { name: '编辑发票抬头' });
    const tax = within(sheet).getByLabelText('税号') as HTMLInputElement;
    expect(tax.value).toBe('91330100MA2B3C4D5E');
    fireEvent.change(tax, { target: { value: '12345' } });
    fireEvent.click(within(sheet).getByRole('button', { name: '保存' }));
    expect(await within(sheet).findByText('税号需为15–20位大写字母或数字')).toBeTruthy();
    fireEvent.change(tax, { target: { value: '91330100MA2B3C4D5F' } });
    fireEvent.click(within(sheet).getByRole('button', { name: '保存' }));

    await waitFor(() =>
      expect(api.bodies('/api/member/invoice/update')).toEqual([
        { id: 'inv-c', kind: 'company', title: '杭州花开科技有限公司', taxNumber: '91330100MA2B3C4D5F' },
      ]),
    );
    await waitFor(() => expect(cardOf('杭州花开科技有限公司').textContent).toContain('91330100MA2B3C4D5F'));
  });

  it('deletes a title only after the member confirms', async () => {
    const api = renderTitles([company, personal]);
    await screen.findAllByTestId('invoice-title-card');
    const removePersonal = () => fireEvent.click(within(cardOf('林小花')).getByRole('button', { name: '删除' }));

    removePersonal();
    const question = await openQuestion();
    expect(within(question).getByText('确定删除发票抬头「林小花」吗？')).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: '取消' }));
    await questionClosed();
    expect(api.bodies('/api/member/invoice/remove')).toEqual([]);

    removePersonal();
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(api.bodies('/api/member/invoice/remove')).toEqual([{ id: 'inv-p' }]));
    expect(toast).toHaveBeenCalledWith('发票抬头已删除', 'success');
    await waitFor(() => expect(cards()).toHaveLength(1));
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let calls = 0;
    mockApi({ [LIST]: () => (calls++ === 0 ? apiFailure(500, '服务繁忙') : { list: [personal] }) });
    renderPage(InvoiceListPage, { path: PAGE });
    expect(await screen.findByText('服务繁忙')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /重试/ }));
    expect(await screen.findByTestId('invoice-title-card')).toBeTruthy();
  });
});
