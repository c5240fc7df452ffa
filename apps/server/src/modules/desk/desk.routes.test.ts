import crypto from 'node:crypto';
import { SHOP_UTC_OFFSET_MS } from '@ffe/shared/constants';
import type {
  DeskAgent,
  DeskConversation,
  DeskCustomerPanel,
  DeskReports,
  DeskSettings,
  QuickReply,
} from '@ffe/shared/contracts/admin-desk';
import type { DeskEvent } from '@ffe/shared/contracts/desk-event';
import type { ImMessage, ServerFrame } from '@ffe/shared/contracts/im';
import { describe, expect, it } from 'vitest';
import { post } from '../../../test/app';
import { chatting, openSocket, pushOf, socketUrlOf } from '../../../test/chatting';
import { describeOnEachDatabase, type SuiteApp } from '../../../test/each-database';
import { eventually, ordering } from '../../../test/ordering';

/** Always open, so every new conversation is greeted (shop time has no minute outside 00:00–24:00). */
const alwaysOpen: DeskSettings = {
  days: [0, 1, 2, 3, 4, 5, 6],
  opens: '00:00',
  closes: '24:00',
  greeting: '您好，请问有什么可以帮您？',
  away_reply: '现在是非服务时间，我们{{next_open}}回复您',
  greeting_en: '',
  away_reply_en: '',
  show_agent_name: true,
  default_cap: 5,
};

function desk(t: SuiteApp) {
  const chat = chatting(t);
  const call = <T>(who: { token: string }, path: string, body: object = {}) =>
    post<T>(t.app, `/api/admin/desk/${path}`, body, who);
  const data = async <T>(who: { token: string }, path: string, body: object = {}) => {
    const answer = await call<T>(who, path, body);
    expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
    return answer.body.data;
  };

  return {
    chat,
    call,
    data,
    /** A service agent who said they are online, with a cap. */
    async agent(cap: number, name?: string) {
      const agent = await t.staff('service', name ? { displayName: name } : {});
      const admin = await t.staff('admin');
      await data<DeskAgent>(agent, 'presence', { status: 'online' });
      await data<DeskAgent>(admin, 'agent/cap', { agent_id: agent.id, cap });
      return agent;
    },
    async settings(settings: DeskSettings) {
      await chat.staff();
      await data(await t.staff('admin'), 'settings/update', settings);
    },
    /** A customer writes to the shop; answers the conversation id. */
    async customerWrites(customer: { token: string }, text: string) {
      const sent = await chat.send(customer, (await chat.staff()).id, text);
      expect(sent.status).toBe(200);
      return sent.body.data.conversation_id;
    },
    queue: (who: { token: string }, body: object) =>
      data<{ list: DeskConversation[]; total: number }>(who, 'conversations', body),
  };
}

