import type { AdminCategory, AdminCategoryTree } from '@ffe/shared/contracts/admin-categories';
import type { GoodsPage } from '@ffe/shared/contracts/catalogue';
import { beforeAll, expect, it } from 'vitest';
import { post } from '../../../test/app';
import { auditOf } from '../../../test/back-office';
import { describeOnEachDatabase } from '../../../test/each-database';
import { aCategory, aGoods } from '../../../test/factories';
import { itGuardsWithPermission } from '../../../test/staff';

const ICON = '/uploads/p-0123456789abcdef0123456789abcdef-750.webp';

describeOnEachDatabase('console categories', (t) => {
  let florist: { token: string };
  beforeAll(async () => {
    florist = await t.staff('florist');
  });
  const call = <T = AdminCategory>(url: string, body: object) =>
    post<T>(t.app, `/api/admin/category/${url}`, body, florist);
  const tree = async () => (await call<AdminCategoryTree>('tree', {})).body.data.list;

  it('builds a two-level tree with icons, order, visibility and goods counts', async () => {
    const top = (await call('create', { name: '生日鲜花', icon: ICON })).body.data;
    const child = (await call('create', { name: '送长辈', icon: '/images/icon/lily-white.svg', parentId: top.id })).body
      .data;
    const hidden = (await call('create', { name: '内部', icon: ICON, visible: false })).body.data;
    await aGoods(t.db, { category_id: child.id });
    const list = await tree();
    const node = list.find((c) => c.id === top.id);
    expect(node).toMatchObject({ name: '生日鲜花', icon: ICON, visible: true, parentId: null, goodsCount: 1 });
    expect(node?.children).toEqual([expect.objectContaining({ id: child.id, goodsCount: 1, parentId: top.id })]);
    expect(list.find((c) => c.id === hidden.id)?.visible).toBe(false);
    expect((await auditOf(t.db, top.id)).map((e) => e.action)).toEqual(['category.create']);
  });

  it("counts a top-level category's own goods and its sub-categories', of every status", async () => {
    const top = (await call('create', { name: '婚礼', icon: ICON })).body.data;
    const bridal = (await call('create', { name: '手捧花', icon: ICON, parentId: top.id })).body.data;
    const empty = (await call('create', { name: '胸花', icon: ICON, parentId: top.id })).body.data;
    const other = (await call('create', { name: '开业', icon: ICON })).body.data;
    await aGoods(t.db, { category_id: top.id });
    await aGoods(t.db, { category_id: bridal.id });
    await aGoods(t.db, { category_id: bridal.id, status: 'off_sale' });
    await aGoods(t.db, { category_id: other.id });
    const list = await tree();
    const node = list.find((c) => c.id === top.id);
    expect(node?.goodsCount).toBe(3);
    expect(node?.children.map((c) => [c.id, c.goodsCount])).toEqual([
      [bridal.id, 2],
      [empty.id, 0],
    ]);
    expect(list.find((c) => c.id === other.id)?.goodsCount).toBe(1);
    // An edit answers the same number as the tree.
    expect((await call('update', { id: top.id, version: top.version, name: '婚礼花艺' })).body.data.goodsCount).toBe(3);
  });

  it('refuses a third level, an unknown parent, an empty name and an outside icon', async () => {
    const top = (await call('create', { name: '顶层', icon: ICON })).body.data;
    const child = (await call('create', { name: '二层', icon: ICON, parentId: top.id })).body.data;
    const before = await tree();
    for (const [body, field] of [
      [{ name: '三层', icon: ICON, parentId: child.id }, 'parentId'],
      [{ name: '无处', icon: ICON, parentId: 'cat-nowhere' }, 'parentId'],
      [{ name: ' ', icon: ICON }, 'name'],
      [{ name: '外链', icon: 'https://example.com/a.png' }, 'icon'],
    ] as const) {
      const answer = await call('create', body);
      expect([answer.status, answer.body.message]).toEqual([400, expect.stringMatching(new RegExp(`^${field}: `))]);
    }
    const nested = await call('update', {
      id: top.id,
      version: top.version,
      parentId: (await call('create', { name: 'x', icon: ICON })).body.data.id,
    });
    expect([nested.status, nested.body.message]).toEqual([400, expect.stringMatching(/^parentId: /)]);
    expect((await tree()).length).toBe(before.length + 1);
  });

  it('renames a category and its goods are found by the new name; hiding it takes them out of the shop', async () => {
    const cat = await aCategory(t.db, { name: '旧名字' });
    const goods = await aGoods(t.db, { category_id: cat.id, name: '某花束' });
    const search = async () =>
      (await post<GoodsPage>(t.app, '/api/mall/goodsInfo/search', { keyword: '满天星专区' })).body.data.list.map(
        (g) => g.id,
      );
    expect((await call('update', { id: cat.id, version: 1, name: '满天星专区' })).body.data).toMatchObject({
      name: '满天星专区',
      visible: true,
    });
    expect(await search()).toContain(goods.id);
    expect((await call('update', { id: cat.id, version: 2, visible: false })).body.data).toMatchObject({
      visible: false,
    });
    expect(await search()).not.toContain(goods.id);
  });

  it('refuses to delete a category holding goods, saying how many, and deletes an empty one', async () => {
    const cat = (await call('create', { name: '有货', icon: ICON })).body.data;
    await aGoods(t.db, { category_id: cat.id });
    await aGoods(t.db, { category_id: cat.id });
    const refused = await call('delete', { id: cat.id });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ errCode: 'CATEGORY_HAS_GOODS' });
    expect(refused.body.message).toContain('2');
    expect((await tree()).some((c) => c.id === cat.id)).toBe(true);

    const empty = (await call('create', { name: '空的', icon: ICON })).body.data;
    expect((await call('delete', { id: empty.id })).status).toBe(200);
    expect((await tree()).some((c) => c.id === empty.id)).toBe(false);
    expect((await auditOf(t.db, empty.id)).map((e) => e.action)).toEqual(['category.create', 'category.delete']);
  });

  it('refuses to delete a category whose goods all sit in its sub-categories, saying how many', async () => {
    const top = (await call('create', { name: '节日', icon: ICON })).body.data;
    const child = (await call('create', { name: '母亲节', icon: ICON, parentId: top.id })).body.data;
    for (let i = 0; i < 3; i++) await aGoods(t.db, { category_id: child.id });
    const refused = await call('delete', { id: top.id });
    expect([refused.status, refused.body.errCode]).toEqual([409, 'CATEGORY_HAS_GOODS']);
    expect(refused.body.message).toContain('3 goods are in this category and its sub-categories');
    const inChild = await call('delete', { id: child.id });
    expect([inChild.status, inChild.body.errCode]).toEqual([409, 'CATEGORY_HAS_GOODS']);
    expect(inChild.body.message).toContain('3 goods are in this category;');
    expect((await tree()).find((c) => c.id === top.id)?.children).toHaveLength(1);
    expect((await auditOf(t.db, top.id)).map((e) => e.action)).toEqual(['category.create']);
  });

  it('refuses to delete a category with children', async () => {
    const top = (await call('create', { name: '父', icon: ICON })).body.data;
    await call('create', { name: '子', icon: ICON, parentId: top.id });
    const refused = await call('delete', { id: top.id });
    expect([refused.status, refused.body.errCode]).toEqual([409, 'CATEGORY_HAS_CHILDREN']);
  });

  it('reorders the children of one parent, and only all of them', async () => {
    const top = (await call('create', { name: '排序', icon: ICON })).body.data;
    const ids: string[] = [];
    for (const name of ['甲', '乙', '丙'])
      ids.push((await call('create', { name, icon: ICON, parentId: top.id })).body.data.id);
    const answer = await call<AdminCategoryTree>('reorder', { parentId: top.id, ids: [ids[2], ids[0], ids[1]] });
    expect(answer.body.data.list.find((c) => c.id === top.id)?.children.map((c) => c.name)).toEqual(['丙', '甲', '乙']);
    const partial = await call('reorder', { parentId: top.id, ids: [ids[0]] });
    expect([partial.status, partial.body.message]).toEqual([400, expect.stringMatching(/^ids: /)]);
    const stray = await call('reorder', { parentId: top.id, ids: [ids[0], ids[1], top.id] });
    expect([stray.status, stray.body.message]).toEqual([400, expect.stringMatching(/^ids\.2: /)]);
  });

  itGuardsWithPermission(t, 'catalogue.manage', [
    { url: '/api/admin/category/tree', allowed: 200 },
    { url: '/api/admin/category/create', allowed: 400 },
    { url: '/api/admin/category/update', allowed: 400 },
    { url: '/api/admin/category/delete', allowed: 400 },
    { url: '/api/admin/category/reorder', allowed: 400 },
  ]);
});
