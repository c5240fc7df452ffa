// @vitest-environment jsdom
import type { CurrentUser } from '@ffe/shared/contracts/member';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '../../../lib/navigate';
import { PATHS } from '../../../lib/paths';
import { STORAGE_KEYS, storage } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { useUserStore } from '../../../stores/user-store';
import { mockApi } from '../../../test/factories';
import { renderPage } from '../../../test/render-page';
import { aCurrentUser, aLoginResult } from '../test/accounts';
import UserSetPage from './user-set-page';

vi.mock('../../../lib/toast', () => ({ toast: vi.fn() }));

const initial = useUserStore.getState();

function renderSettings(updateUserSet: (body: { key: string; value: string }) => unknown) {
  const api = mockApi({ '/api/member/updateUserSet': updateUserSet, '/api/member/logout': null });
  renderPage(UserSetPage, { path: PATHS.userSet });
  return api;
}

async function renameTo(nickname: string) {
  fireEvent.click(screen.getByText('昵称', { selector: '.adm-list-item-content-main' }));
  const input = await screen.findByPlaceholderText('请输入1-20个字符的昵称');
  fireEvent.change(input, { target: { value: nickname } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '确定' })));
}

describe('the user settings page', () => {
  beforeEach(() => {
    vi.mocked(toast).mockClear();
    localStorage.clear();
    useUserStore.setState(initial, true);
    useUserStore.getState().login(aLoginResult());
  });

  it('changes the nickname, keeps the account the server sends back and says 更新成功', async () => {
    const api = renderSettings(({ value }) => ({ changed: true, user: aCurrentUser({ nickname: value }) }));
    await renameTo('  玫瑰花园 ');
    expect(api.bodies('/api/member/updateUserSet')).toEqual([{ key: 'nickname', value: '玫瑰花园' }]);
    expect(toast).toHaveBeenCalledWith('更新成功', 'success');
    expect((useUserStore.getState().user as CurrentUser).nickname).toBe('玫瑰花园');
    expect(storage.get<{ nickname: string }>('uni-id-pages-userInfo')?.nickname).toBe('玫瑰花园');
    await waitFor(() => expect(screen.getByText('玫瑰花园')).toBeTruthy());
  });

  it('says 没有改变 when the server changed nothing', async () => {
    renderSettings(() => ({ changed: false, user: aCurrentUser() }));
    await renameTo('莉莉');
    expect(toast).toHaveBeenCalledWith('没有改变');
  });

  it('refuses a nickname over 20 characters without calling', async () => {
    const api = renderSettings(() => ({ changed: true, user: aCurrentUser() }));
    await renameTo('玫'.repeat(21));
    expect(screen.getByRole('alert').textContent).toBe('昵称需为1-20个字符');
    expect(api.bodies('/api/member/updateUserSet')).toEqual([]);
  });

  it('shows the masked phone number', () => {
    renderSettings(() => null);
    expect(screen.getByText('138****0000')).toBeTruthy();
  });

  it('leads to the username, phone, password and real-name pages, each showing where it stands', async () => {
    renderSettings(() => null);
    expect(screen.getByText('账号与安全')).toBeTruthy();
    expect(screen.getByText('未认证')).toBeTruthy();
    for (const [label, path] of [
      ['用户名', PATHS.setUsername],
      ['手机号', PATHS.bindMobile],
      ['修改密码', PATHS.changePassword],
      ['实名认证', PATHS.realNameVerify],
    ] as const) {
      fireEvent.click(screen.getByText(label, { selector: '.adm-list-item-content-main' }));
      await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(path));
      cleanup();
      renderSettings(() => null);
    }
  });

  it('clears the local cache only after it is confirmed, keeping the login', async () => {
    storage.set(STORAGE_KEYS.cartList, [{ goodsId: 'g-rose', number: 1, checked: true }]);
    storage.set(STORAGE_KEYS.historyWords, ['玫瑰']);
    renderSettings(() => null);
    fireEvent.click(screen.getByText('清除缓存', { selector: '.adm-list-item-content-main' }));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: '确定' })));
    expect(storage.get(STORAGE_KEYS.cartList)).toBeUndefined();
    expect(storage.get(STORAGE_KEYS.historyWords)).toBeUndefined();
    expect(storage.get(STORAGE_KEYS.token)).toBe('token-lily');
    expect(storage.get('uni-id-pages-userInfo')).toBeTruthy();
  });

  it('logs out after it is confirmed', async () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    const api = renderSettings(() => null);
    fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
    // The dialog's own button, after the page's.
    const confirm = await waitFor(() => {
      const buttons = screen.getAllByRole('button', { name: '退出登录' });
      expect(buttons).toHaveLength(2);
      return buttons[1] as HTMLElement;
    });
    await act(async () => fireEvent.click(confirm));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(PATHS.loginWithoutPwd, { replace: true }));
    expect(api.bodies('/api/member/logout')).toHaveLength(1);
    expect(useUserStore.getState().isLogin).toBe(false);
    await waitFor(() => expect(toast).toHaveBeenCalledWith('已退出登录', 'success'));
  });

  it('offers the two languages as two buttons and saves the one chosen to the account', async () => {
    const api = renderSettings(({ value }) => ({ changed: true, user: aCurrentUser({ language: value as 'en' }) }));
    fireEvent.click(screen.getByText('语言', { selector: '.adm-list-item-content-main' }));
    const english = await screen.findByRole('button', { name: 'English' });
    expect(screen.getByRole('button', { name: '简体中文', pressed: true })).toBeTruthy();
    await act(async () => fireEvent.click(english));
    await waitFor(() => expect(api.bodies('/api/member/updateUserSet')).toEqual([{ key: 'language', value: 'en' }]));
    await act(async () => {
      const { changeLocale } = await import('../../../lib/i18n');
      changeLocale('zh-CN');
    });
  });
});