describeOnEachDatabase(
  'The desk hands conversations to agents under their caps',
  (t) => {
    const d = desk(t);

    it('gives two customers to two agents with a cap of 1, keeps the third waiting, and gives it out when one resolves', async () => {
      await d.settings(alwaysOpen);
      const first = await d.agent(1, '小美');
      const second = await d.agent(1, '小林');
      const customers = [await t.member(), await t.member(), await t.member()];
      const conversations = [];
      for (const customer of customers) conversations.push(await d.customerWrites(customer, '你好，想订花'));

      const all = await d.queue(first, { tab: 'all' });
      const assignees = conversations.map((id) => all.list.find((c) => c.conversation_id === id)?.assignee?.id ?? null);
      expect(assignees.slice(0, 2).sort()).toEqual([first.id, second.id].sort());
      expect(assignees[2]).toBeNull();
      expect((await d.queue(first, { tab: 'unassigned' })).list.map((c) => c.conversation_id)).toEqual([
        conversations[2],
      ]);
      expect((await d.queue(first, { tab: 'mine' })).total).toBe(1);

      const firstsConversation = conversations[assignees.indexOf(first.id)] as string;
      await d.data(first, 'resolve', { conversation_id: firstsConversation });
      const waiting = (await d.data<DeskCustomerPanel>(first, 'customer', { conversation_id: conversations[2] }))
        .conversation;
      expect(waiting.assignee?.id).toBe(first.id);
      expect(waiting.state).toBe('open');
      const agents = await d.data<DeskAgent[]>(first, 'agents');
      expect(agents.filter((a) => [first.id, second.id].includes(a.id)).map((a) => a.open_count)).toEqual([1, 1]);
    });

    it('never gives an agent more than their cap when two hundred customers write at once', async () => {
      await d.settings(alwaysOpen);
      const agents = [await d.agent(3), await d.agent(2)];
      const customers = await Promise.all(Array.from({ length: 200 }, () => t.member()));
      const eager = customers[0] as { id: string; token: string };
      await Promise.all([
        ...customers.map((c) => d.customerWrites(c, '在吗')),
        ...Array.from({ length: 20 }, (_, i) => d.customerWrites(eager, `第${i}条`)),
      ]);
      const all = { list: [] as DeskConversation[] };
      for (const page of [1, 2, 3])
        all.list.push(...(await d.queue(agents[0] as { token: string }, { tab: 'all', pageSize: 100, page })).list);
      expect(all.list.filter((c) => c.customer.uid === eager.id)).toHaveLength(1);
      const greetings = (
        await d.chat.call<ImMessage[]>(eager, 'getMsgList', {
          conversation_id: all.list.find((c) => c.customer.uid === eager.id)?.conversation_id,
          limit: 100,
        })
      ).body.data;
      expect(greetings.filter((m) => m.body === alwaysOpen.greeting)).toHaveLength(1);
      for (const [agent, cap] of [
        [agents[0], 3],
        [agents[1], 2],
      ] as const) {
        const held = all.list.filter((c) => c.assignee?.id === agent?.id && c.state !== 'resolved').length;
        expect(held).toBe(cap);
        const row = (await d.data<DeskAgent[]>(agent as { token: string }, 'agents')).find((a) => a.id === agent?.id);
        expect(row?.open_count).toBe(cap);
      }
    });
  },
  // One customer writes twenty messages at once: more than the chat's quota lets through at its usual scale.
  { env: { QUOTA_SCALE: '10' } },
);

