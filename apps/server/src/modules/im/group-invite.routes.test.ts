import type { ImMessage } from '@ffe/shared/contracts/im';
import type { GroupMember, ImGroup } from '@ffe/shared/contracts/im-groups';
import { groupConversationId } from '@ffe/shared/domain/im/conversation-id';
import { expect, it } from 'vitest';
import { chatting } from '../../../test/chatting';
import { describeOnEachDatabase } from '../../../test/each-database';
import type { Member } from '../../../test/factories';

describeOnEachDatabase('adding friends to a group', (t) => {
  const chat = chatting(t);

  async function friends(a: Member, b: Member) {
    await chat.call(a, 'friend/invite', { to_uid: b.id });
    await chat.call(b, 'friend/accept', { from_uid: a.id });
  }

  /** An owner with a friend in a new group. */
  async function aGroup(joinOption: 'free' | 'approval' | 'closed') {
    const [owner, ann] = [await t.member(), await t.member()];
    await friends(owner, ann);
    const created = await chat.call<ImGroup>(owner, 'group/create', { user_ids: [ann.id], join_option: joinOption });
    return { owner, ann, group: created.body.data };
  }
  const memberIds = async (member: Member, groupId: string) =>
    (await chat.call<{ list: GroupMember[] }>(member, 'group/members', { group_id: groupId })).body.data.list.map(
      (m) => m.users._id,
    );
  const lastMessage = async (member: Member, groupId: string) =>
    (await chat.call<ImMessage[]>(member, 'getMsgList', { conversation_id: groupConversationId(groupId) })).body.data
      .sort((a, b) => a.create_time - b.create_time)
      .at(-1);

  it('lets an admin add friends, skipping those in, with one join-group notice naming them', async () => {
    const { owner, ann, group } = await aGroup('closed');
    const [bob, cat] = [await t.member(), await t.member()];
    await friends(owner, bob);
    await friends(owner, cat);
    const added = await chat.call(owner, 'group/invite', { group_id: group._id, user_ids: [bob.id, cat.id, ann.id] });
    expect(added.status).toBe(200);
    expect((await memberIds(owner, group._id)).sort()).toEqual([owner.id, ann.id, bob.id, cat.id].sort());
    expect(await lastMessage(bob, group._id)).toMatchObject({
      type: 'system',
      action: 'join-group',
      from_uid: owner.id,
      body: { user_id_list: [bob.id, cat.id] },
    });
    const info = await chat.call<ImGroup>(bob, 'group/info', { group_id: group._id });
    expect(info.body.data.member_count).toBe(4);
  });

  it('refuses someone who is not a friend of the one adding', async () => {
    const { owner, group } = await aGroup('free');
    const stranger = await t.member();
    const refused = await chat.call(owner, 'group/invite', { group_id: group._id, user_ids: [stranger.id] });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ errCode: 'INVALID_PARAM', message: expect.stringContaining('NOT_ALLOWED') });
    expect(await memberIds(owner, group._id)).not.toContain(stranger.id);
  });

  it('lets a member add friends to a group free to join, and only an admin to one that asks', async () => {
    for (const joinOption of ['free', 'approval'] as const) {
      const { ann, group } = await aGroup(joinOption);
      const dan = await t.member();
      await friends(ann, dan);
      const answer = await chat.call(ann, 'group/invite', { group_id: group._id, user_ids: [dan.id] });
      expect(answer.status).toBe(joinOption === 'free' ? 200 : 403);
      expect((await memberIds(ann, group._id)).includes(dan.id)).toBe(joinOption === 'free');
    }
  });

  it('refuses someone outside the group', async () => {
    const { group } = await aGroup('free');
    const [outsider, friend] = [await t.member(), await t.member()];
    await friends(outsider, friend);
    const refused = await chat.call(outsider, 'group/invite', { group_id: group._id, user_ids: [friend.id] });
    expect(refused.status).toBe(403);
  });
});
