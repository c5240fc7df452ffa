// @vitest-environment jsdom
import type { Portal } from '@ffe/shared/contracts/member';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { PATHS } from '../../../lib/paths';
import { clearImUnread, setImServiceUnread, setImUnread } from '../../../stores/im-unread-store';
import { useUserStore } from '../../../stores/user-store';
import { mockApi } from '../../../test/factories';
import { renderPage } from '../../../test/render-page';
import { aCurrentUser, aLoginResult } from '../test/accounts';
import MePage from './me-page';

const initial = useUserStore.getState();

function aPortal(overrides: Partial<Portal> = {}): Portal {
  return {
    user: aCurrentUser(),
    orderCounts: { pendingPayment: 2, paid: 0, delivering: 1, toReview: 0, afterSale: 0 },
    couponCount: 3,
    favouriteCount: 12,
    historyCount: 40,
    unreadChatCount: 5,
    ...overrides,
  };
}

describe('my account page', () => {
  beforeEach(() => {
    localStorage.clear();
    useUserStore.setState(initial, true);
    clearImUnread();
  });

  it('offers to log in when logged out, and asks the server nothing', () => {
    const api = mockApi({ '/api/member/portal': aPortal() });
    renderPage(MePage, { path: PATHS.me });
    fireEvent.click(screen.getByRole('button', { name: '登录/注册' }));
    expect(screen.getByTestId('location').textContent).toBe(PATHS.login);
    expect(api.bodies('/api/member/portal')).toEqual([]);
  });

  it('shows the member with the masked phone, and the counts of the summary', async () => {
    mockApi({ '/api/member/portal': aPortal() });
    useUserStore.getState().login(aLoginResult());
    renderPage(MePage, { path: PATHS.me });

    expect(screen.getByText('莉莉')).toBeTruthy();
    expect(screen.getByText('138****0000')).toBeTruthy();
    const toPay = screen.getByRole('link', { name: /待付款/ });
    expect(toPay.getAttribute('href')).toBe('/pages/order/order-list/order-list?tab=pending_payment');
    expect(await within(toPay).findByText('2')).toBeTruthy();
    expect(screen.getByRole('link', { name: /配送中/ }).textContent).toContain('1');
    expect(screen.getByRole('link', { name: /待发货/ }).textContent).toBe('待发货');
    expect(screen.getByText('我的收藏').closest('.adm-list-item')?.textContent).toContain('12');
    expect(screen.getByText('浏览历史').closest('.adm-list-item')?.textContent).toContain('40');
    expect(useUserStore.getState().chat).toBe(5);
  });

  it.each([
    ['zh-CN', '用户0000'],
    ['en', 'User 0000'],
  ])(
    'in %s names a member without a nickname (or with the old 用户NNNN default) by the phone: %s',
    async (language, name) => {
      await i18n.changeLanguage(language);
      try {
        for (const nickname of ['', '用户0000']) {
          mockApi({ '/api/member/portal': aPortal({ user: aCurrentUser({ nickname }) }) });
          useUserStore.getState().login(aLoginResult({ user: aCurrentUser({ nickname }) }));
          const { unmount } = renderPage(MePage, { path: PATHS.me });
          expect(screen.getByText(name)).toBeTruthy();
          unmount();
        }
      } finally {
        await i18n.changeLanguage('zh-CN');
      }
    },
  );

  it('opens the order list at the tab of each shortcut', () => {
    mockApi({ '/api/member/portal': aPortal() });
    renderPage(MePage, { path: PATHS.me });
    const tabOf = (name: string) =>
      new URL(
        screen.getByRole('link', { name: new RegExp(name) }).getAttribute('href') ?? '',
        'http://shop',
      ).searchParams.get('tab');
    expect(['待付款', '待发货', '配送中', '待评价', '售后'].map(tabOf)).toEqual([
      'pending_payment',
      'paid',
      'delivering',
      'received',
      'after_sale',
    ]);
    expect(screen.getByRole('link', { name: /全部订单/ }).getAttribute('href')).toBe(PATHS.orderList);
  });

  it('opens the customer-service chat with the fixed customer-service user', () => {
    mockApi({ '/api/member/portal': aPortal() });
    renderPage(MePage, { path: PATHS.me });
    fireEvent.click(screen.getByText('在线客服'));
    expect(screen.getByTestId('location').textContent).toBe(`${PATHS.chat}?user_id=customer-service`);
  });

  it('opens the invoice titles from 发票抬头, next to the addresses', () => {
    mockApi({ '/api/member/portal': aPortal() });
    renderPage(MePage, { path: PATHS.me });
    const entries = screen.getAllByText(/^(收货地址|发票抬头|优惠券)$/).map((entry) => entry.textContent);
    expect(entries).toEqual(['收货地址', '发票抬头', '优惠券']);
    fireEvent.click(screen.getByText('发票抬头'));
    expect(screen.getByTestId('location').textContent).toBe(PATHS.invoiceList);
  });

  it('badges customer service with the unread replies of its conversation only, never the order notices', () => {
    mockApi({ '/api/member/portal': aPortal({ unreadChatCount: 5 }) });
    useUserStore.getState().login(aLoginResult());
    renderPage(MePage, { path: PATHS.me });
    const service = () => screen.getByText('在线客服').closest('.adm-list-item') as HTMLElement;

    // Payment notices from `system` count in the totals but not here.
    act(() => setImUnread({ message: 4, conversation: 1 }));
    expect(service().querySelector('.adm-badge')).toBeNull();
    act(() => setImServiceUnread(2));
    expect(within(service()).getByText('2')).toBeTruthy();
    act(() => setImServiceUnread(120));
    expect(within(service()).getByText('99+')).toBeTruthy();
    act(() => setImServiceUnread(0));
    expect(service().querySelector('.adm-badge')).toBeNull();
  });

  it("badges customer service for a guest too, from the chat's count", () => {
    mockApi({ '/api/member/portal': aPortal() });
    setImServiceUnread(3);
    renderPage(MePage, { path: PATHS.me });
    expect(within(screen.getByText('在线客服').closest('.adm-list-item') as HTMLElement).getByText('3')).toBeTruthy();
  });

  it('offers the message centre with the number of conversations holding unread messages', () => {
    mockApi({ '/api/member/portal': aPortal() });
    renderPage(MePage, { path: PATHS.me });
    const centre = () => screen.getByText('消息中心').closest('.adm-list-item') as HTMLElement;
    expect(centre().querySelector('.adm-badge')).toBeNull();
    act(() => setImUnread({ message: 9, conversation: 2 }));
    expect(within(centre()).getByText('2')).toBeTruthy();
    fireEvent.click(screen.getByText('消息中心'));
    expect(screen.getByTestId('location').textContent).toBe(PATHS.imIndex);
  });
});
