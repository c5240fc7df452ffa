import { SHOP_UTC_OFFSET_MS } from '@ffe/shared/constants';
import type { DeskSettings, QuickReply } from '@ffe/shared/contracts/admin-desk';
import type { ImMessage } from '@ffe/shared/contracts/im';
import { expect, it } from 'vitest';
import { post } from '../../../test/app';
import { chatting } from '../../../test/chatting';
import { describeOnEachDatabase, type SuiteApp } from '../../../test/each-database';
import { seedNewShopDesk } from '../../db/migrations/034-desk-defaults';

const DAY_MS = 86_400_000;

function newShop(t: SuiteApp) {
  const chat = chatting(t);
  const data = async <T>(who: { token: string }, path: string, body: object = {}) => {
    const answer = await post<T>(t.app, `/api/admin/desk/${path}`, body, who);
    expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
    return answer.body.data;
  };
  return {
    data,
    settings: async () => data<DeskSettings>(await t.staff('admin'), 'settings'),
    /** The seeded texts with other hours, so a test does not hang on the clock it runs at. */
    async hours(hours: Pick<DeskSettings, 'days' | 'opens' | 'closes'>) {
      const seeded = await data<DeskSettings>(await t.staff('admin'), 'settings');
      await data(await t.staff('admin'), 'settings/update', { ...seeded, ...hours });
    },
    /** A customer's first message to the shop, and what the conversation holds the moment its send answered. */
    async firstMessage(customer: { token: string }) {
      const sent = await chat.send(customer, (await chat.staff()).id, '你好，想订一束花');
      expect(sent.status).toBe(200);
      const listed = await chat.call<ImMessage[]>(customer, 'getMsgList', {
        conversation_id: sent.body.data.conversation_id,
      });
      return listed.body.data.filter((m) => m.from_uid !== sent.body.data.from_uid).map((m) => m.body);
    },
  };
}

describeOnEachDatabase('A new shop’s desk', (t) => {
  const shop = newShop(t);

  it('starts with a greeting, an away reply and shared quick replies in Chinese and English, shown in settings', async () => {
    const settings = await shop.settings();
    expect(settings).toMatchObject({ days: [0, 1, 2, 3, 4, 5, 6], opens: '09:00', closes: '21:00' });
    for (const text of [settings.greeting, settings.greeting_en, settings.away_reply, settings.away_reply_en])
      expect(text).toContain('{{hours}}');
    expect(settings.away_reply).toContain('{{next_open}}');
    expect(settings.away_reply_en).toContain('{{next_open}}');
    const replies = await shop.data<QuickReply[]>(await t.staff('service'), 'quick-replies');
    expect(replies.filter((r) => r.scope === 'shared').map((r) => r.shortcut)).toEqual(
      expect.arrayContaining(['hi', 'hi-en', 'order', 'order-en', 'thanks', 'thanks-en']),
    );
  });

  it('greets a customer’s first message at once, with the service hours', async () => {
    await shop.hours({ days: [0, 1, 2, 3, 4, 5, 6], opens: '00:00', closes: '24:00' });
    const { greeting } = await shop.settings();
    expect(await shop.firstMessage(await t.member())).toEqual([greeting.replaceAll('{{hours}}', '00:00–24:00')]);
  });

  it('greets a member who chose English in English, and a guest in Chinese', async () => {
    await shop.hours({ days: [0, 1, 2, 3, 4, 5, 6], opens: '00:00', closes: '24:00' });
    const { greeting, greeting_en } = await shop.settings();
    expect(await shop.firstMessage(await t.member({ language: 'en' }))).toEqual([
      greeting_en.replaceAll('{{hours}}', '00:00–24:00'),
    ]);
    expect(await shop.firstMessage(await chatting(t).guest())).toEqual([
      greeting.replaceAll('{{hours}}', '00:00–24:00'),
    ]);
  });

  it('answers outside the hours with the away reply saying when the desk opens', async () => {
    // Open tomorrow only: it is outside the hours now, whatever the time, and opens tomorrow at 09:00.
    const tomorrow = new Date(Date.now() + SHOP_UTC_OFFSET_MS + DAY_MS);
    await shop.hours({ days: [tomorrow.getUTCDay()], opens: '09:00', closes: '21:00' });
    const [away] = await shop.firstMessage(await t.member());
    const opens = `${tomorrow.toISOString().slice(5, 10)} 09:00`;
    expect(away).toContain(`将于 ${opens} 上线`);
    expect(away).toContain('09:00–21:00');
    expect(away).not.toContain('{{');
  });
});

describeOnEachDatabase('The desk’s defaults on a database in use', (t) => {
  it('are never written over what the shop saved, nor added to its quick replies', async () => {
    const admin = await t.staff('admin');
    const saved = { ...(await newShop(t).settings()), greeting: '店里自己写的欢迎语' };
    await newShop(t).data(admin, 'settings/update', saved);
    await t.db.deleteFrom('desk_quick_replies').execute();

    await seedNewShopDesk(t.db);
    expect((await newShop(t).settings()).greeting).toBe('店里自己写的欢迎语');
    expect(await t.db.selectFrom('desk_quick_replies').selectAll().execute()).toEqual([]);
  });
});
