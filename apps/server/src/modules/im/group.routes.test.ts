import type { ImConversation, ImMessage, ImNotification } from '@ffe/shared/contracts/im';
import type { GroupJoinRequest, GroupMember, ImGroup } from '@ffe/shared/contracts/im-groups';
import { groupConversationId } from '@ffe/shared/domain/im/conversation-id';
import { beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../../test/app';
import { chatting, openSocket, pushOf, socketUrlOf } from '../../../test/chatting';
import { describeOnEachDatabase } from '../../../test/each-database';
import { type Member, tick } from '../../../test/factories';

/** A real 1×1 PNG: uploads are told by their bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describeOnEachDatabase('groups', (t) => {
  const chat = chatting(t);
  let url: string;
  beforeAll(async () => {
    url = await socketUrlOf(t.app);
  });

  async function friends(a: Member, b: Member) {
    await chat.call(a, 'friend/invite', { to_uid: b.id });
    await chat.call(b, 'friend/accept', { from_uid: a.id });
  }

  /** An owner with two friends in a new group. */
  async function aGroup(extra: object = {}) {
    const [owner, ann, bob] = [await t.member(), await t.member(), await t.member()];
    await friends(owner, ann);
    await friends(owner, bob);
    const created = await chat.call<ImGroup>(owner, 'group/create', {
      user_ids: [ann.id, bob.id],
      name: '花友会',
      ...extra,
    });
    expect(created.status).toBe(200);
    return { owner, ann, bob, group: created.body.data };
  }

  const sendToGroup = (from: Member, groupId: string, body: string, extra: object = {}) =>
    post<ImMessage>(
      t.app,
      '/api/im/sendMsg',
      { group_id: groupId, type: 'text', body, client_create_time: Date.now(), ...extra },
      from,
    );
  const conversationOf = async (member: Member, groupId: string) =>
    (
      await chat.call<ImConversation[]>(member, 'getConversationList', {
        conversation_id: groupConversationId(groupId),
      })
    ).body.data[0];
  const membersOf = async (member: Member, groupId: string) =>
    (await chat.call<{ list: GroupMember[]; total: number }>(member, 'group/members', { group_id: groupId })).body.data;

  it('creates a group from friends only, with a join-group message everyone gets', async () => {
    const [owner, stranger] = [await t.member(), await t.member()];
    const refused = await chat.call(owner, 'group/create', { user_ids: [stranger.id] });
    expect(refused.status).toBe(400);

    const { ann, group } = await aGroup();
    expect(group).toMatchObject({ name: '花友会', member_count: 3, mute_all_members: false });
    const [joined] = (
      await chat.call<ImMessage[]>(ann, 'getMsgList', { conversation_id: groupConversationId(group._id) })
    ).body.data;
    expect(joined).toMatchObject({ type: 'system', action: 'join-group', group_id: group._id });
    const members = await membersOf(ann, group._id);
    expect(members.total).toBe(3);
    expect(members.list[0]?.role).toContain('admin');
  });

  it('fans a message out to every member, counting unread and reminding the mentioned', async () => {
    const { owner, ann, bob, group } = await aGroup();
    const bobSocket = await openSocket(url, bob);
    try {
      const sent = await sendToGroup(ann, group._id, '@bob 明天一起去花市？', { call_uid: [bob.id] });
      expect(sent.status).toBe(200);
      expect(sent.body.data.call_uid).toEqual([bob.id]);
      await pushOf(bobSocket, (m) => m._id === sent.body.data._id);
      const bobRow = await conversationOf(bob, group._id);
      expect(bobRow).toMatchObject({ type: 2, group_id: group._id, remind_msg_ids: [sent.body.data._id] });
      expect(bobRow?.unread_count).toBeGreaterThan(0);
      expect((await conversationOf(owner, group._id))?.remind_msg_ids).toEqual([]);

      await chat.call(bob, 'removeRemindMsgId', {
        conversation_id: groupConversationId(group._id),
        msg_id: sent.body.data._id,
      });
      expect((await conversationOf(bob, group._id))?.remind_msg_ids).toEqual([]);

      const everyone = await sendToGroup(ann, group._id, '@所有人', { call_uid: '__ALL' });
      expect(everyone.status).toBe(403);
      const byOwner = await sendToGroup(owner, group._id, '@所有人 周末聚会', { call_uid: '__ALL' });
      expect(byOwner.status).toBe(200);
      expect((await conversationOf(bob, group._id))?.remind_msg_ids).toEqual([byOwner.body.data._id]);
    } finally {
      bobSocket.close();
    }
  });

  it('names a group after its people, the creator first, until someone names it', async () => {
    const [owner, ann, bob] = [
      await t.member({ nickname: '花店' }),
      await t.member({ nickname: '安妮' }),
      await t.member({ nickname: '鲍勃' }),
    ];
    await friends(owner, ann);
    await friends(owner, bob);
    const created = await chat.call<ImGroup>(owner, 'group/create', { user_ids: [bob.id, ann.id] });
    expect(created.body.data.name).toBe('花店、鲍勃、安妮');
  });

  it('lets members of one group message each other one to one, until one of them leaves', async () => {
    const { ann, bob, group } = await aGroup();
    const direct = () =>
      post<ImMessage>(
        t.app,
        '/api/im/sendMsg',
        { to_uid: bob.id, type: 'text', body: '你好', client_create_time: 1 },
        ann,
      );
    expect((await direct()).status).toBe(200);
    await chat.call(bob, 'group/exit', { group_id: group._id });
    const refused = await direct();
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/members of your groups/);
  });

  it('refuses outsiders, and answers "group does not exist" for a group that is not there', async () => {
    const { group } = await aGroup();
    const outsider = await t.member();
    expect((await sendToGroup(outsider, group._id, 'let me in')).status).toBe(403);
    const missing = await sendToGroup(outsider, 'no-such-group', 'hello');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('group does not exist');
    expect((await chat.call(outsider, 'group/info', { group_id: 'no-such-group' })).body.message).toBe(
      'group does not exist',
    );
  });

  it('mutes everyone but admins with mute-all, moving each mute_type by one', async () => {
    const { owner, ann, group } = await aGroup();
    expect((await chat.call(ann, 'group/update', { group_id: group._id, mute_all_members: true })).status).toBe(403);
    const muted = await chat.call<ImGroup>(owner, 'group/update', { group_id: group._id, mute_all_members: true });
    expect(muted.body.data.mute_all_members).toBe(true);
    const refused = await sendToGroup(ann, group._id, 'anyone?');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ errCode: 'IM_MUTED', message: 'group_id: you are muted in this group' });
    expect((await sendToGroup(owner, group._id, 'admins still talk')).status).toBe(200);
    expect((await membersOf(owner, group._id)).list.map((m) => m.mute_type).sort()).toEqual([1, 1, 1]);

    await chat.call(owner, 'group/update', { group_id: group._id, mute_all_members: false });
    expect((await sendToGroup(ann, group._id, 'free again')).status).toBe(200);
    expect((await membersOf(owner, group._id)).list.every((m) => m.mute_type === 0)).toBe(true);
    const messages = (
      await chat.call<ImMessage[]>(ann, 'getMsgList', { conversation_id: groupConversationId(group._id) })
    ).body.data;
    expect(messages.filter((m) => m.action === 'update-group-info-mute_all_members')).toHaveLength(2);
  });

  it('mutes one member on their own, and never an admin', async () => {
    const { owner, ann, bob, group } = await aGroup();
    await chat.call(owner, 'group/muteMember', { group_id: group._id, user_id: ann.id, mute: true });
    expect((await sendToGroup(ann, group._id, 'hm')).status).toBe(403);
    expect((await sendToGroup(bob, group._id, 'fine')).status).toBe(200);
    await chat.call(owner, 'group/setAdmin', { group_id: group._id, user_id: bob.id, admin: true });
    expect(
      (await chat.call(owner, 'group/muteMember', { group_id: group._id, user_id: bob.id, mute: true })).status,
    ).toBe(403);
  });

  it('lets members leave, admins expel, and only the owner dissolve; each is a system message', async () => {
    const { owner, ann, bob, group } = await aGroup();
    const annSocket = await openSocket(url, ann);
    try {
      expect((await chat.call(owner, 'group/exit', { group_id: group._id })).status).toBe(403);
      expect((await chat.call(ann, 'group/expel', { group_id: group._id, user_id: bob.id })).status).toBe(403);

      expect((await chat.call(owner, 'group/expel', { group_id: group._id, user_id: ann.id })).status).toBe(200);
      const expelled = await pushOf(annSocket, (m) => m.action === 'group-expel');
      expect(expelled.body).toEqual({ user_id_list: [ann.id] });
      expect((await sendToGroup(ann, group._id, 'still here?')).status).toBe(403);
      await sendToGroup(bob, group._id, 'after ann left');
      const afterLeaving = await chat.call(ann, 'getMsgList', { conversation_id: groupConversationId(group._id) });
      expect(afterLeaving.status).toBe(404);

      expect((await chat.call(bob, 'group/exit', { group_id: group._id })).status).toBe(200);
      expect((await chat.call<ImGroup>(owner, 'group/info', { group_id: group._id })).body.data.member_count).toBe(1);

      expect((await chat.call(bob, 'group/dissolve', { group_id: group._id })).status).toBe(403);
      expect((await chat.call(owner, 'group/dissolve', { group_id: group._id })).status).toBe(200);
      expect((await chat.call(owner, 'group/info', { group_id: group._id })).status).toBe(404);
      expect((await chat.call<ImGroup[]>(owner, 'group/mine')).body.data.map((g) => g._id)).not.toContain(group._id);
    } finally {
      annSocket.close();
    }
  });

  it('shows someone outside a group only what joining needs, never its introduction or notice', async () => {
    const { owner, ann, group } = await aGroup({ join_option: 'closed' });
    await chat.call(owner, 'group/update', {
      group_id: group._id,
      introduction: '只给成员看的介绍',
      notification: '成员的暗号是玫瑰',
    });
    const inside = (await chat.call<ImGroup>(ann, 'group/info', { group_id: group._id })).body.data;
    expect(inside).toMatchObject({
      introduction: '只给成员看的介绍',
      notification: { content: '成员的暗号是玫瑰' },
      owner_uid: owner.id,
    });
    for (const outsider of [await chat.guest(), await t.member()]) {
      const answer = await chat.call<ImGroup>(outsider, 'group/info', { group_id: group._id });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({
        ...inside,
        introduction: '',
        notification: null,
        owner_uid: '',
        mute_all_members: false,
      });
      expect(JSON.stringify(answer.body)).not.toMatch(/暗号|只给成员/);
    }
  });

  describe('joining by id', () => {
    it.each([
      ['free', true, 200],
      ['approval', false, 200],
      ['closed', false, 403],
    ] as const)('follows the join option %s', async (join_option, joined, status) => {
      const { owner, group } = await aGroup({ join_option });
      const newcomer = await t.member();
      const answer = await chat.call<{ joined: boolean }>(newcomer, 'group/join', { group_id: group._id });
      expect(answer.status).toBe(status);
      if (status === 200) expect(answer.body.data.joined).toBe(joined);
      const isMember = (await membersOf(owner, group._id)).list.some((m) => m.users._id === newcomer.id);
      expect(isMember).toBe(joined);
      if (join_option === 'approval') {
        await chat.call(owner, 'group/approve', { group_id: group._id, user_id: newcomer.id });
        expect((await membersOf(owner, group._id)).list.some((m) => m.users._id === newcomer.id)).toBe(true);
      }
    });
  });

  describe('join requests of an approval group', () => {
    const requestsOf = (member: Member, groupId: string) =>
      chat.call<GroupJoinRequest[]>(member, 'group/joinRequests', { group_id: groupId });

    it('stores the request, shows it to admins only and notifies every admin', async () => {
      const { owner, ann, bob, group } = await aGroup({ join_option: 'approval' });
      await chat.call(owner, 'group/setAdmin', { group_id: group._id, user_id: bob.id, admin: true });
      const [ownerSocket, bobSocket] = [await openSocket(url, owner), await openSocket(url, bob)];
      try {
        const newcomer = await t.member();
        const answer = await chat.call<{ joined: boolean }>(newcomer, 'group/join', {
          group_id: group._id,
          message: '我也喜欢花',
        });
        expect(answer.body.data).toEqual({ joined: false });

        for (const [admin, socket] of [
          [owner, ownerSocket],
          [bob, bobSocket],
        ] as const) {
          const pushed = await socket.next(
            (f) => f.type === 'uni-im-notification' && f.data.payload.subType === 'uni-im-group-join-request',
          );
          expect(pushed.type === 'uni-im-notification' && pushed.data.payload).toEqual({
            type: 'uni-im-notification',
            subType: 'uni-im-group-join-request',
            unique: `${group._id}:${newcomer.id}`,
            data: {
              from_uid: newcomer.id,
              to_uid: admin.id,
              group_id: group._id,
              group_name: '花友会',
              message: '我也喜欢花',
            },
          });
        }
        expect(ann.id).not.toBe(newcomer.id);
        const annList = await chat.call<ImNotification[]>(ann, 'notification/list');
        expect(annList.body.data.some((n) => n.payload.subType === 'uni-im-group-join-request')).toBe(false);

        const listed = await requestsOf(owner, group._id);
        expect(listed.status).toBe(200);
        expect(listed.body.data).toEqual([
          {
            user: expect.objectContaining({ _id: newcomer.id }),
            message: '我也喜欢花',
            create_time: expect.any(Number),
          },
        ]);
        expect((await requestsOf(ann, group._id)).status).toBe(403);
        expect((await requestsOf(newcomer, group._id)).status).toBe(403);
      } finally {
        ownerSocket.close();
        bobSocket.close();
      }
    });

    it('refreshes a repeated request instead of adding a second one, newest first', async () => {
      const { owner, group } = await aGroup({ join_option: 'approval' });
      const [first, second] = [await t.member(), await t.member()];
      await chat.call(first, 'group/join', { group_id: group._id, message: 'one' });
      await tick();
      await chat.call(second, 'group/join', { group_id: group._id });
      await tick();
      await chat.call(first, 'group/join', { group_id: group._id, message: 'again' });
      const listed = (await requestsOf(owner, group._id)).body.data;
      expect(listed.map((r) => [r.user._id, r.message])).toEqual([
        [first.id, 'again'],
        [second.id, ''],
      ]);
    });

    it('adds the member on approval with a join-group message and clears the request', async () => {
      const { owner, ann, group } = await aGroup({ join_option: 'approval' });
      const newcomer = await t.member();
      await chat.call(newcomer, 'group/join', { group_id: group._id });
      expect((await chat.call(ann, 'group/approve', { group_id: group._id, user_id: newcomer.id })).status).toBe(403);

      expect((await chat.call(owner, 'group/approve', { group_id: group._id, user_id: newcomer.id })).status).toBe(200);
      expect((await membersOf(owner, group._id)).list.some((m) => m.users._id === newcomer.id)).toBe(true);
      const messages = (
        await chat.call<ImMessage[]>(newcomer, 'getMsgList', { conversation_id: groupConversationId(group._id) })
      ).body.data;
      expect(messages.find((m) => m.action === 'join-group')?.body).toEqual({ user_id_list: [newcomer.id] });
      expect((await requestsOf(owner, group._id)).body.data).toEqual([]);
      const notices = (await chat.call<ImNotification[]>(owner, 'notification/list')).body.data;
      expect(notices.find((n) => n.payload.unique === `${group._id}:${newcomer.id}`)?.is_read).toBe(true);
    });

    it('clears the request on rejection and adds nobody', async () => {
      const { owner, ann, group } = await aGroup({ join_option: 'approval' });
      const newcomer = await t.member();
      await chat.call(newcomer, 'group/join', { group_id: group._id, message: 'please' });
      const byMember = await chat.call(ann, 'group/rejectJoin', { group_id: group._id, user_id: newcomer.id });
      expect(byMember.status).toBe(403);

      const rejected = await chat.call(owner, 'group/rejectJoin', { group_id: group._id, user_id: newcomer.id });
      expect(rejected.status).toBe(200);
      expect((await requestsOf(owner, group._id)).body.data).toEqual([]);
      expect((await membersOf(owner, group._id)).list.some((m) => m.users._id === newcomer.id)).toBe(false);
      const again = await chat.call(owner, 'group/rejectJoin', { group_id: group._id, user_id: newcomer.id });
      expect(again.status).toBe(404);
      expect(again.body.message).toBe('join request not found');
    });
  });

  describe('the unread group notice flag', () => {
    it("sets the flag on members' rows for a new notice, not on the author's", async () => {
      const { owner, ann, bob, group } = await aGroup();
      await chat.call(owner, 'group/update', { group_id: group._id, notification: '周六上午九点集合' });
      const messages = (
        await chat.call<ImMessage[]>(ann, 'getMsgList', { conversation_id: groupConversationId(group._id) })
      ).body.data;
      const notice = messages.find((m) => m.action === 'update-group-info-notification');
      expect(notice).toBeDefined();
      for (const member of [ann, bob]) {
        expect(await conversationOf(member, group._id)).toMatchObject({
          has_unread_group_notification: true,
          unread_group_notice_id: notice?._id,
        });
      }
      expect(await conversationOf(owner, group._id)).toMatchObject({
        has_unread_group_notification: false,
        unread_group_notice_id: null,
      });

      await chat.call(owner, 'group/update', { group_id: group._id, name: '周末花市' });
      expect((await conversationOf(ann, group._id))?.unread_group_notice_id).toBe(notice?._id);
    });

    it("clears the flag on the caller's row only and tells the caller's other devices", async () => {
      const { owner, ann, bob, group } = await aGroup();
      await chat.call(owner, 'group/update', { group_id: group._id, notification: '记得带花瓶' });
      const otherDevice = await openSocket(url, ann);
      try {
        const cleared = await chat.call<ImConversation>(ann, 'updateConversation', {
          conversation_id: groupConversationId(group._id),
          has_unread_group_notification: false,
          device_id: 'this-device',
        });
        expect(cleared.status).toBe(200);
        expect(cleared.body.data).toMatchObject({ has_unread_group_notification: false, unread_group_notice_id: null });
        const pushed = await pushOf(otherDevice, (m) => m.action === 'setUnreadGroupNoticeId');
        expect(pushed).toMatchObject({
          type: 'system',
          group_id: group._id,
          conversation_id: groupConversationId(group._id),
          device_id: 'this-device',
          body: { group_id: group._id, unread_group_notice_id: null },
        });
        expect((await conversationOf(ann, group._id))?.has_unread_group_notification).toBe(false);
        expect((await conversationOf(bob, group._id))?.has_unread_group_notification).toBe(true);
        const stored = (
          await chat.call<ImMessage[]>(bob, 'getMsgList', { conversation_id: groupConversationId(group._id) })
        ).body.data;
        expect(stored.some((m) => m.action === 'setUnreadGroupNoticeId')).toBe(false);
      } finally {
        otherDevice.close();
      }
    });

    it('refuses setting the flag by hand', async () => {
      const { ann, group } = await aGroup();
      const refused = await chat.call(ann, 'updateConversation', {
        conversation_id: groupConversationId(group._id),
        has_unread_group_notification: true,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toContain('has_unread_group_notification');
    });
  });

  it('lets the owner make and unmake admins with set-group-admin; an admin may then change the group', async () => {
    const { owner, ann, bob, group } = await aGroup();
    const muteAll = (who: Member, on: boolean) =>
      chat.call(who, 'group/update', { group_id: group._id, mute_all_members: on });
    expect((await muteAll(bob, true)).status).toBe(403);
    expect((await chat.call(ann, 'group/setAdmin', { group_id: group._id, user_id: bob.id, admin: true })).status).toBe(
      403,
    );
    await chat.call(owner, 'group/setAdmin', { group_id: group._id, user_id: bob.id, admin: true });
    expect((await membersOf(owner, group._id)).list.find((m) => m.users._id === bob.id)?.role).toEqual(['admin']);
    expect((await muteAll(bob, true)).status).toBe(200);
    await chat.call(owner, 'group/setAdmin', { group_id: group._id, user_id: bob.id, admin: false });
    expect((await muteAll(bob, false)).status).toBe(403);
    const changes = (
      await chat.call<ImMessage[]>(ann, 'getMsgList', { conversation_id: groupConversationId(group._id) })
    ).body.data.filter((m) => m.action === 'set-group-admin');
    expect(changes.map((m) => m.body)).toEqual(
      expect.arrayContaining([
        { user_id: bob.id, addRole: ['admin'], delRole: [] },
        { user_id: bob.id, addRole: [], delRole: ['admin'] },
      ]),
    );
  });

  it('updates the introduction (240 at most) and the picture, which must be one the admin uploaded', async () => {
    const { owner, ann, group } = await aGroup();
    const update = (who: Member, change: object) =>
      chat.call<ImGroup>(who, 'group/update', { group_id: group._id, ...change });
    expect((await update(owner, { introduction: '花'.repeat(241) })).status).toBe(400);
    expect((await update(owner, { introduction: '每周六的插花课' })).body.data.introduction).toBe('每周六的插花课');

    const upload = async (who: Member) => {
      const data = new FormData();
      data.append('kind', 'image');
      data.append('file', new Blob([new Uint8Array(PNG)]), 'group.png');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/im/upload',
        payload: data,
        headers: { authorization: who.token },
      });
      return (res.json() as { data: { path: string } }).data.path;
    };
    const annPicture = await upload(ann);
    const refused = await update(owner, { avatar_file: `/${annPicture}` });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^avatar_file/);
    expect((await update(owner, { avatar_file: 'https://elsewhere.example/x.png' })).status).toBe(400);

    const ownPicture = await upload(owner);
    const changed = await update(owner, { avatar_file: `/${ownPicture}` });
    expect(changed.status).toBe(200);
    expect(changed.body.data.avatar_file.url).toContain(ownPicture);
    const actions = (
      await chat.call<ImMessage[]>(ann, 'getMsgList', { conversation_id: groupConversationId(group._id) })
    ).body.data.map((m) => m.action);
    expect(actions).toEqual(
      expect.arrayContaining(['update-group-info-introduction', 'update-group-info-avatar_file']),
    );
  });

  it('updates the name and notice with their own system actions', async () => {
    const { owner, ann, group } = await aGroup();
    const tooLong = await chat.call(owner, 'group/update', { group_id: group._id, name: '花'.repeat(31) });
    expect(tooLong.status).toBe(400);
    await chat.call(owner, 'group/update', { group_id: group._id, name: '周末花市', notification: '周六上午九点集合' });
    const messages = (
      await chat.call<ImMessage[]>(ann, 'getMsgList', { conversation_id: groupConversationId(group._id) })
    ).body.data;
    expect(messages.map((m) => m.action)).toEqual(
      expect.arrayContaining(['update-group-info-name', 'update-group-info-notification']),
    );
    const info = (await chat.call<ImGroup>(ann, 'group/info', { group_id: group._id })).body.data;
    expect(info).toMatchObject({ name: '周末花市', notification: { content: '周六上午九点集合' } });
  });
});
