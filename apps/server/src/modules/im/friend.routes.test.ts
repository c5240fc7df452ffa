import { IM } from '@ffe/shared/constants';
import type { ImNotification, PublicUser } from '@ffe/shared/contracts/im';
import type { Friend, UserAlias } from '@ffe/shared/contracts/im-friends';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatting, openSocket, socketUrlOf } from '../../../test/chatting';
import { describeOnEachDatabase } from '../../../test/each-database';
import type { Member } from '../../../test/factories';

describeOnEachDatabase('friends and notifications', (t) => {
  const chat = chatting(t);
  let url: string;
  beforeAll(async () => {
    url = await socketUrlOf(t.app);
  });
  const notificationsOf = async (member: Member) =>
    (await chat.call<ImNotification[]>(member, 'notification/list')).body.data;
  const friendsOf = async (member: Member) => (await chat.call<Friend[]>(member, 'friend/list')).body.data;

  describe('finding a user', () => {
    it('finds one by exact phone or id, never a listing', async () => {
      const ann = await t.member();
      const byPhone = await chat.call<PublicUser[]>(ann, 'user/find', { mobile: ann.user.phone });
      expect(byPhone.body.data.map((u) => u._id)).toEqual([ann.id]);
      const byId = await chat.call<PublicUser[]>(ann, 'user/find', { _id: ann.id });
      expect(byId.body.data.map((u) => u._id)).toEqual([ann.id]);
      const nobody = await chat.call<PublicUser[]>(ann, 'user/find', { mobile: '13000000009' });
      expect(nobody.body.data).toEqual([]);
      expect(JSON.stringify(byPhone.body.data)).not.toContain(ann.user.phone as string);
    });

    it.each([
      [{}, 'please pass a search condition'],
      [{ mobile: 13_800_000_000 }, 'wrong search condition'],
      [{ _id: { $ne: null } }, 'wrong search condition'],
    ])('refuses %j with "%s"', async (body, message) => {
      const answer = await chat.call(await t.member(), 'user/find', body);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(message);
    });
  });

  it('takes a friendship from invitation to acceptance to deletion, notifying each side', async () => {
    const [ann, bob] = [await t.member(), await t.member()];
    const bobSocket = await openSocket(url, bob);
    const annSocket = await openSocket(url, ann);
    try {
      expect((await chat.send(ann, bob.id, 'hi')).status).toBe(403);

      expect((await chat.call(ann, 'friend/invite', { to_uid: bob.id, message: '我是安' })).status).toBe(200);
      const invited = await bobSocket.next((f) => f.type === 'uni-im-notification');
      expect(invited).toMatchObject({
        data: {
          payload: { subType: 'uni-im-friend-invite', unique: ann.id, data: { from_uid: ann.id, to_uid: bob.id } },
        },
      });
      expect((await chat.call<{ notification: number }>(bob, 'getUnreadCount')).body.data).toMatchObject({
        unreadCountObj: { notification: 1 },
      });

      expect((await chat.call(bob, 'friend/accept', { from_uid: ann.id })).status).toBe(200);
      const added = await annSocket.next(
        (f) => f.type === 'uni-im-notification' && f.data.payload.subType === 'uni-im-friend-add',
      );
      expect(added).toMatchObject({ data: { payload: { data: { from_uid: bob.id, to_uid: ann.id } } } });
      expect((await friendsOf(ann)).map((f) => f.friend_uid)).toEqual([bob.id]);
      expect((await friendsOf(bob)).map((f) => f.user_info._id)).toEqual([ann.id]);
      expect((await chat.send(ann, bob.id, 'now we can talk')).status).toBe(200);
      expect((await chat.call(bob, 'friend/accept', { from_uid: ann.id })).status).toBe(404);

      expect((await chat.call(ann, 'friend/delete', { friend_uid: bob.id })).status).toBe(200);
      await bobSocket.next(
        (f) => f.type === 'uni-im-notification' && f.data.payload.subType === 'uni-im-friend-delete',
      );
      expect(await friendsOf(bob)).toEqual([]);
      expect((await chat.send(bob, ann.id, 'still there?')).status).toBe(403);
    } finally {
      bobSocket.close();
      annSocket.close();
    }
  });

  it('lists notifications de-duplicated by kind and subject, newest first, and marks them read', async () => {
    const [ann, bob, cat] = [await t.member(), await t.member(), await t.member()];
    await chat.call(ann, 'friend/invite', { to_uid: cat.id, message: 'first' });
    await chat.call(bob, 'friend/invite', { to_uid: cat.id });
    await chat.call(ann, 'friend/invite', { to_uid: cat.id, message: 'again' });
    const list = await notificationsOf(cat);
    expect(list.map((n) => [n.payload.unique, n.payload.data.message])).toEqual([
      [ann.id, 'again'],
      [bob.id, ''],
    ]);
    expect(list.every((n) => !n.is_read)).toBe(true);
    expect((await notificationsOf(cat)).every((n) => n.is_read)).toBe(true);
    expect(
      (await chat.call<{ unreadCountObj: { notification: number } }>(cat, 'getUnreadCount')).body.data.unreadCountObj
        .notification,
    ).toBe(0);
  });

  it('rejects an invitation without making friends', async () => {
    const [ann, bob] = [await t.member(), await t.member()];
    await chat.call(ann, 'friend/invite', { to_uid: bob.id });
    expect((await chat.call(bob, 'friend/reject', { from_uid: ann.id })).status).toBe(200);
    expect(await friendsOf(ann)).toEqual([]);
    expect((await chat.call(bob, 'friend/accept', { from_uid: ann.id })).status).toBe(404);
  });

  it('keeps friendship to people: guests cannot invite, and nobody can invite a guest or themselves', async () => {
    const [ann, guest] = [await t.member(), await chat.guest()];
    expect((await chat.call(guest, 'friend/invite', { to_uid: ann.id })).status).toBe(403);
    expect((await chat.call(ann, 'friend/invite', { to_uid: guest.id })).status).toBe(404);
    expect((await chat.call(ann, 'friend/invite', { to_uid: ann.id })).status).toBe(400);
    expect((await chat.call(ann, 'friend/invite', { to_uid: IM.SYSTEM_UID })).status).toBe(404);
  });

  it("keeps one's aliases and shows them on the friend list", async () => {
    const [ann, bob] = [await t.member(), await t.member()];
    await chat.call(ann, 'friend/invite', { to_uid: bob.id });
    await chat.call(bob, 'friend/accept', { from_uid: ann.id });
    expect((await chat.call(ann, 'alias/set', { target_uid: bob.id, content: '老板' })).status).toBe(200);
    expect((await chat.call<UserAlias[]>(ann, 'alias/list')).body.data).toEqual([
      { target_uid: bob.id, content: '老板' },
    ]);
    expect((await friendsOf(ann))[0]?.alias).toBe('老板');
    expect((await friendsOf(bob))[0]?.alias).toBeNull();
    await chat.call(ann, 'alias/set', { target_uid: bob.id, content: '' });
    expect((await chat.call<UserAlias[]>(ann, 'alias/list')).body.data).toEqual([]);
    const tooLong = await chat.call(ann, 'alias/set', {
      target_uid: bob.id,
      content: 'x'.repeat(IM.ALIAS_MAX_LENGTH + 1),
    });
    expect(tooLong.status).toBe(400);
  });
});