describeOnEachDatabase('The desk: answers, transfers, reopening and ratings', (t) => {
  const d = desk(t);

  it('sends an agent’s answer as customer service with the agent, and greets a new conversation', async () => {
    await d.settings(alwaysOpen);
    const agent = await d.agent(5, '小美');
    const customer = await t.member();
    const socket = await openSocket(await socketUrlOf(t.app), customer);
    const conversationId = await d.customerWrites(customer, '请问今天能送到吗');
    const greeting = await pushOf(socket, (m) => m.body === alwaysOpen.greeting);
    expect(greeting.agent_id).toBeNull();

    const answer = await d.data<ImMessage>(agent, 'send', {
      conversation_id: conversationId,
      unique_id: crypto.randomUUID(),
      type: 'text',
      body: '可以的，下午送达',
    });
    expect(answer).toMatchObject({ from_uid: (await d.chat.staff()).id, agent_id: agent.id, agent_name: '小美' });
    const pushed = await pushOf(socket, (m) => m._id === answer._id);
    expect(pushed.agent_name).toBe('小美');
    const history = await d.data<ImMessage[]>(agent, 'messages', { conversation_id: conversationId });
    expect(history.map((m) => m.agent_id)).toEqual([agent.id, null, null]);
    const row = (await d.queue(agent, { tab: 'mine' })).list.find((c) => c.conversation_id === conversationId);
    expect(row?.state).toBe('pending');
    socket.close();
  });

  it('keeps a conversation pending through further answers and opens it again when the customer writes', async () => {
    await d.settings(alwaysOpen);
    const agent = await d.agent(5);
    const customer = await t.member();
    const conversationId = await d.customerWrites(customer, '花束可以加贺卡吗');
    const answer = (body: string) =>
      d.data<ImMessage>(agent, 'send', {
        conversation_id: conversationId,
        unique_id: crypto.randomUUID(),
        type: 'text',
        body,
      });
    const state = async () =>
      (await d.queue(agent, { tab: 'mine' })).list.find((c) => c.conversation_id === conversationId)?.state;

    await answer('可以的');
    await answer('请告诉我们贺卡内容');
    expect(await state()).toBe('pending');
    await d.customerWrites(customer, '写“生日快乐”');
    expect(await state()).toBe('open');
    await answer('好的，已记下');
    expect(await state()).toBe('pending');
  });

  it('opens one session and greets once when a new customer’s first message is sent twice at once', async () => {
    await d.settings(alwaysOpen);
    const agent = await d.agent(5);
    const customer = await t.member();
    const to = (await d.chat.staff()).id;
    const uniqueId = crypto.randomUUID();
    const sends = await Promise.all(
      Array.from({ length: 5 }, () => d.chat.send(customer, to, '第一次来', { unique_id: uniqueId })),
    );
    expect(new Set(sends.map((r) => r.body.data._id)).size).toBe(1);
    const conversationId = sends[0]?.body.data.conversation_id;
    const history = await d.data<ImMessage[]>(agent, 'messages', { conversation_id: conversationId });
    expect(history.map((m) => m.body).sort()).toEqual([alwaysOpen.greeting, '第一次来'].sort());
    const mine = (await d.queue(agent, { tab: 'mine' })).list;
    expect(mine.map((c) => c.conversation_id)).toEqual([conversationId]);
    const row = (await d.data<DeskAgent[]>(agent, 'agents')).find((a) => a.id === agent.id);
    expect(row?.open_count).toBe(1);
  });

  it('moves a transferred conversation and tells both agents, with the note', async () => {
    const from = await d.agent(5, '甲');
    const to = await d.agent(5, '乙');
    const [fromSocket, toSocket] = await Promise.all([
      openSocket(await socketUrlOf(t.app), from),
      openSocket(await socketUrlOf(t.app), to),
    ]);
    const conversationId = await d.customerWrites(await t.member(), '我要改地址');
    await d.data(from, 'assign', { conversation_id: conversationId, agent_id: from.id });
    const moved = await d.data<DeskConversation>(from, 'assign', {
      conversation_id: conversationId,
      agent_id: to.id,
      note: '客户要改配送地址',
    });
    expect(moved.assignee?.id).toBe(to.id);
    const isTransfer = (f: ServerFrame) =>
      f.type === 'desk' && f.data.kind === 'transferred' && f.data.conversation_id === conversationId;
    for (const socket of [fromSocket, toSocket]) {
      const frame = (await socket.next(isTransfer)) as { data: DeskEvent };
      expect(frame.data).toMatchObject({ assignee_id: to.id, from_agent_id: from.id, note: '客户要改配送地址' });
    }
    const panel = await d.data<DeskCustomerPanel>(to, 'customer', { conversation_id: conversationId });
    expect(panel.notes.map((n) => n.content)).toContain('客户要改配送地址');
    fromSocket.close();
    toSocket.close();
  });

  it('reopens a resolved conversation when the customer writes, and takes one rating, once', async () => {
    const agent = await d.agent(5);
    const customer = await t.member();
    const other = await t.member();
    const conversationId = await d.customerWrites(customer, '花收到了');
    await d.data(agent, 'resolve', { conversation_id: conversationId });
    const request = await eventually(
      async () =>
        (await d.chat.call<ImMessage[]>(customer, 'getMsgList', { conversation_id: conversationId })).body.data,
      (list) => list.some((m) => m.type === 'service-rating'),
    );
    const rating = request.find((m) => m.type === 'service-rating') as ImMessage;
    const sessionId = (rating.body as { session_id: string }).session_id;

    expect((await post(t.app, '/api/im/service/rate', { session_id: sessionId, stars: 5 }, other)).status).toBe(404);
    const rated = await post(
      t.app,
      '/api/im/service/rate',
      { session_id: sessionId, stars: 5, comment: '很好' },
      customer,
    );
    expect(rated.status).toBe(200);
    const again = await post<unknown>(t.app, '/api/im/service/rate', { session_id: sessionId, stars: 1 }, customer);
    expect(again.status).toBe(409);
    const shown = (await d.chat.call<ImMessage>(customer, 'getMsg', { msg_id: rating._id })).body.data;
    expect(shown.body).toEqual({ session_id: sessionId, stars: 5, comment: '很好' });

    await d.customerWrites(customer, '还想再订一束');
    const reopened = await d.data<DeskCustomerPanel>(agent, 'customer', { conversation_id: conversationId });
    expect(reopened.conversation.state).toBe('open');
    expect(reopened.sessions.map((s) => s.rating)).toEqual([null, 5]);
  });

  it('fills a quick reply with the customer’s nickname, their latest order and the agent', async () => {
    const agent = await d.agent(5, '小美');
    const shop = ordering(t);
    const customer = await shop.buyer();
    const { order } = await shop.anOrder(customer);
    const conversationId = await d.customerWrites(customer, '订单到哪了');
    const admin = await t.staff('admin');
    await d.data(admin, 'quick-replies/save', {
      scope: 'shared',
      shortcut: 'where',
      content: '{{nickname}}您好，我是{{agent}}，订单{{order_no}}正在配送',
    });
    await d.data(agent, 'quick-replies/save', { scope: 'personal', shortcut: 'hi', content: '您好{{nickname}}' });
    expect((await d.call(agent, 'quick-replies/save', { scope: 'shared', shortcut: 'x', content: 'y' })).status).toBe(
      403,
    );
    const replies = await d.data<QuickReply[]>(agent, 'quick-replies', { conversation_id: conversationId });
    const nickname = customer.user.nickname;
    // The two written here, beside the shop's defaults.
    const written = replies.filter((r) => r.scope === 'personal' || r.shortcut === 'where');
    expect(written.map((r) => [r.scope, r.filled])).toEqual([
      ['personal', `您好${nickname}`],
      ['shared', `${nickname}您好，我是小美，订单${order.orderNo}正在配送`],
    ]);
  });
});

