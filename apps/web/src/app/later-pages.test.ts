// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import i18n from '../lib/i18n';
import { PATHS } from '../lib/paths';
import { laterPages } from './later-pages';
import { routeTable } from './route-table';

describe('the pages no first view opens on', () => {
  // First: the other tests load every page, and the texts with them.
  it('bring their texts with them', async () => {
    await i18n.changeLanguage('zh-CN');
    expect(i18n.exists('address.add')).toBe(false);
    await routeTable.find((entry) => entry.path === PATHS.addressList)?.load();
    expect(i18n.t('address.add')).toBe('新增收货地址');
  });

  it('load at every path of the route table, first views and later pages alike', async () => {
    for (const entry of routeTable) expect((await entry.load()).default, entry.path).toBeDefined();
  });

  it('have no loader at a path the route table does not serve', () => {
    const paths = new Set(routeTable.map((entry) => entry.path));
    expect(Object.keys(laterPages).filter((path) => !paths.has(path))).toEqual([]);
  });
});
