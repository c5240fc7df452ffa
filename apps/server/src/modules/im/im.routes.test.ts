import crypto from 'node:crypto';
import { DEFAULT_CUSTOMER_SERVICE_UID, IM, IM_CLOSE } from '@ffe/shared/constants';
import type { ImConversation, ImMessage, UnreadCountObj } from '@ffe/shared/contracts/im';
import { conversationIdFor } from '@ffe/shared/domain/im/conversation-id';
import { beforeAll, describe, expect, it } from 'vitest';
import { itAsksVisitorsToLogIn, post } from '../../../test/app';
import { chatting, openSocket, pushOf, socketUrlOf, withoutDeskWords } from '../../../test/chatting';
import { describeOnEachDatabase } from '../../../test/each-database';
import type { Member } from '../../../test/factories';
import { ordering } from '../../../test/ordering';
import { guestCode } from './guest-identity';

const CS = DEFAULT_CUSTOMER_SERVICE_UID;

describeOnEachDatabase('customer-service chat', (t) => {
  const chat = chatting(t);
  let url: string;
  let staff: Member;
  beforeAll(async () => {
    url = await socketUrlOf(t.app);
    staff = await chat.staff();
    await withoutDeskWords(t);
  });

  const unread = async (member: { token: string }) =>
    (await chat.call<{ unreadCountObj: UnreadCountObj }>(member, 'getUnreadCount')).body.data.unreadCountObj;
  const conversationOf = async (member: { token: string }, conversationId: string) =>
    (await chat.call<ImConversation[]>(member, 'getConversationList', { conversation_id: conversationId })).body
      .data[0];
  const messagesOf = async (member: { token: string }, conversationId: string) =>
    (await chat.call<ImMessage[]>(member, 'getMsgList', { conversation_id: conversationId })).body.data;

  itAsksVisitorsToLogIn(t, '/api/im/', [
    ['sendMsg', { to_uid: CS, type: 'text', body: 'hi', client_create_time: 1 }],
    ['getConversationList', { minUpdateTime: 0 }],
    ['getUnreadCount', {}],
  ]);

  it('carries messages both ways between a customer and staff, in real time', async () => {
    const customer = await t.member();
    const [customerSocket, staffSocket] = await Promise.all([openSocket(url, customer), openSocket(url, staff)]);
    try {
      const asked = await chat.send(customer, CS, '你好，玫瑰今天能送到吗？');
      expect(asked.status).toBe(200);
      expect(asked.body.data).toMatchObject({
        conversation_id: conversationIdFor(customer.id, CS),
        from_uid: customer.id,
        to_uid: CS,
        type: 'text',
        body: '你好，玫瑰今天能送到吗？',
        nickname: customer.user.nickname,
      });
      const seenByStaff = await pushOf(staffSocket, (m) => m._id === asked.body.data._id);
      expect(seenByStaff.body).toBe('你好，玫瑰今天能送到吗？');

      const answered = await chat.send(staff, customer.id, '可以，16点前下单当天送达');
      expect(answered.status).toBe(200);
      const seenByCustomer = await pushOf(customerSocket, (m) => m._id === answered.body.data._id);
      expect(seenByCustomer).toMatchObject({ from_uid: CS, body: '可以，16点前下单当天送达' });

      const history = await messagesOf(customer, asked.body.data.conversation_id);
      expect(history.map((m) => m.body)).toEqual(['可以，16点前下单当天送达', '你好，玫瑰今天能送到吗？']);
    } finally {
      customerSocket.close();
      staffSocket.close();
    }
  });

  it('names the sender by the nickname they chose a moment ago, though profiles are kept in memory', async () => {
    const customer = await t.member();
    expect((await chat.send(customer, CS, 'before')).body.data.nickname).toBe(customer.user.nickname);
    const renamed = await post(t.app, '/api/member/updateUserSet', { key: 'nickname', value: '花匠小王' }, customer);
    expect(renamed.status).toBe(200);
    expect((await chat.send(customer, CS, 'after')).body.data.nickname).toBe('花匠小王');
    const users = await chat.call<{ _id: string; nickname: string }[]>(staff, 'getUsers', { ids: [customer.id] });
    expect(users.body.data).toEqual([expect.objectContaining({ _id: customer.id, nickname: '花匠小王' })]);
  });

  it('lets an offline customer catch up on reconnect, every missed message exactly once', async () => {
    const customer = await t.member();
    const first = await chat.send(customer, CS, 'hello');
    const conversationId = first.body.data.conversation_id;
    const seen = (await conversationOf(customer, conversationId)) as ImConversation;

    const missed: string[] = [];
    for (const n of [1, 2, 3, 4, 5]) missed.push((await chat.send(staff, customer.id, `answer ${n}`)).body.data._id);

    const socket = await openSocket(url, customer);
    try {
      // Conversations changed since the last sync, then their messages in batches smaller than what was missed.
      const changed = await chat.call<ImConversation[]>(customer, 'getConversationList', {
        minUpdateTime: seen.update_time,
        limit: 30,
      });
      expect(changed.body.data.map((c) => c.id)).toEqual([conversationId]);
      const got: ImMessage[] = [];
      let cursor = { minUpdateTime: seen.update_time, after_id: first.body.data._id };
      for (;;) {
        const batch = await chat.call<ImMessage[]>(customer, 'getMsgList', {
          conversation_id: conversationId,
          ...cursor,
          limit: 2,
        });
        got.push(...batch.body.data);
        const last = batch.body.data.at(-1);
        if (!last) break;
        cursor = { minUpdateTime: last.update_time, after_id: last._id };
      }
      expect(got.map((m) => m._id).sort()).toEqual([...missed].sort());
      expect(socket.messages()).toEqual([]);

      const live = await chat.send(staff, customer.id, 'still there?');
      await pushOf(socket, (m) => m._id === live.body.data._id);
      expect(socket.messages().filter((m) => m._id === live.body.data._id)).toHaveLength(1);
    } finally {
      socket.close();
    }
  });

  it('stores a retried send once and answers the first message, in a new conversation and in an open one', async () => {
    const customer = await t.member();
    const conversationId = conversationIdFor(customer.id, CS);
    // The first message opens the desk's conversation with it; the second is stored on its own (one statement).
    for (const [text, count] of [
      ['only once', 1],
      ['and again once', 2],
    ] as const) {
      const unique_id = crypto.randomUUID();
      const sends = await Promise.all([1, 2, 3].map(() => chat.send(customer, CS, text, { unique_id })));
      expect(sends.map((s) => s.status)).toEqual([200, 200, 200]);
      expect(new Set(sends.map((s) => s.body.data._id)).size).toBe(1);
      const again = await chat.send(customer, CS, text, { unique_id });
      expect(again.body.data._id).toBe(sends[0]?.body.data._id);
      expect(await messagesOf(customer, conversationId)).toHaveLength(count);
      // A refused repeat changed nothing: the shop's row counts each message once.
      expect((await conversationOf(staff, conversationId))?.unread_count).toBe(count);
    }
  });

  describe('revoking', () => {
    const ageMessage = (id: string, ageMs: number) =>
      t.db
        .updateTable('im_messages')
        .set({ create_time: Date.now() - ageMs })
        .where('id', '=', id)
        .execute();

    it('lets the sender revoke within 2 minutes, and both sides see the revoked text', async () => {
      const customer = await t.member();
      const staffSocket = await openSocket(url, staff);
      try {
        const sent = await chat.send(customer, CS, 'oops');
        await ageMessage(sent.body.data._id, IM.REVOKE_WINDOW_MS - 5_000);
        const revoked = await post<ImMessage>(
          t.app,
          '/api/im/sendMsg',
          { type: 'revoke_msg', msg_id: sent.body.data._id },
          customer,
        );
        expect(revoked.status).toBe(200);
        expect(revoked.body.data).toMatchObject({ is_revoke: true, body: IM.REVOKED_BODY });
        const notice = await pushOf(staffSocket, (m) => m.type === 'revoke_msg');
        expect(notice.body).toEqual({ msg_id: sent.body.data._id });
        const [stored] = await messagesOf(staff, sent.body.data.conversation_id);
        expect(stored).toMatchObject({ _id: sent.body.data._id, is_revoke: true, body: IM.REVOKED_BODY });
      } finally {
        staffSocket.close();
      }
    });

    it('refuses the sender after 2 minutes and changes nothing', async () => {
      const customer = await t.member();
      const sent = await chat.send(customer, CS, 'too late');
      await ageMessage(sent.body.data._id, IM.REVOKE_WINDOW_MS + 1_000);
      const refused = await post(
        t.app,
        '/api/im/sendMsg',
        { type: 'revoke_msg', msg_id: sent.body.data._id },
        customer,
      );
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ errCode: 'IM_REVOKE_EXPIRED' });
      const [stored] = await messagesOf(customer, sent.body.data.conversation_id);
      expect(stored).toMatchObject({ is_revoke: false, body: 'too late' });
    });

    it('lets staff revoke at any time, but not a customer revoke staff messages', async () => {
      const customer = await t.member();
      const answer = await chat.send(staff, customer.id, 'wrong price');
      const fromCustomer = await post(
        t.app,
        '/api/im/sendMsg',
        { type: 'revoke_msg', msg_id: answer.body.data._id },
        customer,
      );
      expect(fromCustomer.status).toBe(403);
      await ageMessage(answer.body.data._id, 60 * 60_000);
      const byStaff = await post(t.app, '/api/im/sendMsg', { type: 'revoke_msg', msg_id: answer.body.data._id }, staff);
      expect(byStaff.status).toBe(200);
      expect(byStaff.body.data).toMatchObject({ is_revoke: true });
    });
  });

  describe('read receipts', () => {
    it('are sent by staff, reach the customer, and mark the message read', async () => {
      const customer = await t.member();
      const socket = await openSocket(url, customer);
      try {
        const sent = await chat.send(customer, CS, 'did you read this?');
        const read = await post<ImMessage>(
          t.app,
          '/api/im/sendMsg',
          { type: 'read_msg', msgId: sent.body.data._id },
          staff,
        );
        expect(read.status).toBe(200);
        expect(read.body.data.is_read).toBe(true);
        expect(read.body.data.reader_list.map((r) => r.user_id)).toEqual([CS]);
        const notice = await pushOf(socket, (m) => m.type === 'read_msg');
        expect(notice.body).toMatchObject({ msg_id: sent.body.data._id, user_id: CS });
      } finally {
        socket.close();
      }
    });

    it('mark staff answers read when the customer reads the conversation, and tell staff', async () => {
      const customer = await t.member();
      const staffSocket = await openSocket(url, staff);
      try {
        const answer = await chat.send(staff, customer.id, 'your flowers are on the way');
        const conversation_id = answer.body.data.conversation_id;
        expect((await messagesOf(staff, conversation_id))[0]?.is_read).toBe(false);
        await chat.call(customer, 'updateConversation', { conversation_id, unread_count: 0 });
        const notice = await pushOf(staffSocket, (m) => m.type === 'read_msg');
        expect(notice.body).toMatchObject({ msg_id: answer.body.data._id, user_id: customer.id });
        expect((await messagesOf(staff, conversation_id))[0]).toMatchObject({ is_read: true });
      } finally {
        staffSocket.close();
      }
    });

    it('are refused from customers, and for own, system or revoked messages', async () => {
      const customer = await t.member();
      const answer = await chat.send(staff, customer.id, 'hello');
      const fromCustomer = await post(
        t.app,
        '/api/im/sendMsg',
        { type: 'read_msg', msgId: answer.body.data._id },
        customer,
      );
      expect(fromCustomer.status).toBe(403);
      const own = await post(t.app, '/api/im/sendMsg', { type: 'read_msg', msgId: answer.body.data._id }, staff);
      expect(own.status).toBe(400);
      const question = await chat.send(customer, CS, 'never mind');
      await post(t.app, '/api/im/sendMsg', { type: 'revoke_msg', msg_id: question.body.data._id }, customer);
      const revoked = await post(t.app, '/api/im/sendMsg', { type: 'read_msg', msgId: question.body.data._id }, staff);
      expect(revoked.status).toBe(400);
      expect((await messagesOf(customer, answer.body.data.conversation_id)).every((m) => !m.is_read)).toBe(true);
    });
  });

  describe('unread counts', () => {
    it('count what others send, not what one sends oneself, and clear on every device', async () => {
      const customer = await t.member();
      await chat.send(customer, CS, 'one');
      await chat.send(staff, customer.id, 'answer one');
      await chat.send(staff, customer.id, 'answer two');
      expect(await unread(customer)).toMatchObject({ conversation: 1, message: 2 });
      const portal = await post<{ unreadChatCount: number }>(t.app, '/api/member/portal', {}, customer);
      expect(portal.body.data.unreadChatCount).toBe(2);

      const otherDevice = await openSocket(url, customer);
      try {
        const cleared = await chat.call(customer, 'clearUnreadCount', { device_id: 'this-device' });
        expect(cleared.status).toBe(200);
        expect(await unread(customer)).toMatchObject({ conversation: 0, message: 0 });
        const notice = await pushOf(otherDevice, (m) => m.type === 'clear-conversation-unreadCount');
        expect(notice.device_id).toBe('this-device');
      } finally {
        otherDevice.close();
      }
    });

    it('leave a muted conversation at zero and do not count revoke notices', async () => {
      const customer = await t.member();
      const first = await chat.send(staff, customer.id, 'first');
      const conversation_id = first.body.data.conversation_id;
      const muted = await chat.call<ImConversation>(customer, 'updateConversation', {
        conversation_id,
        mute: true,
        unread_count: 0,
      });
      expect(muted.body.data).toMatchObject({ mute: true, unread_count: 0 });
      await chat.send(staff, customer.id, 'second');
      expect((await conversationOf(customer, conversation_id))?.unread_count).toBe(0);

      await chat.call(customer, 'updateConversation', { conversation_id, mute: false });
      const third = await chat.send(staff, customer.id, 'third');
      await post(t.app, '/api/im/sendMsg', { type: 'revoke_msg', msg_id: third.body.data._id }, staff);
      expect((await conversationOf(customer, conversation_id))?.unread_count).toBe(1);
    });

    it('can be set by the owner of the row only', async () => {
      const [ann, bob] = [await t.member(), await t.member()];
      const sent = await chat.send(ann, CS, 'mine');
      const foreign = await chat.call(bob, 'updateConversation', {
        conversation_id: sent.body.data.conversation_id,
        pinned: true,
      });
      expect(foreign.status).toBe(404);
      const readForeign = await chat.call(bob, 'getMsgList', { conversation_id: sent.body.data.conversation_id });
      expect(readForeign.status).toBe(404);
    });
  });

  it('refuses a customer messaging another customer and stores nothing', async () => {
    const [ann, bob] = [await t.member(), await t.member()];
    const refused = await chat.send(ann, bob.id, 'hi stranger');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ errCode: 'PERMISSION_DENIED' });
    const stored = await t.db
      .selectFrom('im_messages')
      .select('id')
      .where('conversation_id', '=', conversationIdFor(ann.id, bob.id))
      .execute();
    expect(stored).toEqual([]);
  });

  it('names what is wrong with a bad message', async () => {
    const customer = await t.member();
    const tooLong = await chat.send(customer, CS, 'x'.repeat(IM.TEXT_MAX_LENGTH + 1));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toContain('body');
    const unknownType = await chat.send(customer, CS, 'x', { type: 'telepathy' });
    expect(unknownType.status).toBe(400);
    const group = await chat.send(customer, CS, 'x', { to_uid: undefined, group_id: 'nope' });
    expect(group.status).toBe(404);
    expect(group.body.message).toBe('group does not exist');
  });

  it('pushes a long body as a LongMsg preview and serves it whole by id', async () => {
    const customer = await t.member();
    const socket = await openSocket(url, staff);
    try {
      const text = '花'.repeat(300);
      const sent = await chat.send(customer, CS, text);
      const pushed = await pushOf(socket, (m) => m._id === sent.body.data._id);
      expect(pushed.LongMsg).toBe(true);
      expect(pushed.body).toBe('花'.repeat(IM.LONG_MSG_PREVIEW_LENGTH));
      const whole = await chat.call<ImMessage>(staff, 'getMsg', { msg_id: sent.body.data._id });
      expect(whole.body.data.body).toBe(text);
    } finally {
      socket.close();
    }
  });

  describe('error reports', () => {
    const countOf = async (message: string) =>
      (await t.db.selectFrom('im_error_logs').select('count').where('message', '=', message).executeTakeFirst())?.count;

    it('counts reports of one message under its hash', async () => {
      const customer = await t.member();
      const message = `TypeError: x is undefined ${crypto.randomUUID()}`;
      for (let i = 0; i < 3; i++) {
        expect((await chat.call(customer, 'reportError', { message, url: '/pages/chat/chat' })).status).toBe(200);
      }
      expect(Number(await countOf(message))).toBe(3);
    });

    it('refuses a caller over the limit with 429 and stores nothing more, while others still report', async () => {
      const [noisy, quiet] = [await t.member(), await t.member()];
      const message = `RangeError: loop ${crypto.randomUUID()}`;
      for (let i = 0; i < IM.ERROR_REPORTS_PER_MINUTE; i++) {
        expect((await chat.call(noisy, 'reportError', { message })).status).toBe(200);
      }
      const refused = await chat.call(noisy, 'reportError', { message });
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ code: 429, errCode: 'RATE_LIMITED', data: null });
      expect(refused.body.message).toMatch(/^reportError: at most 20 reports a minute/);
      expect(Number(await countOf(message))).toBe(IM.ERROR_REPORTS_PER_MINUTE);
      expect((await chat.call(quiet, 'reportError', { message })).status).toBe(200);
      expect(Number(await countOf(message))).toBe(IM.ERROR_REPORTS_PER_MINUTE + 1);
    });
  });

  describe('guests', () => {
    it('chat with customer service as their device and keep the conversation when they log in', async () => {
      const guest = await chat.guest();
      const profile = await chat.call<{ _id: string; nickname: string }[]>(guest, 'getUsers', { ids: [guest.id] });
      expect(profile.body.data[0]).toMatchObject({ _id: guest.id, nickname: `访客 ${guestCode(guest.id)}` });
      const asked = await chat.send(guest, CS, 'as a guest');
      expect(asked.status).toBe(200);
      // Its name, not its device id (which signs in as the guest), is what the people it writes to see.
      expect(JSON.stringify(asked.body.data)).toContain(`"nickname":"访客 ${guestCode(guest.id)}"`);
      await chat.send(staff, guest.id, 'welcome');
      const toBob = await chat.send(guest, (await t.member()).id, 'hi');
      expect(toBob.status).toBe(403);
      const shop = await post(t.app, '/api/mall/order/list', { tab: 'all' }, guest);
      expect(shop.status).toBe(401);

      const member = await t.member();
      const login = await post<{ uniToken: string }>(
        t.app,
        '/api/member/uniLogin',
        { deviceId: guest.deviceId, appId: 'ffe', uniPlatform: 'web' },
        member,
      );
      expect(login.status).toBe(200);
      const uniToken = JSON.parse(login.body.data.uniToken) as { token: string; tokenExpired: number };
      expect(uniToken.tokenExpired).toBeGreaterThan(Date.now());

      const moved = conversationIdFor(member.id, CS);
      const history = await messagesOf({ token: uniToken.token }, moved);
      expect(history.map((m) => [m.from_uid, m.body])).toEqual([
        [CS, 'welcome'],
        [member.id, 'as a guest'],
      ]);
      expect((await conversationOf(staff, moved))?.user_info?._id).toBe(member.id);
      expect(await conversationOf(staff, conversationIdFor(guest.id, CS))).toBeUndefined();
      const guestList = await chat.call<ImConversation[]>(guest, 'getConversationList', {});
      expect(guestList.body.data).toEqual([]);
    });

    it('refuses a device id of the wrong length, and a device id that names a member signs in as a guest of its own', async () => {
      expect((await post(t.app, '/api/im/login', { deviceId: 'short' })).status).toBe(400);
      const member = await t.member({ id: `member-${crypto.randomUUID()}` });
      await chat.send(member, CS, 'my order');
      const squat = await post<{ user: { _id: string } }>(t.app, '/api/im/login', { deviceId: member.id });
      expect(squat.status).toBe(200);
      expect(squat.body.data.user._id).not.toBe(member.id);
      const squatter = { token: (squat.body.data as unknown as { token: string }).token };
      expect((await chat.call<ImConversation[]>(squatter, 'getConversationList', {})).body.data).toEqual([]);
      expect((await messagesOf(member, conversationIdFor(member.id, CS))).map((m) => m.body)).toEqual(['my order']);
    });

    it("keeps a guest's device id, which signs in as the guest, from everyone else: not its user id, pushes or lists", async () => {
      const guest = await chat.guest();
      expect(guest.id).toMatch(/^guest_[0-9a-f]{32}$/);
      const staffSocket = await openSocket(url, staff);
      try {
        const asked = await chat.send(guest, CS, 'is anyone there', { device_id: guest.deviceId });
        expect(asked.body.data.device_id).toBe(guest.deviceId);
        const pushed = await pushOf(staffSocket, (m) => m._id === asked.body.data._id);
        expect(pushed).toMatchObject({ from_uid: guest.id, body: 'is anyone there', device_id: null });
        const listed = await messagesOf(staff, conversationIdFor(guest.id, CS));
        expect(listed.map((m) => m.body)).toEqual(['is anyone there']);
        expect(
          JSON.stringify([listed, staffSocket.frames, await conversationOf(staff, asked.body.data.conversation_id)]),
        ).not.toContain(guest.deviceId);
      } finally {
        staffSocket.close();
      }
    });

    it('moves the chat of a guest made before decision 047, whose user id was its device id, to its new id', async () => {
      const deviceId = `device-${crypto.randomUUID()}`;
      const legacy = await t.member({ id: deviceId, role: 'guest', phone: null, nickname: deviceId });
      await chat.send(legacy, CS, 'asked before');
      await chat.send(staff, deviceId, 'answered before');
      const guest = await chat.guest(deviceId);
      expect(guest.id).not.toBe(deviceId);
      const moved = conversationIdFor(guest.id, CS);
      const history = await messagesOf(guest, moved);
      expect(history.map((m) => [m.from_uid, m.nickname, m.body])).toEqual([
        [CS, '客服', 'answered before'],
        [guest.id, `访客 ${guestCode(guest.id)}`, 'asked before'],
      ]);
      expect((await conversationOf(staff, moved))?.user_info?._id).toBe(guest.id);
      expect(await conversationOf(staff, conversationIdFor(deviceId, CS))).toBeUndefined();
    });
  });

  describe('shop cards', () => {
    const shop = ordering(t);

    it('fills a goods card from the catalogue, whatever else the client sends', async () => {
      const customer = await t.member();
      const goodsId = await shop.shop.goods({ name: '红玫瑰 11 枝', sale_price: 19_900 });
      const sent = await post<ImMessage>(
        t.app,
        '/api/im/sendMsg',
        { to_uid: CS, type: 'goods', body: { goods_id: goodsId }, client_create_time: Date.now() },
        customer,
      );
      expect(sent.status).toBe(200);
      expect(sent.body.data.body).toMatchObject({ goods_id: goodsId, name: '红玫瑰 11 枝', price: 199 });
      const forged = await post(
        t.app,
        '/api/im/sendMsg',
        { to_uid: CS, type: 'goods', body: { goods_id: goodsId, price: 1 }, client_create_time: Date.now() },
        customer,
      );
      expect(forged.status).toBe(400);
    });

    it("sends one's own order card, and a payment marks it paid and brings a pay-notify from system", async () => {
      const customer = await shop.buyer();
      const { order } = await shop.anOrder(customer);
      const stranger = await t.member();
      const foreign = await post(
        t.app,
        '/api/im/sendMsg',
        { to_uid: CS, type: 'order', body: { order_id: order.id }, client_create_time: Date.now() },
        stranger,
      );
      expect(foreign.status).toBe(404);

      const card = await post<ImMessage>(
        t.app,
        '/api/im/sendMsg',
        { to_uid: CS, type: 'order', body: { order_id: order.id }, client_create_time: Date.now() },
        customer,
      );
      expect(card.body.data.body).toMatchObject({ order_no: order.orderNo, status: 0, pay_time: null });
      const socket = await openSocket(url, customer);
      try {
        await shop.pay(customer, order.id);
        const notify = await pushOf(socket, (m) => m.type === 'pay-notify', 5_000);
        expect(notify).toMatchObject({ from_uid: IM.SYSTEM_UID, nickname: 'system message' });
        expect(notify.body).toMatchObject({
          order_id: order.id,
          pay_channel: 'wechat',
          status: 1,
          // Which order and how much, so the notice stands on its own (issue 15).
          order_no: order.orderNo,
          amount: order.payAmount,
        });
        const [updated] = await messagesOf(customer, card.body.data.conversation_id);
        expect(updated?.body).toMatchObject({ order_id: order.id, status: 1, pay_channel: 'wechat' });
      } finally {
        socket.close();
      }
    });
  });

  describe('the push socket', () => {
    it('answers a ping with a pong', async () => {
      const socket = await openSocket(url, await t.member());
      try {
        socket.send({ type: 'ping' });
        await socket.next((f) => f.type === 'pong');
      } finally {
        socket.close();
      }
    });

    it('closes the sockets of a session that logs out with code 20', async () => {
      const member = await t.member();
      const socket = await openSocket(url, member);
      expect((await post(t.app, '/api/member/logout', {}, member)).status).toBe(200);
      expect((await socket.closed).code).toBe(IM_CLOSE.SIGNED_OUT);
    });

    it.each([
      ['a forged token', { type: 'auth', token: 'forged', deviceId: 'd' }],
      ['a first frame that is not auth', { type: 'ping' }],
    ])('closes with code 23 on %s', async (_, frame) => {
      const socket = await openSocket(url, null);
      socket.send(frame);
      expect((await socket.closed).code).toBe(IM_CLOSE.AUTH_FAILED);
    });
  });
});
