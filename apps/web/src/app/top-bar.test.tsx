// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '../lib/i18n';
import { mockApi } from '../test/factories';
import { TopBar } from './top-bar';

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

function renderTopBar() {
  mockApi({ '/api/mall/category/tree': { list: [] } });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/']}>
        <TopBar />
        <Routes>
          <Route path="*" element={<Address />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('searchbox', { name: '搜索鲜花' }) as HTMLInputElement;
}

describe("the top bar's search box", () => {
  beforeAll(() => i18n.changeLanguage('zh-CN'));
  afterEach(cleanup);

  it('opens the results of a word typed before React saw it, as on a page still hydrating', () => {
    const box = renderTopBar();
    // Set on the element itself: no change event, as when keys arrive before hydration.
    box.value = ' 玫瑰 ';
    fireEvent.submit(box.form as HTMLFormElement);
    expect(screen.getByTestId('address').textContent).toBe(
      `/pages/goods/goods-search/goods-search?keyword=${encodeURIComponent('玫瑰')}`,
    );
  });

  it('opens the search page when the box is empty', () => {
    fireEvent.submit(renderTopBar().form as HTMLFormElement);
    expect(screen.getByTestId('address').textContent).toBe('/pages/goods/search/search');
  });

  it('is a form the browser can send by itself before the page hydrates', () => {
    const box = renderTopBar();
    expect(box.name).toBe('keyword');
    expect(box.form?.getAttribute('action')).toBe('/pages/goods/goods-search/goods-search');
    expect(box.form?.method).toBe('get');
  });
});
