import crypto from 'node:crypto';
import { IM } from '@ffe/shared/constants';
import type { ImNotification, PublicUser } from '@ffe/shared/contracts/im';
import type { Friend, UserAlias } from '@ffe/shared/contracts/im-friends';
import { isGuest } from '@ffe/shared/domain/account-roles';
import { MOBILE_PHONE_PATTERN } from '@ffe/shared/domain/phone';
import { conflict, forbidden, invalidParam, notFound } from '../../platform/errors';
import type { EventBus } from '../../platform/event-bus';
import type { FriendRepository } from './friend.repository';
import { type ProfileRow, toPublicUser } from './im.mapper';
import type { ImRepository } from './im.repository';
import type { ImUser } from './im-delivery.service';

/** The notification kinds of friendship (PRODUCT.md#chat-friends). */
export const FRIEND_NOTICE = {
  type: 'uni-im-notification',
  invite: 'uni-im-friend-invite',
  add: 'uni-im-friend-add',
  remove: 'uni-im-friend-delete',
} as const;

export interface FriendServiceDeps {
  repo: FriendRepository;
  im: ImRepository;
  bus: EventBus;
  imageUrl: (path: string) => string;
  now?: () => number;
}

/** What a notification's payload carries: who it is from and to, and the kind's own fields. */
type NotificationData = ImNotification['payload']['data'];

/** Only people can be friends: not guests (anonymous devices) and not the system user. */
const canBefriend = (row: Pick<ProfileRow, 'id' | 'role'>) => !isGuest(row) && row.id !== IM.SYSTEM_UID;

