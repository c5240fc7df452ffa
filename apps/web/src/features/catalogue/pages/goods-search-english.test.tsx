// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n, { loadLocale } from '../../../lib/i18n';
import { PATHS } from '../../../lib/paths';
import { aCategoryNode, aGoodsSummary } from '../../../test/factories';
import { renderPage } from '../../../test/render-page';
import GoodsSearchPage from './goods-search-page';

/** The server's side of decision 028: the goods named in the language the call asks for. */
function serveInAskedLanguage() {
  const languages: (string | null)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      const language = new Headers(init?.headers).get('accept-language');
      languages.push(language);
      const english = language === 'en';
      const data =
        path === '/api/mall/category/tree'
          ? { list: [aCategoryNode({ id: 'c-love', name: english ? 'Love & Romance' : '爱情鲜花' })] }
          : {
              list: [aGoodsSummary({ id: 'g-rose', name: english ? 'Red Rose Bouquet' : '红玫瑰花束' })],
              total: 1,
            };
      return Response.json({ code: 200, message: 'ok', data });
    }),
  );
  return languages;
}

describe('the goods listing in English', () => {
  beforeEach(async () => {
    localStorage.clear();
    await loadLocale('en');
  });
  afterEach(async () => {
    await i18n.changeLanguage('zh-CN');
  });

  it('asks in English and shows the English name on the goods card', async () => {
    await i18n.changeLanguage('en');
    const languages = serveInAskedLanguage();
    renderPage(GoodsSearchPage, { path: PATHS.goodsSearch, search: '?keyword=rose' });
    const card = await screen.findByTestId('goods-card');
    expect(within(card).getByText('Red Rose Bouquet')).toBeTruthy();
    expect(screen.queryByText('红玫瑰花束')).toBeNull();
    expect(new Set(languages)).toEqual(new Set(['en']));
  });

  it('asks in Chinese and shows the Chinese name when the shop is in Chinese', async () => {
    await i18n.changeLanguage('zh-CN');
    const languages = serveInAskedLanguage();
    renderPage(GoodsSearchPage, { path: PATHS.goodsSearch, search: '?keyword=玫瑰' });
    const card = await screen.findByTestId('goods-card');
    expect(within(card).getByText('红玫瑰花束')).toBeTruthy();
    expect(new Set(languages)).toEqual(new Set(['zh-CN']));
  });
});
