// @vitest-environment jsdom
import { MAX_ADDRESSES } from '@ffe/shared/constants';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast';
import { anAddress, mockApi } from '../../../test/factories';
import { openQuestion, questionClosed, renderPage } from '../../../test/render-page';
import AddressListPage from './address-list-page';

vi.mock('../../../lib/toast', () => ({ toast: vi.fn() }));

const LIST = '/pages/me/address-list/address-list';

const office = anAddress({
  id: 'a-office',
  recipient: '周先生',
  phone: '13912345678',
  province: '北京市',
  city: '北京市',
  district: '朝阳区',
  detail: '建国路 88 号',
  tag: '花店',
  isDefault: false,
});

const cards = () => screen.getAllByTestId('address-card');

describe('AddressListPage', () => {
  beforeEach(() => vi.mocked(toast).mockClear());

  it('shows each address with the phone masked, its place, tag and the default badge', async () => {
    mockApi({ '/api/member/address/list': { list: [anAddress(), office] } });
    renderPage(AddressListPage, { path: LIST });

    const [home, work] = await screen.findAllByTestId('address-card');
    if (!home || !work) throw new Error('two cards expected');
    expect(within(home).getByText('138****8000')).toBeTruthy();
    expect(within(home).getByText('默认')).toBeTruthy();
    expect(within(home).getByText('家')).toBeTruthy();
    expect(within(home).getByText('浙江省 杭州市 西湖区 文三路 90 号')).toBeTruthy();
    expect(within(work).getByText('139****5678')).toBeTruthy();
    expect(within(work).getByText('花店')).toBeTruthy();
    // A municipality is its own city: said once.
    expect(within(work).getByText('北京市 朝阳区 建国路 88 号')).toBeTruthy();
    expect(within(work).queryByText('默认')).toBeNull();
    expect(document.body.textContent).not.toContain('13800138000');
    expect(within(home).getByRole('link', { name: '编辑' }).getAttribute('href')).toBe(
      '/pages/me/address-add/address-add?id=a-home',
    );
  });

  it('deletes an address only after the member confirms', async () => {
    const api = mockApi({
      '/api/member/address/list': { list: [anAddress(), office] },
      '/api/member/address/remove': null,
    });
    renderPage(AddressListPage, { path: LIST });
    await screen.findAllByTestId('address-card');

    const removeOffice = () => fireEvent.click(within(cards()[1] as HTMLElement).getByRole('button', { name: '删除' }));
    removeOffice();
    const question = await openQuestion();
    expect(within(question).getByText('确定删除这个收货地址吗？')).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: '取消' }));
    await questionClosed();
    expect(api.bodies('/api/member/address/remove')).toEqual([]);

    removeOffice();
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(api.bodies('/api/member/address/remove')).toEqual([{ id: 'a-office' }]));
    expect(toast).toHaveBeenCalledWith('地址已删除', 'success');
  });

  it('makes another address the default', async () => {
    const api = mockApi({
      '/api/member/address/list': { list: [anAddress(), office] },
      '/api/member/address/setDefault': { ...office, isDefault: true },
    });
    renderPage(AddressListPage, { path: LIST });
    await screen.findAllByTestId('address-card');
    fireEvent.click(screen.getByRole('button', { name: '设为默认' }));
    await waitFor(() => expect(api.bodies('/api/member/address/setDefault')).toEqual([{ id: 'a-office' }]));
    expect(toast).toHaveBeenCalledWith('已设为默认地址', 'success');
  });

  it('stops adding at the limit and says why', async () => {
    const full = Array.from({ length: MAX_ADDRESSES }, (_, i) => anAddress({ id: `a-${i}`, isDefault: i === 0 }));
    mockApi({ '/api/member/address/list': { list: full } });
    renderPage(AddressListPage, { path: LIST });

    const add = await screen.findByRole('button', { name: '新增收货地址' });
    expect(add.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('最多保存20个地址，请删除不用的地址后再添加');
  });

  it('offers to add the first address, keeping the order-picking flag', async () => {
    mockApi({ '/api/member/address/list': { list: [] } });
    renderPage(AddressListPage, { path: LIST, search: '?select=1' });
    expect(await screen.findByText('还没有收货地址')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '新增收货地址' }));
    expect(screen.getByTestId('location').textContent).toBe('/pages/me/address-add/address-add?select=1');
  });
});
