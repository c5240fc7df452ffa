// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aStaffSelf } from '../test/factories';
import { fakeApi, ok } from '../test/fake-api';
import { renderConsole, signedIn } from '../test/render-console';

// A phone-wide window: antd's max-width queries hold, its min-width ones do not (this file only).
Object.assign(window, {
  matchMedia: (query: string) => ({
    matches: /max-width/.test(query),
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  }),
});

describe('the console frame on a narrow screen', () => {
  it('gives the page the width and opens the menu from the header, closing it on a choice', async () => {
    signedIn();
    fakeApi({
      '/api/admin/me': ok(aStaffSelf('admin')),
      '/api/admin/staff/list': ok({ list: [], total: 0 }),
    });
    renderConsole('/staff');
    const open = await screen.findByRole('button', { name: '打开菜单' });
    expect(document.querySelector('.ant-layout-sider')).toBeNull();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: '退出登录' })).toBeTruthy();

    fireEvent.click(open);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('员工')).toBeTruthy();
    fireEvent.click(within(menu).getByText('操作日志'));
    await waitFor(() => expect(document.querySelector('.ant-drawer-open')).toBeNull());
  });
});
