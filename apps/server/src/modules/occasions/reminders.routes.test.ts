import type { Reminder } from '@ffe/shared/contracts/occasions';
import { nextOccurrence } from '@ffe/shared/domain/occasions';
import { expect, it } from 'vitest';
import { itAsksVisitorsToLogIn, post } from '../../../test/app';
import { describeOnEachDatabase } from '../../../test/each-database';
import type { Member } from '../../../test/factories';

const birthday = { kind: 'birthday', name: '妈妈生日', month: 5, day: 12, note: '她喜欢康乃馨' } as const;

describeOnEachDatabase('occasion reminders', (t) => {
  const list = async (who: Member) =>
    (await post<{ list: Reminder[] }>(t.app, '/api/member/reminder/list', {}, who)).body.data.list;
  const add = (who: Member, body: object) => post<Reminder>(t.app, '/api/member/reminder/add', body, who);
  const rowsOf = (who: Member) =>
    t.db.selectFrom('occasion_reminders').selectAll().where('user_id', '=', who.id).orderBy('id').execute();

  itAsksVisitorsToLogIn(t, '/api/member/reminder/', [
    ['list', {}],
    ['add', birthday],
    ['update', { ...birthday, id: 'x' }],
    ['remove', { id: 'x' }],
  ]);

  it('adds a reminder with its next date, its days left and the goods for the occasion', async () => {
    const ann = await t.member();
    const { status, body } = await add(ann, { ...birthday, name: ' 妈妈生日 ' });
    expect(status).toBe(200);
    const next = nextOccurrence(Date.now(), 5, 12);
    expect(body.data).toEqual({
      id: expect.any(String),
      ...birthday,
      nextDate: next.date,
      daysLeft: next.days,
      goodsUrl: `/pages/goods/goods-search/goods-search?keyword=${encodeURIComponent('生日')}`,
    });
    expect(await list(ann)).toEqual([body.data]);
  });

  it('lists the soonest occasion first', async () => {
    const ann = await t.member();
    const today = new Date(Date.now() + 8 * 3_600_000);
    const soon = new Date(today.getTime() + 3 * 86_400_000);
    const later = new Date(today.getTime() + 40 * 86_400_000);
    await add(ann, { kind: 'other', name: '晚', month: later.getUTCMonth() + 1, day: later.getUTCDate() });
    await add(ann, { kind: 'love', name: '早', month: soon.getUTCMonth() + 1, day: soon.getUTCDate() });
    expect((await list(ann)).map((r) => [r.name, r.daysLeft])).toEqual([
      ['早', 3],
      ['晚', 40],
    ]);
  });

  it('keeps 29 February, shown on the 28th in a year without it', async () => {
    const ann = await t.member();
    const { status, body } = await add(ann, { kind: 'anniversary', name: '结婚纪念日', month: 2, day: 29 });
    expect(status).toBe(200);
    expect(body.data.nextDate).toMatch(/-02-2[89]$/);
  });

  it.each([
    [{ ...birthday, day: 31, month: 4 }, 'day'],
    [{ ...birthday, day: 30, month: 2 }, 'day'],
    [{ ...birthday, month: 13 }, 'month'],
    [{ ...birthday, name: '  ' }, 'name'],
    [{ ...birthday, kind: 'wedding' }, 'kind'],
    [{ ...birthday, note: '花'.repeat(201) }, 'note'],
  ])('refuses a bad reminder naming the field (%j) and saves nothing', async (input, field) => {
    const ann = await t.member();
    const { status, body } = await add(ann, input);
    expect(status).toBe(400);
    expect(body.message).toContain(field);
    expect(await rowsOf(ann)).toEqual([]);
  });

  it('edits a reminder, and a moved date is told again', async () => {
    const ann = await t.member();
    const { body: mine } = await add(ann, birthday);
    await t.db
      .insertInto('occasion_notices')
      .values({ reminder_id: mine.data.id, year: 2030, lead: 7, sent_at: 1 })
      .execute();
    const changed = { id: mine.data.id, ...birthday, name: '妈妈的生日', month: 6, day: 1 };
    const { status, body } = await post<Reminder>(t.app, '/api/member/reminder/update', changed, ann);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ name: '妈妈的生日', month: 6, day: 1 });
    expect(await list(ann)).toEqual([body.data]);
    const notices = await t.db
      .selectFrom('occasion_notices')
      .selectAll()
      .where('reminder_id', '=', mine.data.id)
      .execute();
    expect(notices).toEqual([]);
  });

  it('removes a reminder', async () => {
    const ann = await t.member();
    const { body: mine } = await add(ann, birthday);
    const { status } = await post(t.app, '/api/member/reminder/remove', { id: mine.data.id }, ann);
    expect(status).toBe(200);
    expect(await list(ann)).toEqual([]);
  });

  it("answers another member's reminder like a missing one, with 404, and changes nothing", async () => {
    const [ann, bob] = [await t.member(), await t.member()];
    const { body: bobs } = await add(bob, birthday);
    const before = await rowsOf(bob);
    for (const id of [bobs.data.id, 'no-such-reminder']) {
      const update = await post(t.app, '/api/member/reminder/update', { id, ...birthday, name: '改' }, ann);
      expect(update.status).toBe(404);
      const remove = await post(t.app, '/api/member/reminder/remove', { id }, ann);
      expect(remove.status).toBe(404);
    }
    expect(await rowsOf(bob)).toEqual(before);
    expect(await list(ann)).toEqual([]);
  });
});
