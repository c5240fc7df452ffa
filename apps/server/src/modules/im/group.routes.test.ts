import type { ImConversation, ImMessage } from '@ffe/shared/contracts/im';
import type { GroupMember, ImGroup } from '@ffe/shared/contracts/im-groups';
import { groupConversationId } from '@ffe/shared/domain/im/conversation-id';
import { beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../../test/app';
import { chatting, openSocket, pushOf, socketUrlOf } from '../../../test/chatting';
import { describeOnEachDatabase } from '../../../test/each-database';
import type { Member } from '../../../test/factories';

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
