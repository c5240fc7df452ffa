// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast';
import { anAddress, apiFailure, mockApi } from '../../../test/factories';
import { renderPage } from '../../../test/render-page';
import AddressAddPage from './address-add-page';

vi.mock('../../../lib/toast', () => ({ toast: vi.fn() }));

const ADD = '/pages/me/address-add/address-add';

const home = anAddress({ id: 'a-1' });

const field = (label: RegExp) => screen.getByLabelText(label);

function type(label: RegExp, text: string) {
  const input = field(label);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
}

async function pickRegion(...names: string[]) {
  fireEvent.click(screen.getByRole('button', { name: /所在地区/ }));
  const sheet = await screen.findByRole('dialog', { name: '选择所在地区' });
  for (const name of names) fireEvent.click(await within(sheet).findByRole('button', { name }));
}

describe('AddressAddPage', () => {
  beforeEach(() => vi.mocked(toast).mockClear());

  it('names what is missing and what is wrong, and sends nothing', async () => {
    const api = mockApi({ '/api/member/address/add': home });
    renderPage(AddressAddPage, { path: ADD });

    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请填写收货人姓名')).toBeTruthy();
    expect(screen.getByText('请填写手机号码')).toBeTruthy();
    expect(screen.getByText('请选择所在地区（省、市、区）')).toBeTruthy();
    expect(screen.getByText('请填写详细地址')).toBeTruthy();

    type(/收货人/, '林');
    type(/手机号码/, '2380013800');
    type(/详细地址/, '号');
    expect(await screen.findByText('收货人姓名需为2–20个字')).toBeTruthy();
    expect(await screen.findByText('手机号码需为1开头的11位数字')).toBeTruthy();
    expect(await screen.findByText('详细地址需为2–120个字')).toBeTruthy();

    // A message goes as soon as its field is right.
    fireEvent.change(field(/收货人/), { target: { value: '林小花' } });
    await waitFor(() => expect(screen.queryByText('收货人姓名需为2–20个字')).toBeNull());
    expect(api.bodies('/api/member/address/add')).toEqual([]);
  });

  it('refuses a custom tag longer than 10 characters', async () => {
    mockApi({});
    renderPage(AddressAddPage, { path: ADD });
    fireEvent.click(screen.getByRole('button', { name: '自定义' }));
    fireEvent.change(screen.getByRole('textbox', { name: '自定义标签' }), {
      target: { value: '外婆家楼下的那家花店旁边' },
    });
    expect(await screen.findByText('标签最多10个字')).toBeTruthy();
  });

  it('sends the region picked province → city → district, the tag and the default switch, then goes back', async () => {
    const api = mockApi({ '/api/member/address/add': { ...home, id: 'a-2' } });
    renderPage(AddressAddPage, { path: ADD, search: '?select=1' });

    type(/收货人/, ' 林小花 ');
    type(/手机号码/, '13800138000');
    await pickRegion('广东省', '广州市', '天河区');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '选择所在地区' })).toBeNull());
    expect(screen.getByRole('button', { name: /所在地区/ }).textContent).toBe('广东省 广州市 天河区');
    type(/详细地址/, '天河路 385 号');
    fireEvent.click(screen.getByRole('button', { name: '公司' }));
    fireEvent.click(screen.getByRole('switch', { name: '设为默认地址' }));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(() =>
      expect(api.bodies('/api/member/address/add')).toEqual([
        {
          recipient: '林小花',
          phone: '13800138000',
          province: '广东省',
          city: '广州市',
          district: '天河区',
          detail: '天河路 385 号',
          tag: '公司',
          isDefault: true,
        },
      ]),
    );
    expect(toast).toHaveBeenCalledWith('地址已保存', 'success');
    // Opened alone, going back lands on the home page.
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it('edits an address with its own phone shown in full and sends its id', async () => {
    const api = mockApi({
      '/api/member/address/list': { list: [home] },
      '/api/member/address/update': { ...home, detail: '文三路 100 号' },
    });
    renderPage(AddressAddPage, { path: ADD, search: '?id=a-1' });

    expect(((await screen.findByLabelText(/手机号码/)) as HTMLInputElement).value).toBe('13800138000');
    expect(screen.getByRole('button', { name: '家', pressed: true })).toBeTruthy();
    expect(document.title).toBe('编辑地址');
    type(/详细地址/, '文三路 100 号');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(() =>
      expect(api.bodies('/api/member/address/update')).toEqual([{ ...home, detail: '文三路 100 号', id: 'a-1' }]),
    );
  });

  it('says how many addresses may be kept when the server refuses one more', async () => {
    mockApi({ '/api/member/address/add': apiFailure(409, 'too many addresses', 'ADDRESS_LIMIT') });
    renderPage(AddressAddPage, { path: ADD });
    type(/收货人/, '林小花');
    type(/手机号码/, '13800138000');
    await pickRegion('北京市', '北京市', '东城区');
    type(/详细地址/, '东长安街 1 号');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('最多保存20个地址，请删除不用的地址后再添加'));
    expect(screen.getByTestId('location').textContent).toBe('');
  });
});
