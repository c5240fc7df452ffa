// @vitest-environment jsdom
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadTexts } from '../lib/i18n';
import { PATHS } from '../lib/paths';
import { laterPageModules, laterPageSources } from './later-page-sources';
import { laterPages } from './later-pages';

// Records the text parts a loader asks for, without loading any.
vi.mock('../lib/i18n', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../lib/i18n')>()),
  loadTexts: vi.fn(async () => {}),
}));

const webRoot = path.resolve(import.meta.dirname, '../..');

afterEach(() => vi.mocked(loadTexts).mockClear());

describe('the later pages’ sources the server preloads', () => {
  it('name a page at every path that has a loader, and at no other', () => {
    expect(Object.keys(laterPageSources).sort()).toEqual(Object.keys(laterPages).sort());
  });

  it('name the module each loader loads, and the texts it loads with it', async () => {
    for (const [pathname, load] of Object.entries(laterPages)) {
      const named = laterPageSources[pathname];
      vi.mocked(loadTexts).mockClear();
      const loaded = await load();
      expect(loaded, pathname).toBe(await import(/* @vite-ignore */ path.join(webRoot, named?.source ?? 'missing')));
      expect(vi.mocked(loadTexts).mock.calls.flat(), pathname).toEqual(named?.texts ? [named.texts] : []);
    }
  });

  it('are the loaders, the page and its texts in Chinese, with English too for an English visitor', () => {
    expect(laterPageModules(PATHS.orderList, 'zh-CN')).toEqual([
      'src/app/later-pages.ts',
      'src/features/orders/pages/order-list-page.tsx',
      'src/locales/later.zh-CN.ts',
      'src/locales/orders.zh-CN.ts',
    ]);
    expect(laterPageModules(PATHS.addressList, 'en')).toEqual([
      'src/app/later-pages.ts',
      'src/features/member-centre/pages/address-list-page.tsx',
      'src/locales/en.ts',
      'src/locales/later.zh-CN.ts',
      'src/locales/later.en.ts',
    ]);
  });

  it('name files that exist, for every later page in both languages', () => {
    const named = Object.keys(laterPageSources).flatMap((pathname) => [
      ...laterPageModules(pathname, 'zh-CN'),
      ...laterPageModules(pathname, 'en'),
    ]);
    expect([...new Set(named)].filter((file) => !fs.existsSync(path.join(webRoot, file)))).toEqual([]);
  });

  it('are none for a first view the server renders, or a path the shop does not have', () => {
    expect(laterPageModules(PATHS.home, 'zh-CN')).toEqual([]);
    expect(laterPageModules(PATHS.goodsDetail, 'zh-CN')).toEqual([]);
    expect(laterPageModules('/no/such/page', 'en')).toEqual([]);
  });
});
