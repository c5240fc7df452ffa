import type { InvoiceTitle } from '@ffe/shared/contracts/member-centre';
import { expect, it } from 'vitest';
import { itAsksVisitorsToLogIn, post } from '../../../test/app';
import { describeOnEachDatabase } from '../../../test/each-database';
import { type Member, tick } from '../../../test/factories';

const company = { kind: 'company', title: '深圳市花语科技有限公司', taxNumber: '91440300MA5F123456' } as const;
const personal = { kind: 'personal', title: '张小花' } as const;

describeOnEachDatabase('invoice titles', (t) => {
  const list = async (who: Member) =>
    (await post<{ list: InvoiceTitle[] }>(t.app, '/api/member/invoice/list', {}, who)).body.data.list;
  const add = async (who: Member, body: object) => {
    const answer = await post<InvoiceTitle>(t.app, '/api/member/invoice/add', body, who);
    await tick();
    return answer;
  };
  const rowsOf = (who: Member) =>
    t.db.selectFrom('invoice_titles').selectAll().where('user_id', '=', who.id).orderBy('id').execute();

  itAsksVisitorsToLogIn(t, '/api/member/invoice/', [
    ['list', {}],
    ['add', {}],
    ['update', {}],
    ['remove', {}],
  ]);

  it('adds company and personal titles and lists them newest first', async () => {
    const ann = await t.member();
    const first = await add(ann, company);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ id: expect.any(String), ...company });
    const second = await add(ann, { ...personal, title: ' 张小花 ' });
    expect(second.body.data).toEqual({ id: expect.any(String), ...personal, taxNumber: null });
    expect(await list(ann)).toEqual([second.body.data, first.body.data]);
  });

  it('keeps no tax number on a personal title', async () => {
    const ann = await t.member();
    const { body } = await add(ann, { ...personal, taxNumber: company.taxNumber });
    expect(body.data.taxNumber).toBeNull();
  });

  it('updates a title', async () => {
    const ann = await t.member();
    const { body: mine } = await add(ann, personal);
    const { status, body } = await post<InvoiceTitle>(
      t.app,
      '/api/member/invoice/update',
      { id: mine.data.id, ...company },
      ann,
    );
    expect(status).toBe(200);
    expect(body.data).toEqual({ id: mine.data.id, ...company });
    expect(await list(ann)).toEqual([body.data]);
  });

  it('removes a title', async () => {
    const ann = await t.member();
    const { body: mine } = await add(ann, personal);
    const { status, body } = await post(t.app, '/api/member/invoice/remove', { id: mine.data.id }, ann);
    expect(status).toBe(200);
    expect(body.data).toBeNull();
    expect(await list(ann)).toEqual([]);
  });

  it("answers another member's title like a missing one, with 404, and changes nothing", async () => {
    const [ann, bob] = [await t.member(), await t.member()];
    const { body: bobs } = await add(bob, company);
    const before = await rowsOf(bob);
    for (const id of [bobs.data.id, 'no-such-title']) {
      const update = await post(t.app, '/api/member/invoice/update', { id, ...personal }, ann);
      expect(update.status).toBe(404);
      expect(update.body.errCode).toBe('NOT_FOUND');
      const remove = await post(t.app, '/api/member/invoice/remove', { id }, ann);
      expect(remove.status).toBe(404);
    }
    expect(await rowsOf(bob)).toEqual(before);
    expect(await list(ann)).toEqual([]);
  });

  it.each([
    ['taxNumber', { kind: 'company', title: '某某有限公司' }],
    ['taxNumber', { ...company, taxNumber: 'abc' }],
    ['title', { ...personal, title: '张' }],
    ['kind', { ...personal, kind: 'government' }],
  ])('refuses a bad %s with 400 naming it and adds nothing', async (field, body) => {
    const ann = await t.member();
    const { status, body: answer } = await post(t.app, '/api/member/invoice/add', body, ann);
    expect(status).toBe(400);
    expect(answer).toMatchObject({ errCode: 'INVALID_PARAM' });
    expect(answer.message).toContain(field);
    expect(await rowsOf(ann)).toEqual([]);
  });

  it('refuses a bad update with 400 naming the field and changes nothing', async () => {
    const ann = await t.member();
    const { body: mine } = await add(ann, company);
    const before = await rowsOf(ann);
    const { status, body } = await post(
      t.app,
      '/api/member/invoice/update',
      { id: mine.data.id, kind: 'company', title: '某某有限公司' },
      ann,
    );
    expect(status).toBe(400);
    expect(body.message).toContain('taxNumber');
    const missingId = await post(t.app, '/api/member/invoice/update', company, ann);
    expect(missingId.status).toBe(400);
    expect(missingId.body.message).toContain('id');
    expect(await rowsOf(ann)).toEqual(before);
  });
});
