import type { DeskSettings, QuickReply } from '@ffe/shared/contracts/admin-desk';
import { expect, it } from 'vitest';
import { post } from '../../../test/app';
import { chatting } from '../../../test/chatting';
import { describeOnEachDatabase, type SuiteApp } from '../../../test/each-database';

function deskCalls(t: SuiteApp) {
  const chat = chatting(t);
  const data = async <T>(who: { token: string }, path: string, body: object = {}) => {
    const answer = await post<T>(t.app, `/api/admin/desk/${path}`, body, who);
    expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
    return answer.body.data;
  };
  /** The desk's audit entries for one record, oldest first, as the log keeps them. */
  const entries = async (recordId: string) =>
    (
      await t.db
        .selectFrom('audit_log')
        .selectAll()
        .where('area', '=', 'desk')
        .where('record_id', '=', recordId)
        .orderBy('created_at')
        .orderBy('id')
        .execute()
    ).map((e) => ({
      actor: e.actor_id,
      action: e.action,
      record: e.record_type,
      before: e.before === null ? null : JSON.parse(e.before),
      after: e.after === null ? null : JSON.parse(e.after),
    }));
  return {
    data,
    entries,
    /** A customer's conversation with the shop, held by an online agent. */
    async conversation() {
      const agent = await t.staff('service', { displayName: '甲' });
      await data(agent, 'presence', { status: 'online' });
      const sent = await chat.send(await t.member(), (await chat.staff()).id, '在吗');
      return { agent, conversationId: sent.body.data.conversation_id as string };
    },
  };
}

describeOnEachDatabase('The desk’s audit entries', (t) => {
  const d = deskCalls(t);

  it('records a quick reply created, changed and deleted, with its words', async () => {
    const admin = await t.staff('admin');
    const saved = await d.data<QuickReply>(admin, 'quick-replies/save', {
      scope: 'shared',
      shortcut: 'rose',
      content: '玫瑰今天有货',
    });
    await d.data(admin, 'quick-replies/save', { id: saved.id, scope: 'shared', shortcut: 'rose', content: '玫瑰售罄' });
    await d.data(admin, 'quick-replies/delete', { id: saved.id });
    const reply = { scope: 'shared', shortcut: 'rose' };
    expect(await d.entries(saved.id)).toEqual([
      {
        actor: admin.id,
        action: 'quick-reply.create',
        record: 'quick-reply',
        before: null,
        after: { ...reply, content: '玫瑰今天有货' },
      },
      {
        actor: admin.id,
        action: 'quick-reply.update',
        record: 'quick-reply',
        before: { ...reply, content: '玫瑰今天有货' },
        after: { ...reply, content: '玫瑰售罄' },
      },
      {
        actor: admin.id,
        action: 'quick-reply.delete',
        record: 'quick-reply',
        before: { ...reply, content: '玫瑰售罄' },
        after: null,
      },
    ]);
  });

  it('records a note, a transfer with its note and a resolve on the conversation, by whom', async () => {
    const { agent, conversationId } = await d.conversation();
    const other = await t.staff('service', { displayName: '乙' });
    await d.data(agent, 'note', { conversation_id: conversationId, content: '喜欢白玫瑰' });
    await d.data(agent, 'assign', { conversation_id: conversationId, agent_id: other.id, note: '要改地址' });
    await d.data(other, 'resolve', { conversation_id: conversationId });
    const record = 'desk-conversation';
    expect(await d.entries(conversationId)).toEqual([
      { actor: agent.id, action: 'desk.note', record, before: null, after: { note: '喜欢白玫瑰' } },
      { actor: agent.id, action: 'desk.note', record, before: null, after: { note: '要改地址' } },
      {
        actor: agent.id,
        action: 'desk.transfer',
        record,
        before: { agent: '甲' },
        after: { agent: '乙', note: '要改地址' },
      },
      { actor: other.id, action: 'desk.resolve', record, before: { state: 'open' }, after: { state: 'resolved' } },
    ]);
  });

  it('records nothing for a transfer refused because the receiver is full', async () => {
    const { agent, conversationId } = await d.conversation();
    const full = await t.staff('service');
    await d.data(await t.staff('admin'), 'agent/cap', { agent_id: full.id, cap: 0 });
    const refused = await post(
      t.app,
      '/api/admin/desk/assign',
      { conversation_id: conversationId, agent_id: full.id },
      agent,
    );
    expect(refused.status).toBe(409);
    expect((await d.entries(conversationId)).map((e) => e.action)).toEqual([]);
  });

  it('records the desk’s settings and an agent’s cap changed', async () => {
    const admin = await t.staff('admin');
    const agent = await t.staff('service', { displayName: '丙' });
    const settings = await d.data<DeskSettings>(admin, 'settings');
    await d.data(admin, 'settings/update', { ...settings, greeting: '欢迎光临' });
    await d.data(admin, 'agent/cap', { agent_id: agent.id, cap: 8 });
    expect(await d.entries('desk')).toMatchObject([
      {
        actor: admin.id,
        action: 'desk-settings.update',
        before: { greeting: settings.greeting },
        after: { greeting: '欢迎光临' },
      },
    ]);
    expect(await d.entries(agent.id)).toEqual([
      {
        actor: admin.id,
        action: 'desk-agent.cap',
        record: 'desk-agent',
        before: { agent: '丙', cap: settings.default_cap },
        after: { agent: '丙', cap: 8 },
      },
    ]);
  });
});
