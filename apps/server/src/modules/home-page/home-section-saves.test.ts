import type { AdminHomeSection } from '@ffe/shared/contracts/admin-home';
import { beforeAll, expect, it } from 'vitest';
import { post } from '../../../test/app';
import { describeOnEachDatabase } from '../../../test/each-database';
import { aCategory, aGoods, type SignedInStaff } from '../../../test/factories';

/** What the section editor sends back for a section it read: the whole section, with its version. */
const editorSave = (s: AdminHomeSection, over: object = {}) => ({
  id: s.id,
  version: s.version,
  title: s.title,
  titleEn: s.titleEn,
  kind: s.kind,
  goodsIds: s.goods.map((g) => g.id),
  ...over,
});

describeOnEachDatabase('console home section saves', (t) => {
  let ann: SignedInStaff;
  let bob: SignedInStaff;
  const goods: string[] = [];

  beforeAll(async () => {
    [ann, bob] = [await t.staff('admin'), await t.staff('admin')];
    const category = await aCategory(t.db, { name: '爱情鲜花' });
    for (const name of ['红玫瑰', '香水百合', '向日葵'])
      goods.push((await aGoods(t.db, { category_id: category.id, name })).id);
  });

  const as = <T = AdminHomeSection>(who: SignedInStaff, url: string, body: object) =>
    post<T>(t.app, `/api/admin/home/section/${url}`, body, who);
  const load = async (id: string) =>
    (await as<{ list: AdminHomeSection[] }>(ann, 'list', {})).body.data.list.find(
      (s) => s.id === id,
    ) as AdminHomeSection;
  const aNew = async () =>
    (await as(ann, 'create', { title: '店长推荐', kind: 'chosen', goodsIds: [goods[0]] })).body.data.id;

  it("refuses a save made from a version another person's save has passed, changing nothing, and takes it from the new one", async () => {
    const id = await aNew();
    const annOpened = await load(id);
    const bobOpened = await load(id);
    const added = await as(ann, 'update', editorSave(annOpened, { goodsIds: [goods[0], goods[1]] }));
    expect([added.status, added.body.data.version]).toEqual([200, annOpened.version + 1]);
    const stale = await as(bob, 'update', editorSave(bobOpened, { title: '本周推荐' }));
    expect([stale.status, stale.body.errCode]).toEqual([409, 'RECORD_CHANGED']);
    expect(stale.body.message).toMatch(/^version: /);
    const now = await load(id);
    expect([now.title, now.goods.map((g) => g.id), now.version]).toEqual([
      '店长推荐',
      [goods[0], goods[1]],
      annOpened.version + 1,
    ]);
    const again = await as(bob, 'update', editorSave(now, { title: '本周推荐' }));
    expect([again.body.data.title, again.body.data.goods.length]).toEqual(['本周推荐', 2]);
  });

  it('lets exactly one of 200 saves made at once from one version through', async () => {
    const id = await aNew();
    const opened = await load(id);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => as(i % 2 ? ann : bob, 'update', editorSave(opened, { title: `推荐${i}` }))),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.errCode === 'RECORD_CHANGED')).toHaveLength(199);
    const winner = answers.find((a) => a.status === 200)?.body.data;
    const now = await load(id);
    expect([now.version, now.title]).toEqual([opened.version + 1, winner?.title]);
  });
});