/** Friends, invitations, aliases and the notifications they bring (PRODUCT.md#chat-friends). */
export function friendService(deps: FriendServiceDeps) {
  const { repo, bus } = deps;
  const now = deps.now ?? Date.now;
  const present = (row: ProfileRow): PublicUser => toPublicUser(row, deps.imageUrl);

  async function person(id: string): Promise<ProfileRow> {
    const [row] = await deps.im.publicUsers([id]);
    if (!row || !canBefriend(row)) throw notFound('user');
    return row;
  }

  function assertPerson(user: ImUser) {
    if (isGuest(user)) throw forbidden('log in to add friends');
  }

  /** Stores a notification for `to` about `unique` (replacing one about the same subject) and pushes it. */
  async function putNotification(to: string, subType: string, unique: string, data: NotificationData) {
    const at = now();
    const payload = { type: FRIEND_NOTICE.type, subType, unique, data };
    const { id } = await repo.putNotification(
      {
        id: crypto.randomUUID(),
        user_id: to,
        type: FRIEND_NOTICE.type,
        sub_type: subType,
        unique_key: unique,
        payload,
      },
      at,
    );
    const notification: ImNotification = { _id: id, user_id: to, create_time: at, is_read: false, payload };
    await bus.publish({ kind: 'push', to: [to], frame: { type: 'uni-im-notification', data: notification } });
  }

  /** A friendship notification: its subject is the user it comes from. */
  const notify = (to: string, subType: string, from: string, extra: object = {}) =>
    putNotification(to, subType, from, { from_uid: from, to_uid: to, ...extra });

  return {
    /**
     * A user by exact phone or id (PRODUCT.md#chat-friends): no condition fails with 'please pass a search condition',
     * a condition that is not a string with 'wrong search condition'. Never a listing; guests and the system user are
     * not found.
     */
    async find(query: { mobile?: unknown; _id?: unknown }): Promise<PublicUser[]> {
      const { mobile, _id } = query;
      if (mobile === undefined && _id === undefined) throw invalidParam('please pass a search condition');
      if ((mobile !== undefined && typeof mobile !== 'string') || (_id !== undefined && typeof _id !== 'string')) {
        throw invalidParam('wrong search condition');
      }
      if (typeof mobile === 'string' && !MOBILE_PHONE_PATTERN.test(mobile))
        throw invalidParam('wrong search condition');
      const row =
        typeof mobile === 'string' ? await repo.userByPhone(mobile) : (await deps.im.publicUsers([_id as string]))[0];
      if (!row || !canBefriend(row) || (typeof _id === 'string' && row.id !== _id)) return [];
      return [present(row)];
    },

    async invite(user: ImUser, toUid: string, message = ''): Promise<void> {
      assertPerson(user);
      if (toUid === user.uid) throw invalidParam('to_uid: you cannot befriend yourself');
      await person(toUid);
      if (await repo.areFriends(user.uid, toUid)) throw conflict('IM_ALREADY_FRIENDS', 'to_uid: already friends');
      await repo.putInvite(user.uid, toUid, message, now());
      await notify(toUid, FRIEND_NOTICE.invite, user.uid, { message });
    },

    /** Accepting makes both friends and tells the one who asked. */
    async accept(user: ImUser, fromUid: string): Promise<void> {
      assertPerson(user);
      const at = now();
      const accepted = await repo.transaction(async (trx) => {
        if (!(await repo.answerInvite(fromUid, user.uid, 'accepted', at, trx))) return false;
        await repo.befriend(fromUid, user.uid, at, trx);
        await repo.readNotification(user.uid, FRIEND_NOTICE.invite, fromUid, trx);
        return true;
      });
      if (!accepted) throw notFound('invitation');
      await notify(fromUid, FRIEND_NOTICE.add, user.uid);
    },

    async reject(user: ImUser, fromUid: string): Promise<void> {
      assertPerson(user);
      const rejected = await repo.transaction(async (trx) => {
        if (!(await repo.answerInvite(fromUid, user.uid, 'rejected', now(), trx))) return false;
        await repo.readNotification(user.uid, FRIEND_NOTICE.invite, fromUid, trx);
        return true;
      });
      if (!rejected) throw notFound('invitation');
    },

    /** Ends a friendship on both sides and tells the other. */
    async remove(user: ImUser, friendUid: string): Promise<void> {
      if (!(await repo.areFriends(user.uid, friendUid))) throw notFound('friend');
      await repo.transaction((trx) => repo.unfriend(user.uid, friendUid, trx));
      await notify(friendUid, FRIEND_NOTICE.remove, user.uid);
    },

    async list(user: ImUser): Promise<Friend[]> {
      return (await repo.friendsOf(user.uid)).map((row) => ({
        friend_uid: row.friend_uid,
        mark: row.mark,
        class_name: row.class_name,
        user_info: present(row),
        alias: row.alias,
      }));
    },

    async invitations(user: ImUser) {
      return (await repo.pendingInvitesTo(user.uid)).map((row) => ({
        from_uid: row.from_uid,
        message: row.message,
        create_time: Number(row.create_time),
        user_info: present(row),
      }));
    },

    areFriends: (a: string, b: string) => repo.areFriends(a, b),

    /** Stores and pushes a notification of another kind (group join requests) through the same list. */
    notify: putNotification,

    /** Marks every user's notification about one subject read (a join request an admin answered). */
    readNotificationsAbout: (subType: string, unique: string) => repo.readNotificationsAbout(subType, unique),

    async aliases(user: ImUser): Promise<UserAlias[]> {
      return repo.aliasesOf(user.uid, IM.ALIAS_LIMIT);
    },

    /** Names another user for oneself; an empty alias removes it. At most 1000 (PRODUCT.md#chat-friends). */
    async setAlias(user: ImUser, targetUid: string, content: string): Promise<void> {
      if (!content) {
        await repo.removeAlias(user.uid, targetUid);
        return;
      }
      const [target] = await deps.im.publicUsers([targetUid]);
      if (!target) throw notFound('user');
      const existing = await repo.aliasesOf(user.uid, IM.ALIAS_LIMIT);
      if (!existing.some((a) => a.target_uid === targetUid) && existing.length >= IM.ALIAS_LIMIT) {
        throw invalidParam(`target_uid: at most ${IM.ALIAS_LIMIT} aliases`);
      }
      await repo.putAlias(user.uid, targetUid, content, now());
    },

    /** The notification list (PRODUCT.md#chat-friends): de-duplicated by subType plus unique, newest first, at most 1000; read now. */
    async notifications(user: ImUser): Promise<ImNotification[]> {
      const rows = await repo.notificationsOf(user.uid, FRIEND_NOTICE.type, IM.NOTIFICATION_LIMIT);
      const seen = new Set<string>();
      const list: ImNotification[] = [];
      for (const row of rows) {
        const key = `${row.sub_type}\u0000${row.unique_key}`;
        if (seen.has(key)) continue;
        seen.add(key);
        list.push({
          _id: row.id,
          user_id: row.user_id,
          create_time: Number(row.create_time),
          is_read: row.is_read === 1,
          payload: row.payload,
        });
      }
      await repo.readNotifications(list.filter((n) => !n.is_read).map((n) => n._id));
      return list;
    },
  };
}

export type FriendService = ReturnType<typeof friendService>;
