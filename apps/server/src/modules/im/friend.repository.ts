import type { ImNotification } from '@ffe/shared/contracts/im';
import type { Db } from '../../db/connect';
import type { ImFriendInviteTable } from '../../db/schema';

type NotificationPayload = ImNotification['payload'];

/** Queries of friends, invitations, aliases and notifications; no rules live here. */
export function friendRepository(db: Db) {
  return {
    transaction: <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute(work),

    userByPhone: (phone: string) =>
      db.selectFrom('users').select(['id', 'nickname', 'avatar', 'role']).where('phone', '=', phone).executeTakeFirst(),

    areFriends: async (userId: string, otherId: string) =>
      (await db
        .selectFrom('im_friends')
        .select('friend_uid')
        .where('user_id', '=', userId)
        .where('friend_uid', '=', otherId)
        .executeTakeFirst()) !== undefined,

    friendsOf: (userId: string) =>
      db
        .selectFrom('im_friends')
        .innerJoin('users', 'users.id', 'im_friends.friend_uid')
        .leftJoin('im_user_aliases', (join) =>
          join
            .onRef('im_user_aliases.target_uid', '=', 'im_friends.friend_uid')
            .on('im_user_aliases.user_id', '=', userId),
        )
        .select([
          'im_friends.friend_uid',
          'im_friends.mark',
          'im_friends.class_name',
          'users.id',
          'users.nickname',
          'users.avatar',
          'users.role',
          'im_user_aliases.content as alias',
        ])
        .where('im_friends.user_id', '=', userId)
        .orderBy('im_friends.create_time', 'desc')
        .execute(),

    /** Both directions of a friendship, once. */
    befriend: (a: string, b: string, at: number, trx: Db) =>
      trx
        .insertInto('im_friends')
        .values([
          { user_id: a, friend_uid: b, create_time: at },
          { user_id: b, friend_uid: a, create_time: at },
        ])
        .onConflict((c) => c.columns(['user_id', 'friend_uid']).doNothing())
        .execute(),

    unfriend: (a: string, b: string, trx: Db) =>
      trx
        .deleteFrom('im_friends')
        .where((eb) =>
          eb.or([
            eb.and([eb('user_id', '=', a), eb('friend_uid', '=', b)]),
            eb.and([eb('user_id', '=', b), eb('friend_uid', '=', a)]),
          ]),
        )
        .execute(),

    /** A new or renewed invitation: pending again, with its new message. */
    putInvite: (from: string, to: string, message: string, at: number) =>
      db
        .insertInto('im_friend_invites')
        .values({ from_uid: from, to_uid: to, message, status: 'pending', create_time: at, update_time: at })
        .onConflict((c) =>
          c
            .columns(['from_uid', 'to_uid'])
            .doUpdateSet({ message, status: 'pending', create_time: at, update_time: at }),
        )
        .execute(),

    /** Answers a pending invitation; true when it was pending. */
    answerInvite: async (from: string, to: string, status: ImFriendInviteTable['status'], at: number, trx: Db) => {
      const result = await trx
        .updateTable('im_friend_invites')
        .set({ status, update_time: at })
        .where('from_uid', '=', from)
        .where('to_uid', '=', to)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    pendingInvitesTo: (userId: string) =>
      db
        .selectFrom('im_friend_invites')
        .innerJoin('users', 'users.id', 'im_friend_invites.from_uid')
        .select([
          'im_friend_invites.from_uid',
          'im_friend_invites.message',
          'im_friend_invites.create_time',
          'users.id',
          'users.nickname',
          'users.avatar',
          'users.role',
        ])
        .where('im_friend_invites.to_uid', '=', userId)
        .where('im_friend_invites.status', '=', 'pending')
        .orderBy('im_friend_invites.create_time', 'desc')
        .execute(),

    aliasesOf: (userId: string, limit: number) =>
      db
        .selectFrom('im_user_aliases')
        .select(['target_uid', 'content'])
        .where('user_id', '=', userId)
        .orderBy('update_time', 'desc')
        .limit(limit)
        .execute(),

    putAlias: (userId: string, targetUid: string, content: string, at: number) =>
      db
        .insertInto('im_user_aliases')
        .values({ user_id: userId, target_uid: targetUid, content, update_time: at })
        .onConflict((c) => c.columns(['user_id', 'target_uid']).doUpdateSet({ content, update_time: at }))
        .execute(),

    removeAlias: (userId: string, targetUid: string) =>
      db.deleteFrom('im_user_aliases').where('user_id', '=', userId).where('target_uid', '=', targetUid).execute(),

    /** Stores a notification, replacing the user's earlier one of the same kind and subject (unread again). */
    putNotification: (
      row: {
        id: string;
        user_id: string;
        type: string;
        sub_type: string;
        unique_key: string;
        payload: NotificationPayload;
      },
      at: number,
      trx: Db = db,
    ) => {
      const payload = JSON.stringify(row.payload);
      return trx
        .insertInto('im_notifications')
        .values({ ...row, payload, is_read: 0, create_time: at })
        .onConflict((c) =>
          c.columns(['user_id', 'sub_type', 'unique_key']).doUpdateSet({ payload, is_read: 0, create_time: at }),
        )
        .returning(['id'])
        .executeTakeFirstOrThrow();
    },

    /** Marks a user's notification about one subject read (an invitation that was answered). */
    readNotification: (userId: string, subType: string, unique: string, trx: Db = db) =>
      trx
        .updateTable('im_notifications')
        .set({ is_read: 1 })
        .where('user_id', '=', userId)
        .where('sub_type', '=', subType)
        .where('unique_key', '=', unique)
        .execute(),

    /** Marks every user's notification about one subject read. */
    readNotificationsAbout: (subType: string, unique: string) =>
      db
        .updateTable('im_notifications')
        .set({ is_read: 1 })
        .where('sub_type', '=', subType)
        .where('unique_key', '=', unique)
        .where('is_read', '=', 0)
        .execute(),

    /** The user's notifications of a kind, newest first, their payloads decoded. */
    notificationsOf: async (userId: string, type: string, limit: number) =>
      (
        await db
          .selectFrom('im_notifications')
          .selectAll()
          .where('user_id', '=', userId)
          .where('type', '=', type)
          .orderBy('create_time', 'desc')
          .limit(limit)
          .execute()
      ).map((row) => ({ ...row, payload: JSON.parse(row.payload) as NotificationPayload })),

    readNotifications: (ids: readonly string[]) =>
      ids.length
        ? db
            .updateTable('im_notifications')
            .set({ is_read: 1 })
            .where('id', 'in', ids)
            .where('is_read', '=', 0)
            .execute()
        : Promise.resolve([]),
  };
}

export type FriendRepository = ReturnType<typeof friendRepository>;
