// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PATHS } from '../../../lib/paths';
import { STORAGE_KEYS, storage } from '../../../lib/storage';
import { mockApi } from '../../../test/factories';
import { renderPage } from '../../../test/render-page';
import SearchPage from './search-page';

const renderSearchPage = () => renderPage(SearchPage, { path: PATHS.search });

function searchFor(word: string) {
  const input = screen.getByPlaceholderText('搜索鲜花');
  fireEvent.change(input, { target: { value: word } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

const history = () => storage.get<string[]>(STORAGE_KEYS.historyWords);

describe('SearchPage', () => {
  beforeEach(() => {
    localStorage.clear();
    mockApi({ '/api/mall/goodsInfo/hots': { goods: [], words: ['康乃馨', '向日葵'] } });
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
    // Still on this page (elsewhere the location is a whole address), with no query.
    expect(screen.getByTestId('location').textContent).toBe('');
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
