import type { CoolerStem, CoolerStemPage, CoolerStemPrices, CoolerSupplier } from '@ffe/shared/contracts/cooler-stems';
import { beforeAll, expect, it } from 'vitest';
import { post } from '../../../test/app';
import { auditOf } from '../../../test/back-office';
import { aStem, aStemPrice, aSupplier } from '../../../test/cooler';
import { describeOnEachDatabase } from '../../../test/each-database';
import { itGuardsWithPermission } from '../../../test/staff';

const rose = {
  kind: 'flower',
  name: '红玫瑰',
  nameEn: 'Red rose',
  variety: '卡罗拉',
  grade: 'A',
  colour: '红',
  unit: 'stem',
  bunchSize: 20,
  vaseLifeDays: 7,
  substitutionGroup: '红色玫瑰',
  valueCents: 350,
} as const;

describeOnEachDatabase('the cooler’s stems and suppliers', (t) => {
  let florist: { token: string };
  let admin: { token: string };
  beforeAll(async () => {
    florist = await t.staff('florist');
    admin = await t.staff('admin');
  });
  const call = <T = CoolerStem>(url: string, body: object, who = florist) =>
    post<T>(t.app, `/api/admin/cooler/${url}`, body, who);

  it('adds a stem, edits it and archives it; the list filters by kind, name and archived', async () => {
    const created = await call('stems/create', rose);
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ ...rose, archived: false, version: 1 });
    const paper = (
      await call('stems/create', { kind: 'material', name: '牛皮纸', unit: 'sheet', bunchSize: 50, vaseLifeDays: 60 })
    ).body.data;
    expect(paper).toMatchObject({ nameEn: null, variety: '', substitutionGroup: null, valueCents: 0 });

    const edited = await call('stems/update', { id: created.body.data.id, version: 1, bunchSize: 10, grade: 'B' });
    expect(edited.body.data).toMatchObject({ bunchSize: 10, grade: 'B', name: '红玫瑰', version: 2 });
    const archived = await call('stems/archive', { id: paper.id, version: paper.version, archived: true });
    expect(archived.body.data).toMatchObject({ archived: true, version: 2 });

    const names = async (body: object) =>
      (await call<CoolerStemPage>('stems/list', { pageSize: 100, ...body })).body.data.list.map((s) => s.id);
    expect(await names({ kind: 'flower' })).toContain(created.body.data.id);
    expect(await names({ kind: 'flower' })).not.toContain(paper.id);
    expect(await names({})).not.toContain(paper.id);
    expect(await names({ archived: 'archived' })).toContain(paper.id);
    expect(await names({ archived: 'all', keyword: 'RED ROSE' })).toContain(created.body.data.id);
    expect(await names({ archived: 'all', keyword: '牛皮' })).toEqual([paper.id]);
    const options = (await call<{ list: { id: string }[] }>('stems/options', {})).body.data.list.map((s) => s.id);
    expect(options).toContain(created.body.data.id);
    expect(options).not.toContain(paper.id);

    const back = await call('stems/archive', { id: paper.id, version: 2, archived: false });
    expect(back.body.data.archived).toBe(false);
    expect((await auditOf(t.db, paper.id)).map((e) => [e.area, e.action])).toEqual([
      ['cooler', 'stem.create'],
      ['cooler', 'stem.archive'],
      ['cooler', 'stem.unarchive'],
    ]);
    const update = (await auditOf(t.db, created.body.data.id))[1];
    expect(JSON.parse(update?.after ?? '{}')).toEqual({ bunchSize: 10, grade: 'B' });
  });

  it('refuses a stem out of bounds with a 400 naming the field, and changes nothing', async () => {
    const stem = await aStem(t.db);
    for (const [body, field] of [
      [{ ...rose, name: '' }, 'name'],
      [{ ...rose, name: '玫'.repeat(31) }, 'name'],
      [{ ...rose, bunchSize: 0 }, 'bunchSize'],
      [{ ...rose, bunchSize: 501 }, 'bunchSize'],
      [{ ...rose, vaseLifeDays: 61 }, 'vaseLifeDays'],
      [{ ...rose, valueCents: 1_000_001 }, 'valueCents'],
      [{ ...rose, valueCents: -1 }, 'valueCents'],
      [{ ...rose, unit: 'kilo' }, 'unit'],
      [{ ...rose, kind: 'tree' }, 'kind'],
    ] as const) {
      const answer = await call('stems/create', body);
      expect([answer.status, answer.body.message]).toEqual([400, expect.stringMatching(new RegExp(`^${field}: `))]);
      const edit = await call('stems/update', { id: stem.id, version: 1, [field]: body[field] });
      expect([edit.status, edit.body.message]).toEqual([400, expect.stringMatching(new RegExp(`^${field}: `))]);
    }
    expect((await call('stems/detail', { id: stem.id })).body.data).toMatchObject({ version: 1, name: stem.name });
  });

  it('refuses a stale save of a stem, and the stem as it is now shows what the other save changed', async () => {
    const stem = await aStem(t.db, { vase_life_days: 7 });
    expect((await call('stems/update', { id: stem.id, version: 1, vaseLifeDays: 5 })).status).toBe(200);
    const stale = await call('stems/update', { id: stem.id, version: 1, name: '白玫瑰' });
    expect([stale.status, stale.body.errCode]).toEqual([409, 'RECORD_CHANGED']);
    const archive = await call('stems/archive', { id: stem.id, version: 1, archived: true });
    expect([archive.status, archive.body.errCode]).toEqual([409, 'RECORD_CHANGED']);
    expect((await call('stems/detail', { id: stem.id })).body.data).toMatchObject({
      name: stem.name,
      vaseLifeDays: 5,
      version: 2,
      archived: false,
    });
  });

  it('keeps suppliers: add, edit, a stale save refused, archive; a long name is refused naming the field', async () => {
    const made = await call<CoolerSupplier>('suppliers/create', { name: '斗南花市', contact: '王姐 138' });
    expect(made.body.data).toMatchObject({ name: '斗南花市', nameEn: null, contact: '王姐 138', version: 1 });
    const edited = await call<CoolerSupplier>('suppliers/update', {
      id: made.body.data.id,
      version: 1,
      nameEn: 'Dounan',
    });
    expect(edited.body.data).toMatchObject({ nameEn: 'Dounan', version: 2 });
    const stale = await call('suppliers/update', { id: made.body.data.id, version: 1, contact: '' });
    expect([stale.status, stale.body.errCode]).toEqual([409, 'RECORD_CHANGED']);
    const long = await call('suppliers/create', { name: '花'.repeat(31) });
    expect([long.status, long.body.message]).toEqual([400, expect.stringMatching(/^name: /)]);
    await call('suppliers/archive', { id: made.body.data.id, version: 2, archived: true });
    const list = async (archived: string) =>
      (await call<{ list: CoolerSupplier[] }>('suppliers/list', { archived })).body.data.list.map((s) => s.id);
    expect(await list('active')).not.toContain(made.body.data.id);
    expect(await list('archived')).toContain(made.body.data.id);
  });

  it('shows and sets suppliers’ bunch prices to an admin only; a florist is refused them', async () => {
    const stem = await aStem(t.db);
    const market = await aSupplier(t.db, { name: '斗南' });
    const farm = await aSupplier(t.db, { name: '基地' });
    await aStemPrice(t.db, stem.id, market.id, 3000);

    expect((await call('stems/prices', { stemId: stem.id }, florist)).status).toBe(403);
    expect(
      (await call('stems/prices/set', { stemId: stem.id, supplierId: farm.id, bunchPriceCents: 1 }, florist)).status,
    ).toBe(403);
    expect(JSON.stringify((await call('stems/detail', { id: stem.id }, florist)).body.data)).not.toContain('3000');

    const set = await call<CoolerStemPrices>(
      'stems/prices/set',
      { stemId: stem.id, supplierId: farm.id, bunchPriceCents: 2500 },
      admin,
    );
    expect(set.body.data.list.map((p) => [p.supplierName, p.bunchPriceCents])).toEqual([
      ['基地', 2500],
      ['斗南', 3000],
    ]);
    const replaced = await call<CoolerStemPrices>(
      'stems/prices/set',
      { stemId: stem.id, supplierId: market.id, bunchPriceCents: 2800 },
      admin,
    );
    expect(replaced.body.data.list.find((p) => p.supplierId === market.id)?.bunchPriceCents).toBe(2800);
    for (const bad of [0, 10_000_001]) {
      const answer = await call(
        'stems/prices/set',
        { stemId: stem.id, supplierId: farm.id, bunchPriceCents: bad },
        admin,
      );
      expect([answer.status, answer.body.message]).toEqual([400, expect.stringMatching(/^bunchPriceCents: /)]);
    }
    const removed = await call<CoolerStemPrices>(
      'stems/prices/remove',
      { stemId: stem.id, supplierId: farm.id },
      admin,
    );
    expect(removed.body.data.list.map((p) => p.supplierId)).toEqual([market.id]);
    expect((await call<CoolerStemPrices>('stems/prices', { stemId: stem.id }, admin)).body.data.list).toHaveLength(1);
    expect((await auditOf(t.db, stem.id)).map((e) => e.action)).toEqual([
      'stem-price.set',
      'stem-price.set',
      'stem-price.remove',
    ]);
  });

  itGuardsWithPermission(t, 'cooler.manage', [
    { url: '/api/admin/cooler/stems/list', allowed: 200 },
    { url: '/api/admin/cooler/stems/options', allowed: 200 },
    { url: '/api/admin/cooler/suppliers/list', allowed: 200 },
    { url: '/api/admin/cooler/stems/create', body: { ...rose, name: '' }, allowed: 400 },
  ]);
  itGuardsWithPermission(t, 'cooler.costs', [
    { url: '/api/admin/cooler/stems/prices', body: { stemId: 'stem-none' }, allowed: 404 },
  ]);
});
