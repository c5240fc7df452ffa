// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '../lib/i18n';
import { useCartStore } from '../stores/cart-store';
import { clearImUnread, setImUnread } from '../stores/im-unread-store';
import { TabBar } from './tab-bar';

function renderTabBar(active = 0) {
  return render(
    <MemoryRouter>
      <TabBar active={active} />
    </MemoryRouter>,
  );
}

describe('the tab bar', () => {
  beforeAll(() => i18n.changeLanguage('zh-CN'));
  afterEach(() => {
    cleanup();
    clearImUnread();
  });

  it('shows the four tabs in their order, the active one marked', () => {
    renderTabBar(2);
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['首页', '分类', '购物车', '我的']);
    expect(links[2]?.getAttribute('aria-current')).toBe('page');
  });

  it('badges the cart tab with the number of goods and removes the badge at 0', () => {
    act(() =>
      useCartStore.setState({
        cartList: [
          { goodsId: 'rose', number: 2, checked: true },
          { goodsId: 'lily', number: 1, checked: false },
        ],
      }),
    );
    renderTabBar();
    expect(screen.getByTestId('cart-badge').textContent).toBe('3');
    act(() => useCartStore.setState({ cartList: [] }));
    expect(screen.queryByTestId('cart-badge')).toBeNull();
  });

  it('badges 我的 with the conversations holding unread messages, live, and removes the badge at 0', () => {
    renderTabBar();
    expect(screen.queryByTestId('me-badge')).toBeNull();
    act(() => setImUnread({ message: 5, conversation: 2 }));
    expect(screen.getByTestId('me-badge').textContent).toBe('2');
    act(() => setImUnread({ message: 0, conversation: 0 }));
    expect(screen.queryByTestId('me-badge')).toBeNull();
  });
});