describeOnEachDatabase('The desk’s customer panel', (t) => {
  const d = desk(t);

  it('shows this customer’s orders only, and refuses to send another customer’s order', async () => {
    const agent = await d.agent(5);
    const shop = ordering(t);
    const customer = await shop.buyer();
    const stranger = await shop.buyer();
    const { order: mine } = await shop.anOrder(customer);
    const { order: theirs } = await shop.anOrder(stranger);
    const conversationId = await d.customerWrites(customer, '我的订单');
    expect((await post(t.app, '/api/im/service/context', { order_id: theirs.id }, customer)).status).toBe(404);
    expect((await post(t.app, '/api/im/service/context', { order_id: mine.id }, customer)).status).toBe(200);

    const panel = await d.data<DeskCustomerPanel>(agent, 'customer', { conversation_id: conversationId });
    expect(panel.orders.map((o) => o.id)).toEqual([mine.id]);
    expect(panel.origin.order?.order_no).toBe(mine.orderNo);
    expect(panel.customer).toMatchObject({ kind: 'member', nickname: customer.user.nickname, guest_code: null });
    expect(panel.customer.phone).toMatch(/\*{4}/);
    const send = (orderId: string) =>
      d.call(agent, 'send', {
        conversation_id: conversationId,
        unique_id: crypto.randomUUID(),
        type: 'order',
        body: { order_id: orderId },
      });
    expect((await send(theirs.id)).status).toBe(404);
    expect((await send(mine.id)).status).toBe(200);
  });

  it('shows a guest as 访客 with a code and the goods they came from, and follows them when they log in', async () => {
    const agent = await d.agent(5);
    const shop = ordering(t);
    const goodsId = (await shop.anOrder(await shop.buyer())).goodsId;
    const guest = await d.chat.guest();
    expect((await post(t.app, '/api/im/service/context', { goods_id: goodsId }, guest)).status).toBe(200);
    const conversationId = await d.customerWrites(guest, '这束花有现货吗');
    const panel = await d.data<DeskCustomerPanel>(agent, 'customer', { conversation_id: conversationId });
    expect(panel.customer).toMatchObject({ kind: 'guest', nickname: null, phone: null });
    expect(panel.customer.guest_code).toMatch(/^[0-9A-F]{4}$/);
    expect(JSON.stringify(panel)).not.toContain(guest.deviceId);
    expect(panel.first_goods?.id).toBe(goodsId);

    const member = await t.member();
    expect((await post(t.app, '/api/member/uniLogin', { deviceId: guest.deviceId }, member)).status).toBe(200);
    const found = await d.queue(agent, { tab: 'all', keyword: member.user.nickname });
    expect(found.list.map((c) => c.customer)).toMatchObject([{ uid: member.id, kind: 'member' }]);
  });

  it('finds conversations by phone digits, order number and words said', async () => {
    const agent = await d.agent(5);
    const shop = ordering(t);
    const customer = await shop.buyer();
    const { order } = await shop.anOrder(customer);
    const conversationId = await d.customerWrites(customer, '想要向日葵花束');
    for (const keyword of [order.orderNo, '向日葵', (customer.user.phone as string).slice(-6)]) {
      const found = await d.queue(agent, { tab: 'all', keyword });
      expect({ keyword, ids: found.list.map((c) => c.conversation_id) }).toEqual({ keyword, ids: [conversationId] });
    }
  });
});

