import type { DeskAgent, DeskConversation, DeskCustomerPanel } from '@ffe/shared/contracts/admin-desk';
import { expect } from 'vitest';
import { post } from '../../../test/app';
import { chatting, sendText } from '../../../test/chatting';
import { describeEachDatabase } from '../../../test/each-database';
import { itOnTwoProcesses } from '../../../test/two-processes';

describeEachDatabase('The desk across two server processes', (target) => {
  itOnTwoProcesses(
    target,
    'reopens a conversation resolved in the other process on the customer’s next message',
    async ({ apps: [writing, resolving], suiteOn }) => {
      const here = suiteOn(writing);
      const chat = chatting(here);
      const service = await chat.staff();
      const agent = await suiteOn(resolving).staff('service');
      const desk = async <T>(app: typeof writing, path: string, body: object) => {
        const answer = await post<T>(app, `/api/admin/desk/${path}`, body, agent);
        expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
        return answer.body.data;
      };
      await desk<DeskAgent>(resolving, 'presence', { status: 'online' });
      const customer = await here.member();
      const first = await chat.send(customer, service.id, '在吗');
      const conversationId = first.body.data.conversation_id;
      // A second message in the open conversation: the process it reaches has seen it open.
      await chat.send(customer, service.id, '想订花');
      const resolved = await desk<DeskConversation>(resolving, 'resolve', { conversation_id: conversationId });
      expect(resolved.state).toBe('resolved');

      await chat.send(customer, service.id, '还有一个问题');
      const panel = await desk<DeskCustomerPanel>(writing, 'customer', { conversation_id: conversationId });
      expect(panel.conversation.state).toBe('open');
    },
  );

  itOnTwoProcesses(
    target,
    'moves a conversation open → pending → open as agents answer on one process and the customer writes on the other, storing each message once',
    async ({ apps: [writing, answering], suiteOn, database }) => {
      const chat = chatting(suiteOn(writing));
      const service = await chat.staff();
      const agent = await suiteOn(answering).staff('service');
      const desk = async <T>(path: string, body: object) => {
        const answer = await post<T>(answering, `/api/admin/desk/${path}`, body, agent);
        expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
        return answer.body.data;
      };
      const state = async () =>
        (await desk<DeskCustomerPanel>('customer', { conversation_id: conversationId })).conversation;
      const answer = (text: string) =>
        desk('send', { conversation_id: conversationId, type: 'text', body: text, unique_id: crypto.randomUUID() });
      const session = () =>
        database.db.selectFrom('desk_sessions').selectAll().where('conversation_id', '=', conversationId).execute();

      await desk<DeskAgent>('presence', { status: 'online' });
      const customer = await suiteOn(writing).member();
      const conversationId = (await chat.send(customer, service.id, '在吗')).body.data.conversation_id;
      // Open, and its next message changes nothing: stored with the desk row read in the same statement.
      await chat.send(customer, service.id, '想订花');
      expect(await state()).toMatchObject({ state: 'open', assignee: { id: agent.id } });

      // The first answer records the first response and waits for the customer; the second changes nothing.
      await answer('您好，请问送到哪里？');
      const [first] = await session();
      expect(first?.first_response_at).toBeGreaterThan(0);
      expect((await state()).state).toBe('pending');
      await answer('今天能送到');
      expect((await state()).state).toBe('pending');

      await chat.send(customer, service.id, '北京朝阳');
      expect(await state()).toMatchObject({ state: 'open', assignee: { id: agent.id } });
      expect(await session()).toEqual([first]);
      const stored = await database.db
        .selectFrom('im_messages')
        .select(['from_uid', 'body'])
        .where('conversation_id', '=', conversationId)
        .orderBy('create_time')
        .orderBy('id')
        .execute();
      expect(stored.filter((m) => m.from_uid === customer.id).map((m) => JSON.parse(m.body))).toEqual([
        '在吗',
        '想订花',
        '北京朝阳',
      ]);
      const answers = stored.filter((m) => m.from_uid === service.id).map((m) => JSON.parse(m.body));
      expect(answers.filter((text) => text === '您好，请问送到哪里？' || text === '今天能送到')).toEqual([
        '您好，请问送到哪里？',
        '今天能送到',
      ]);
    },
  );

  itOnTwoProcesses(
    target,
    "keeps the agent's count of open conversations right when 200 messages on both processes race a resolve",
    async ({ apps: [writing, answering], suiteOn, database }) => {
      const service = await chatting(suiteOn(writing)).staff();
      const agent = await suiteOn(answering).staff('service');
      const desk = async <T>(path: string, body: object) => {
        const answer = await post<T>(answering, `/api/admin/desk/${path}`, body, agent);
        expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
        return answer.body.data;
      };
      await desk<DeskAgent>('presence', { status: 'online' });
      const customer = await suiteOn(writing).member();
      const first = await sendText(writing, customer, service.id, '在吗');
      const conversationId = first.body.data.conversation_id;

      const sends = Array.from({ length: 200 }, (_, i) =>
        sendText(i % 2 ? writing : answering, customer, service.id, `第${i}条`),
      );
      const resolve = post(answering, '/api/admin/desk/resolve', { conversation_id: conversationId }, agent);
      const answers = await Promise.all(sends);
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
      await resolve;

      const row = await database.db
        .selectFrom('desk_conversations')
        .selectAll()
        .where('conversation_id', '=', conversationId)
        .executeTakeFirstOrThrow();
      const [slots] = await database.db
        .selectFrom('desk_agents')
        .select('open_count')
        .where('user_id', '=', agent.id)
        .execute();
      // One conversation: the agent holds a slot exactly while it is open or pending with them.
      expect(slots?.open_count).toBe(row.state !== 'resolved' && row.assignee_id === agent.id ? 1 : 0);
      const stored = await database.db
        .selectFrom('im_messages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('conversation_id', '=', conversationId)
        .where('from_uid', '=', customer.id)
        .executeTakeFirstOrThrow();
      expect(Number(stored.n)).toBe(201);
    },
    // One customer sends them all: well past the quota of a person typing.
    { QUOTA_SCALE: '20' },
  );
});
