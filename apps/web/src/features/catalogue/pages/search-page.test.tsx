// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../app/i18n';
import { STORAGE_KEYS, storage } from '../../../lib/storage';
import SearchPage from './search-page';

const SEARCH = '/pages/goods/search/search';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{decodeURIComponent(location.pathname + location.search)}</output>;
}

function renderSearchPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[SEARCH]}>
        <Routes>
          <Route path={SEARCH} element={<SearchPage />} />
          <Route path="*" element={<Location />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function searchFor(word: string) {
  const input = screen.getByPlaceholderText('搜索鲜花');
  fireEvent.change(input, { target: { value: word } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

const history = () => storage.get<string[]>(STORAGE_KEYS.historyWords);

describe('SearchPage', () => {
  beforeAll(() => i18n.changeLanguage('zh-CN'));
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ code: 200, message: 'ok', data: { goods: [], words: ['康乃馨', '向日葵'] } })),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('remembers a searched word and opens the goods listing for it', () => {
    renderSearchPage();
    searchFor('  玫瑰 ');
    expect(history()).toEqual(['玫瑰']);
    expect(screen.getByTestId('location').textContent).toBe('/pages/goods/goods-search/goods-search?keyword=玫瑰');
  });

  it('keeps the history newest first and moves a repeated word to the front', () => {
    storage.set(STORAGE_KEYS.historyWords, ['百合', '玫瑰', '郁金香']);
    renderSearchPage();
    const shown = () =>
      Array.from(screen.getByTestId('history-words').querySelectorAll('button'), (b) => b.textContent);
    expect(shown()).toEqual(['百合', '玫瑰', '郁金香']);
    searchFor('郁金香');
    expect(history()).toEqual(['郁金香', '百合', '玫瑰']);
  });

  it('ignores a blank search', () => {
    renderSearchPage();
    searchFor('   ');
    expect(history()).toBeUndefined();
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('searches a hot word when it is tapped', async () => {
    renderSearchPage();
    fireEvent.click(await screen.findByRole('button', { name: '向日葵' }));
    expect(history()).toEqual(['向日葵']);
    expect(screen.getByTestId('location').textContent).toBe('/pages/goods/goods-search/goods-search?keyword=向日葵');
  });

  it('clears the history only after it is confirmed', async () => {
    storage.set(STORAGE_KEYS.historyWords, ['百合']);
    renderSearchPage();
    fireEvent.click(screen.getByRole('button', { name: '清空' }));
    fireEvent.click(await screen.findByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: '取消' })).toBeNull());
    expect(history()).toEqual(['百合']);

    fireEvent.click(screen.getByRole('button', { name: '清空' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByTestId('history-words')).toBeNull());
    expect(history()).toBeUndefined();
  });
});
