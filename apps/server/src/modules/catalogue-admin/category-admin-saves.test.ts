import type { AdminCategory, AdminCategoryTree, UpdateCategoryRequest } from '@ffe/shared/contracts/admin-categories';
import { beforeAll, expect, it } from 'vitest';
import { post } from '../../../test/app';
import { describeOnEachDatabase } from '../../../test/each-database';
import { aCategory, type SignedInStaff } from '../../../test/factories';

/** What the category editor sends back for a category it read: every field it shows, with its version. */
const editorSave = (c: AdminCategory, over: Partial<UpdateCategoryRequest> = {}): UpdateCategoryRequest => ({
  id: c.id,
  version: c.version,
  name: c.name,
  nameEn: c.nameEn,
  icon: c.icon,
  parentId: c.parentId,
  visible: c.visible,
  ...over,
});

describeOnEachDatabase('console category saves', (t) => {
  let florist: SignedInStaff;
  let admin: SignedInStaff;

  beforeAll(async () => {
    florist = await t.staff('florist');
    admin = await t.staff('admin');
  });

  const as = <T = AdminCategory>(who: SignedInStaff, url: string, body: object) =>
    post<T>(t.app, `/api/admin/category/${url}`, body, who);
  const load = async (id: string) => {
    const list = (await as<AdminCategoryTree>(florist, 'tree', {})).body.data.list;
    return list.flatMap((c) => [c, ...c.children]).find((c) => c.id === id) as AdminCategory;
  };
  const aNew = async () => (await aCategory(t.db, { name: '生日鲜花' })).id;

  it("refuses a save made from a version another person's save has passed, changing nothing, and takes it from the new one", async () => {
    const id = await aNew();
    const adminOpened = await load(id);
    const floristOpened = await load(id);
    const renamed = await as(admin, 'update', editorSave(adminOpened, { name: '生日花束' }));
    expect([renamed.status, renamed.body.data.version]).toEqual([200, adminOpened.version + 1]);
    const stale = await as(florist, 'update', editorSave(floristOpened, { nameEn: 'Birthday' }));
    expect([stale.status, stale.body.errCode]).toEqual([409, 'RECORD_CHANGED']);
    expect(stale.body.message).toMatch(/^version: /);
    const now = await load(id);
    expect([now.name, now.nameEn, now.version]).toEqual(['生日花束', null, adminOpened.version + 1]);
    const again = await as(florist, 'update', editorSave(now, { nameEn: 'Birthday' }));
    expect([again.body.data.name, again.body.data.nameEn]).toEqual(['生日花束', 'Birthday']);
  });

  it('raises the version when the list hides a category, which an open editor then may not undo, but not on a reorder', async () => {
    const id = await aNew();
    const opened = await load(id);
    const tops = (await as<AdminCategoryTree>(admin, 'tree', {})).body.data.list.map((c) => c.id);
    await as(admin, 'reorder', { parentId: null, ids: [id, ...tops.filter((c) => c !== id)] });
    expect((await load(id)).version).toBe(opened.version);
    const hidden = await as(admin, 'update', { id, version: opened.version, visible: false });
    expect(hidden.body.data).toMatchObject({ visible: false, version: opened.version + 1 });
    const stale = await as(florist, 'update', editorSave(opened, { name: '改名' }));
    expect(stale.body.errCode).toBe('RECORD_CHANGED');
    expect((await load(id)).visible).toBe(false);
  });

  it('lets exactly one of 200 saves made at once from one version through', async () => {
    const id = await aNew();
    const opened = await load(id);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => as(florist, 'update', editorSave(opened, { name: `分类${i}` }))),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.errCode === 'RECORD_CHANGED')).toHaveLength(199);
    const winner = answers.find((a) => a.status === 200)?.body.data;
    const now = await load(id);
    expect([now.version, now.name]).toEqual([opened.version + 1, winner?.name]);
  });
});