describeOnEachDatabase('The desk while every agent is full', (t) => {
  const d = desk(t);

  it('gives out again once a cap is raised, though every agent was full a moment before', async () => {
    const agent = await d.agent(1);
    const admin = await t.staff('admin');
    const assigneeOf = async (conversationId: string) =>
      (await d.data<DeskCustomerPanel>(agent, 'customer', { conversation_id: conversationId })).conversation.assignee
        ?.id ?? null;
    const first = await d.customerWrites(await t.member(), '在吗');
    const second = await d.customerWrites(await t.member(), '有人吗');
    expect([await assigneeOf(first), await assigneeOf(second)]).toEqual([agent.id, null]);

    await d.data(admin, 'agent/cap', { agent_id: agent.id, cap: 3 });
    expect(await assigneeOf(second)).toBe(agent.id);
    const third = await d.customerWrites(await t.member(), '你好');
    expect(await assigneeOf(third)).toBe(agent.id);
  });
});

describeOnEachDatabase('The desk’s pages', (t) => {
  const d = desk(t);
  type QueuePage = { list: DeskConversation[]; total: number; next_cursor: string | null };

  it('pages the queue by its cursor: every conversation once, even those changed in the same millisecond', async () => {
    const agent = await d.agent(0);
    const customers = await Promise.all(Array.from({ length: 5 }, () => t.member()));
    const written = [];
    for (const customer of customers) written.push(await d.customerWrites(customer, '在吗'));
    // Five rows at one instant: the queue's order among them rests on the conversation id alone.
    await t.db
      .updateTable('desk_conversations')
      .set({ updated_at: 1_000 })
      .where('conversation_id', 'in', written)
      .execute();

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: QueuePage = await d.data<QueuePage>(agent, 'conversations', {
        tab: 'all',
        pageSize: 2,
        ...(cursor ? { cursor } : {}),
      });
      expect(page.total).toBe(5);
      seen.push(...page.list.map((c) => c.conversation_id));
      cursor = page.next_cursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect([...seen].sort()).toEqual([...written].sort());
    expect(new Set(seen).size).toBe(5);
  });

  it('keeps the cursor past a conversation that moves to the top meanwhile', async () => {
    const agent = await d.agent(0);
    const [ann, bob, cai] = await Promise.all([t.member(), t.member(), t.member()]);
    const ids = [];
    for (const customer of [ann, bob, cai]) ids.push(await d.customerWrites(customer as { token: string }, '你好'));
    // Later than anything the suite's other tests touched, so these three head the queue.
    const later = Date.now() + 60_000;
    for (const [i, id] of ids.entries()) {
      await t.db
        .updateTable('desk_conversations')
        .set({ updated_at: later + i })
        .where('conversation_id', '=', id as string)
        .execute();
    }
    const request = { tab: 'all', pageSize: 1 };
    const first = await d.data<QueuePage>(agent, 'conversations', request);
    expect(first.list.map((c) => c.conversation_id)).toEqual([ids[2]]);
    // The oldest one comes alive and jumps to the top: the next page still starts after the row already shown.
    await t.db
      .updateTable('desk_conversations')
      .set({ updated_at: later + 10 })
      .where('conversation_id', '=', ids[0] as string)
      .execute();
    const second = await d.data<QueuePage>(agent, 'conversations', { ...request, cursor: first.next_cursor });
    expect(second.list.map((c) => c.conversation_id)).toEqual([ids[1]]);
  });

  it('refuses a cursor the queue did not give', async () => {
    const agent = await d.agent(0);
    const answer = await d.call(agent, 'conversations', { tab: 'all', cursor: 'not-a-cursor' });
    expect(answer.status).toBe(400);
  });

  it('pages a conversation’s messages by time and id: none skipped or repeated at a page edge in one millisecond', async () => {
    const agent = await d.agent(5);
    const customer = await t.member();
    const conversationId = await d.customerWrites(customer, '第1条');
    for (const n of [2, 3, 4, 5, 6, 7]) await d.customerWrites(customer, `第${n}条`);
    const all = await d.data<ImMessage[]>(agent, 'messages', { conversation_id: conversationId, limit: 100 });
    // Every message at one instant: pages of three cut through the same create_time.
    await t.db
      .updateTable('im_messages')
      .set({ create_time: 5_000 })
      .where('conversation_id', '=', conversationId)
      .execute();

    const seen: string[] = [];
    let page = await d.data<ImMessage[]>(agent, 'messages', { conversation_id: conversationId, limit: 3 });
    while (page.length > 0 && seen.length < 50) {
      seen.push(...page.map((m) => m._id));
      const last = page.at(-1) as ImMessage;
      page = await d.data<ImMessage[]>(agent, 'messages', {
        conversation_id: conversationId,
        limit: 3,
        before: last.create_time,
        before_id: last._id,
      });
    }
    expect(seen).toHaveLength(all.length);
    expect([...seen].sort()).toEqual(all.map((m) => m._id).sort());
  });
});

