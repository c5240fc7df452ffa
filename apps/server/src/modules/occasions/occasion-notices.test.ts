import { expect, it, vi } from 'vitest';
import { post } from '../../../test/app';
import { describeOnEachDatabase } from '../../../test/each-database';
import type { Member } from '../../../test/factories';
import { recordingSms } from '../../../test/recording-sms';
import { startJobs } from '../../platform/scheduler';
import { occasionSweepJob } from './occasion-scheduler';

/** 2027-03-01 09:00 in the shop's time (UTC+8). */
const MARCH_FIRST_2027 = Date.UTC(2027, 2, 1, 1, 0);
const DAY = 86_400_000;

const sms = recordingSms();

describeOnEachDatabase(
  'occasion notices',
  (t) => {
    const run = async (at: number) =>
      (await post<{ occasions: number; backInStock: number }>(t.app, '/api/dev/occasions/run', { at })).body.data;
    const save = async (who: Member, month: number, day: number, name = '妈妈生日') =>
      (await post<{ id: string }>(t.app, '/api/member/reminder/add', { kind: 'birthday', name, month, day }, who)).body
        .data;
    const noticesOf = async (who: Member) =>
      (
        await t.db
          .selectFrom('im_messages')
          .select(['body', 'from_uid'])
          .where('to_uid', '=', who.id)
          .where('type', '=', 'shop-notice')
          .orderBy('create_time')
          .execute()
      ).map((m) => ({ from: m.from_uid, ...JSON.parse(m.body) }));
    const textsTo = (who: Member) => sms.shop.filter((s) => s.phone === who.user.phone).map((s) => s.sms);

    it('tells the member 7 days before, in the chat from system and by text, with the goods for the occasion', async () => {
      const ann = await t.member();
      await save(ann, 3, 8);
      await run(MARCH_FIRST_2027);
      const url = `/pages/goods/goods-search/goods-search?keyword=${encodeURIComponent('生日')}`;
      expect(await noticesOf(ann)).toEqual([
        {
          from: 'system',
          kind: 'occasion',
          occasion: 'birthday',
          name: '妈妈生日',
          date: '2027-03-08',
          days: 7,
          url,
          time: MARCH_FIRST_2027,
        },
      ]);
      expect(textsTo(ann)).toEqual([
        { template: 'occasion-reminder', params: { name: '妈妈生日', date: '2027-03-08', days: 7, url } },
      ]);
    });

    it('sends each lead once when the scheduler runs twice, and twice at once', async () => {
      const ann = await t.member();
      await save(ann, 3, 9);
      const weekBefore = MARCH_FIRST_2027 + DAY;
      await run(weekBefore);
      await run(weekBefore + 60_000);
      const again = await Promise.all([run(weekBefore + 120_000), run(weekBefore + 120_000)]);
      expect(again.map((r) => r.occasions)).toEqual([0, 0]);
      const dayBefore = MARCH_FIRST_2027 + 7 * DAY;
      const [first, second] = await Promise.all([run(dayBefore), run(dayBefore)]);
      expect(first.occasions + second.occasions).toBe(1);
      await run(dayBefore + 3_600_000);
      expect((await noticesOf(ann)).map((n) => [n.date, n.days])).toEqual([
        ['2027-03-09', 7],
        ['2027-03-09', 1],
      ]);
      expect(textsTo(ann).map((s) => s.params)).toMatchObject([{ days: 7 }, { days: 1 }]);
    });

    it('keeps 29 February on the 28th in a year without it', async () => {
      const ann = await t.member();
      await save(ann, 2, 29, '结婚纪念日');
      await run(Date.UTC(2027, 1, 21, 1, 0));
      expect((await noticesOf(ann)).map((n) => [n.date, n.days])).toEqual([['2027-02-28', 7]]);
      await run(Date.UTC(2028, 1, 22, 1, 0));
      expect((await noticesOf(ann)).map((n) => n.date)).toEqual(['2027-02-28', '2028-02-29']);
    });

    it('tells each member only of their own dates, and nothing of a removed one', async () => {
      const [ann, bob] = [await t.member(), await t.member()];
      const bobs = await save(bob, 3, 10, '鲍勃的纪念日');
      await post(t.app, '/api/member/reminder/remove', { id: bobs.id }, bob);
      await save(ann, 3, 10, '安的生日');
      await run(MARCH_FIRST_2027 + 2 * DAY);
      expect((await noticesOf(ann)).map((n) => n.name)).toEqual(['安的生日']);
      expect(await noticesOf(bob)).toEqual([]);
    });
  },
  { sms },
);

it('runs its jobs on the injected clock every interval, one run at a time', async () => {
  vi.useFakeTimers();
  try {
    const seen: number[] = [];
    let clock = 1_000;
    const stop = startJobs(
      [
        occasionSweepJob(
          [{ run: async (at) => seen.push(at) }],
          50,
          () => undefined,
          () => clock,
        ),
      ],
      () => undefined,
    );
    await vi.advanceTimersByTimeAsync(50);
    clock = 2_000;
    await vi.advanceTimersByTimeAsync(50);
    stop();
    await vi.advanceTimersByTimeAsync(500);
    expect(seen).toEqual([1_000, 2_000]);
  } finally {
    vi.useRealTimers();
  }
});