describeOnEachDatabase('The desk’s doors', (t) => {
  const d = desk(t);
  const routes = [
    'conversations',
    'summary',
    'agents',
    'presence',
    'assign',
    'resolve',
    'messages',
    'send',
    'read',
    'customer',
    'note',
    'labels',
    'quick-replies',
    'quick-replies/save',
    'quick-replies/delete',
    'settings',
  ];

  it('answers 403 to staff without chat.answer on every desk route, and to a customer', async () => {
    for (const role of ['florist', 'courier'] as const) {
      const member = await t.staff(role);
      for (const route of [...routes, 'agent/cap', 'settings/update', 'reports']) {
        expect({ role, route, status: (await d.call(member, route)).status }).toEqual({ role, route, status: 403 });
      }
    }
    const customer = await t.member();
    expect((await d.call(customer, 'conversations')).status).toBe(403);
  });

  it('keeps caps, settings and reports for desk managers', async () => {
    const agent = await t.staff('service');
    for (const route of ['agent/cap', 'settings/update', 'reports']) {
      expect({ route, status: (await d.call(agent, route, {})).status }).toEqual({ route, status: 403 });
    }
  });
});

describe('Desk reports', () => {
  describeOnEachDatabase('after a transfer', (t) => {
    const d = desk(t);

    it('credits the first response to the agent who sent it, not the one the conversation was transferred to', async () => {
      const first = await d.agent(5, '先答');
      const conversationId = await d.customerWrites(await t.member(), '能加急吗');
      await d.data(first, 'assign', { conversation_id: conversationId, agent_id: first.id });
      await d.data(first, 'send', {
        conversation_id: conversationId,
        unique_id: crypto.randomUUID(),
        type: 'text',
        body: '可以，我看一下',
      });
      const second = await t.staff('service', { displayName: '后接' });
      await d.data(first, 'assign', { conversation_id: conversationId, agent_id: second.id });
      await d.data(second, 'resolve', { conversation_id: conversationId });

      const today = new Date(Date.now() + SHOP_UTC_OFFSET_MS).toISOString().slice(0, 10);
      const report = await d.data<DeskReports>(await t.staff('admin'), 'reports', { from: today, to: today });
      const byName = new Map(report.agents.map((a) => [a.agent.name, a]));
      expect(byName.get('先答')).toMatchObject({ conversations: 0, first_response_median_ms: expect.any(Number) });
      expect(byName.get('后接')).toMatchObject({ conversations: 1, resolved: 1, first_response_median_ms: null });
    });
  });

  describeOnEachDatabase('against a hand-computed fixture', (t) => {
    const d = desk(t);

    it('gives per day and per agent the conversations, response medians and 90th percentiles and satisfaction', async () => {
      const a = await t.staff('service', { displayName: 'A' });
      const b = await t.staff('service', { displayName: 'B' });
      // 2026-05-20 10:00 shop time (UTC+8) and the day after.
      const day1 = Date.UTC(2026, 4, 20, 2);
      const day2 = day1 + 86_400_000;
      const min = 60_000;
      const sessions = [
        // agent A, day 1: first responses 1, 2, 3, 4, 10 minutes; resolved after 30, 60 minutes; ratings 5, 4
        ...[1, 2, 3, 4, 10].map((m, i) => ({
          at: day1 + i * min,
          agent: a.id,
          first: m,
          resolved: i < 2 ? ([30, 60][i] as number) : null,
          rating: i < 2 ? [5, 4][i] : null,
        })),
        // agent B, day 2: one answered after 6 minutes, resolved after 20, rated 2; one never answered
        { at: day2, agent: b.id, first: 6, resolved: 20, rating: 2 },
        { at: day2 + min, agent: b.id, first: null, resolved: null, rating: null },
      ];
      for (const [i, s] of sessions.entries()) {
        await t.db
          .insertInto('desk_sessions')
          .values({
            id: `report-${i}`,
            conversation_id: `report-conversation-${i}`,
            customer_uid: `report-customer-${i}`,
            assignee_id: s.agent,
            opened_at: s.at,
            first_response_at: s.first === null ? null : s.at + s.first * min,
            resolved_at: s.resolved === null ? null : s.at + s.resolved * min,
            rating: s.rating,
            rating_comment: null,
            rated_at: null,
          })
          .execute();
      }
      const report = await d.data<DeskReports>(await t.staff('admin'), 'reports', {
        from: '2026-05-20',
        to: '2026-05-21',
      });
      expect(report.total).toEqual({
        conversations: 7,
        resolved: 3,
        // sorted 1, 2, 3, 4, 6, 10: median (nearest rank 3 of 6) 3, p90 (rank 6) 10
        first_response_median_ms: 3 * min,
        first_response_p90_ms: 10 * min,
        // sorted 20, 30, 60: rank 2
        resolution_median_ms: 30 * min,
        ratings: 3,
        satisfaction: 3.67,
      });
      expect(report.days.map((x) => [x.date, x.conversations, x.first_response_median_ms])).toEqual([
        ['2026-05-20', 5, 3 * min],
        ['2026-05-21', 2, 6 * min],
      ]);
      expect(
        report.agents.map((x) => [x.agent.name, x.conversations, x.first_response_p90_ms, x.satisfaction]),
      ).toEqual([
        ['A', 5, 10 * min, 4.5],
        ['B', 2, 6 * min, 2],
      ]);
    });
  });
});
