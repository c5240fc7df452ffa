import crypto from 'node:crypto';
import { IM } from '@ffe/shared/constants';
import type { ImNotification } from '@ffe/shared/contracts/im';
import type { GroupJoinRequest, GroupMember, ImGroup } from '@ffe/shared/contracts/im-groups';
import { isGuest } from '@ffe/shared/domain/account-roles';
import { groupConversationId } from '@ffe/shared/domain/im/conversation-id';
import { fieldProblem } from '@ffe/shared/field-problems';
import { forbidden, invalidParam, notFound, notFoundBecause } from '../../platform/errors';
import type { GroupRepository, GroupRow } from './group.repository';
import { toPublicUser } from './im.mapper';
import type { ImRepository } from './im.repository';
import type { ImService } from './im.service';
import type { ImUser } from './im-delivery.service';
import { isGroupAdmin } from './im-messages.service';

export interface GroupServiceDeps {
  repo: GroupRepository;
  im: ImService;
  imRepo: Pick<ImRepository, 'publicUsers' | 'setUnreadGroupNotice'>;
  friends: { areFriends(a: string, b: string): Promise<boolean> };
  /** The notification list admins hear of join requests through (friendService's). */
  notices: {
    notify(to: string, subType: string, unique: string, data: ImNotification['payload']['data']): Promise<void>;
    readNotificationsAbout(subType: string, unique: string): Promise<unknown>;
  };
  /** A group's picture must be one the admin uploaded. */
  pictures: { assertOwnPictures(userId: string, refs: readonly string[], field: string): Promise<void> };
  imageUrl: (path: string) => string;
  now?: () => number;
}

/** The notification kind an admin gets for a request to join an approval group. */
export const GROUP_JOIN_REQUEST = 'uni-im-group-join-request';

/** A join request's notification subject: one per group and user, so a renewed request replaces the old one. */
const joinRequestKey = (groupId: string, userId: string) => `${groupId}:${userId}`;

const groupNotFound = () => notFoundBecause('group does not exist');
const denied = (message: string) => forbidden(message);

type GroupUpdate = {
  name?: string | undefined;
  introduction?: string | undefined;
  notification?: string | undefined;
  avatar_file?: string | undefined;
  mute_all_members?: boolean | undefined;
  join_option?: GroupRow['join_option'] | undefined;
};

/** Groups (PRODUCT.md#chat-groups): every change is a system message with its action name (PRODUCT.md#chat-messages). */
export function groupService(deps: GroupServiceDeps) {
  const { repo } = deps;
  const now = deps.now ?? Date.now;

  function toGroup(row: GroupRow): ImGroup {
    return {
      _id: row.id,
      name: row.name,
      introduction: row.introduction,
      notification: row.notification,
      avatar_file: { url: row.avatar ? deps.imageUrl(row.avatar) : '' },
      mute_all_members: row.mute_all_members === 1,
      member_count: row.member_count,
      owner_uid: row.owner_uid,
      join_option: row.join_option,
      create_time: Number(row.create_time),
    };
  }

  async function existing(groupId: string): Promise<GroupRow> {
    const row = await repo.findGroup(groupId);
    if (!row) throw groupNotFound();
    return row;
  }

  async function membership(groupId: string, userId: string) {
    const group = await existing(groupId);
    const member = await repo.findMember(groupId, userId);
    if (!member) throw denied('group_id: you are not a member of this group');
    return { group, member };
  }

  async function asAdmin(groupId: string, userId: string) {
    const found = await membership(groupId, userId);
    if (!isGroupAdmin(found.member)) throw denied('group_id: only group admins may do this');
    return found;
  }

  /** Adds members (in the caller's transaction) and recounts the group. */
  const memberRow = (groupId: string, userId: string, role: string[], muteType: number, at: number) => ({
    group_id: groupId,
    user_id: userId,
    role,
    mute_type: muteType,
    active_time: at,
    ext: {},
    is_delete: 0,
    create_time: at,
  });

  async function recount(groupId: string) {
    const ids = await repo.memberIds(groupId);
    await repo.updateGroup(groupId, { member_count: ids.length, update_time: now() });
    return ids;
  }

  async function addMembers(group: GroupRow, actorId: string, userIds: string[]) {
    const at = now();
    const muteType = group.mute_all_members ? 1 : 0;
    await repo.transaction(async (trx) => {
      await repo.addMembers(
        userIds.map((id) => memberRow(group.id, id, [], muteType, at)),
        trx,
      );
      // Whoever is in no longer waits: their request is answered.
      await repo.deleteJoinRequests(group.id, userIds, trx);
    });
    for (const id of userIds)
      await deps.notices.readNotificationsAbout(GROUP_JOIN_REQUEST, joinRequestKey(group.id, id));
    const members = await recount(group.id);
    await deps.im.messages.groupNotice(actorId, group.id, 'join-group', { user_id_list: userIds }, members);
  }

  return {
    /** A group of the creator (its owner and admin) and friends of theirs. */
    async create(
      user: ImUser,
      userIds: string[],
      name?: string,
      joinOption?: GroupRow['join_option'],
    ): Promise<ImGroup> {
      if (isGuest(user)) throw denied('log in to create groups');
      const others = [...new Set(userIds)].filter((id) => id !== user.uid);
      for (const id of others) {
        if (!(await deps.friends.areFriends(user.uid, id))) throw invalidParam(`user_ids: ${id} is not your friend`);
      }
      const profiles = await deps.imRepo.publicUsers([user.uid, ...others]);
      // Named after its people, the creator first, until someone names it.
      const order = [user.uid, ...others];
      const fallbackName = [...profiles]
        .sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id))
        .map((p) => p.nickname)
        .join('、');
      const at = now();
      const id = crypto.randomUUID();
      const row: GroupRow = {
        id,
        owner_uid: user.uid,
        name: (name ?? Array.from(fallbackName).slice(0, IM.GROUP_NAME_MAX).join('')) || '群聊',
        introduction: '',
        notification: null,
        avatar: '',
        mute_all_members: 0,
        join_option: joinOption ?? 'free',
        member_count: others.length + 1,
        create_time: at,
        update_time: at,
      };
      await repo.transaction(async (trx) => {
        await repo.insertGroup(row, trx);
        await repo.addMembers(
          [memberRow(id, user.uid, ['admin', 'owner'], 0, at), ...others.map((o) => memberRow(id, o, [], 0, at))],
          trx,
        );
      });
      await deps.im.messages.groupNotice(user.uid, id, 'join-group', { user_id_list: [user.uid, ...others] }, [
        user.uid,
        ...others,
      ]);
      return toGroup(row);
    },

    /** A group's profile; someone outside it sees only what joining needs, never its introduction or notice. */
    async info(user: ImUser, groupId: string): Promise<ImGroup> {
      const group = toGroup(await existing(groupId));
      if (await repo.findMember(groupId, user.uid)) return group;
      return { ...group, introduction: '', notification: null, owner_uid: '', mute_all_members: false };
    },

    /** Members joined to their users, admins first, 100 a page (PRODUCT.md#chat-groups); members only. */
    async members(user: ImUser, groupId: string, page: number): Promise<{ list: GroupMember[]; total: number }> {
      const { group } = await membership(groupId, user.uid);
      const rows = await repo.membersPage(groupId, page, IM.GROUP_MEMBER_PAGE_SIZE);
      return {
        list: rows.map((row) => ({
          users: toPublicUser(row, deps.imageUrl),
          role: row.member_role,
          mute_type: row.mute_type,
          active_time: Number(row.active_time),
          ext: row.ext,
        })),
        total: group.member_count,
      };
    },

    mine: async (user: ImUser) => (await repo.groupsOf(user.uid)).map(toGroup),

    /**
     * Joining by id, as the group's join option allows: at once, after an admin approves (the request is stored and
     * every admin notified), or not at all.
     */
    async join(user: ImUser, groupId: string, message = ''): Promise<{ joined: boolean }> {
      const group = await existing(groupId);
      if (await repo.findMember(groupId, user.uid)) return { joined: true };
      if (isGuest(user)) throw denied('log in to join groups');
      if (group.join_option === 'closed') throw denied('group_id: this group takes no new members');
      if (group.join_option === 'approval') {
        // The request waits for an admin: they add the user with group/approve or drop it with group/rejectJoin.
        await repo.putJoinRequest(groupId, user.uid, message, now());
        const unique = joinRequestKey(groupId, user.uid);
        for (const adminId of await repo.adminIds(groupId)) {
          await deps.notices.notify(adminId, GROUP_JOIN_REQUEST, unique, {
            from_uid: user.uid,
            to_uid: adminId,
            group_id: groupId,
            group_name: group.name,
            message,
          });
        }
        return { joined: false };
      }
      await addMembers(group, user.uid, [user.uid]);
      return { joined: true };
    },

    /** An admin adds someone (approving a request, or inviting a friend). */
    async approve(admin: ImUser, groupId: string, userId: string): Promise<void> {
      const { group } = await asAdmin(groupId, admin.uid);
      if (await repo.findMember(groupId, userId)) {
        await repo.deleteJoinRequests(groupId, [userId]);
        await deps.notices.readNotificationsAbout(GROUP_JOIN_REQUEST, joinRequestKey(groupId, userId));
        return;
      }
      const [profile] = await deps.imRepo.publicUsers([userId]);
      if (!profile || isGuest(profile)) throw invalidParam('user_id: no such user');
      await addMembers(group, admin.uid, [userId]);
    },

    /**
     * A member adds friends of theirs, as create does (friends only, the member cap): an admin to any group, anyone to
     * a group free to join, since they could share its link; those already in are skipped. One join-group notice.
     */
    async invite(user: ImUser, groupId: string, userIds: string[]): Promise<void> {
      const { group, member } = await membership(groupId, user.uid);
      if (!isGroupAdmin(member) && group.join_option !== 'free') {
        throw forbidden('group_id: only group admins may add members to this group');
      }
      const held = new Set(await repo.memberIds(groupId));
      const others = [...new Set(userIds)].filter((id) => !held.has(id));
      for (const id of others) {
        if (!(await deps.friends.areFriends(user.uid, id)))
          throw invalidParam(`user_ids: ${fieldProblem('NOT_ALLOWED')}`);
      }
      if (held.size + others.length > IM.GROUP_MAX_MEMBERS) {
        throw invalidParam(`user_ids: ${fieldProblem('TOO_MANY', IM.GROUP_MAX_MEMBERS - held.size)}`);
      }
      if (others.length > 0) await addMembers(group, user.uid, others);
    },

    /** The group's pending join requests with who asked, newest first; admins only. */
    async joinRequests(admin: ImUser, groupId: string): Promise<GroupJoinRequest[]> {
      await asAdmin(groupId, admin.uid);
      return (await repo.joinRequests(groupId)).map((row) => ({
        user: toPublicUser(row, deps.imageUrl),
        message: row.message,
        create_time: Number(row.create_time),
      }));
    },

    /** An admin turns a join request down: it is gone, nobody is added. */
    async rejectJoin(admin: ImUser, groupId: string, userId: string): Promise<void> {
      await asAdmin(groupId, admin.uid);
      if (!(await repo.deleteJoinRequests(groupId, [userId]))) throw notFound('join request');
      await deps.notices.readNotificationsAbout(GROUP_JOIN_REQUEST, joinRequestKey(groupId, userId));
    },

    /** Admins change the group; each changed field is an `update-group-info-<field>` message. */
    async update(user: ImUser, groupId: string, input: GroupUpdate): Promise<ImGroup> {
      const { group } = await asAdmin(groupId, user.uid);
      const at = now();
      const members = await repo.memberIds(groupId);
      const notice = (field: string, value: unknown) =>
        deps.im.messages.groupNotice(user.uid, groupId, `update-group-info-${field}`, { [field]: value }, members);
      if (input.name !== undefined && input.name !== group.name) {
        await repo.updateGroup(groupId, { name: input.name, update_time: at });
        await notice('name', input.name);
      }
      if (input.introduction !== undefined && input.introduction !== group.introduction) {
        await repo.updateGroup(groupId, { introduction: input.introduction, update_time: at });
        await notice('introduction', input.introduction);
      }
      if (input.avatar_file !== undefined) {
        await deps.pictures.assertOwnPictures(user.uid, [input.avatar_file], 'avatar_file');
        await repo.updateGroup(groupId, { avatar: input.avatar_file, update_time: at });
        await notice('avatar_file', { url: deps.imageUrl(input.avatar_file) });
      }
      if (input.join_option !== undefined && input.join_option !== group.join_option) {
        await repo.updateGroup(groupId, { join_option: input.join_option, update_time: at });
        await notice('join_option', input.join_option);
      }
      if (input.notification !== undefined) {
        const notification = { content: input.notification, create_time: at };
        await repo.updateGroup(groupId, { notification, update_time: at });
        const sent = await notice('notification', notification);
        // A new notice is unread for every member but its author (PRODUCT.md#chat-groups), until they clear it.
        const readers = members.filter((id) => id !== user.uid);
        await deps.imRepo.setUnreadGroupNotice(groupConversationId(groupId), sent._id, readers, now());
      }
      const muteAll = input.mute_all_members;
      if (muteAll !== undefined && muteAll !== (group.mute_all_members === 1)) {
        // Each member's mute_type moves by one with mute-all (PRODUCT.md#chat-groups); a member's own mute stays counted.
        await repo.transaction(async (trx) => {
          await repo.updateGroup(groupId, { mute_all_members: muteAll ? 1 : 0, update_time: at }, trx);
          await repo.shiftMuteTypes(groupId, muteAll ? 1 : -1, trx);
        });
        await notice('mute_all_members', muteAll);
      }
      return toGroup(await existing(groupId));
    },

    /** An admin mutes or unmutes one member (admins cannot be muted). */
    async muteMember(admin: ImUser, groupId: string, userId: string, mute: boolean): Promise<void> {
      const { group } = await asAdmin(groupId, admin.uid);
      const member = await repo.findMember(groupId, userId);
      if (!member) throw invalidParam('user_id: not a member of this group');
      if (isGroupAdmin(member)) throw denied('user_id: admins cannot be muted');
      if (Boolean(member.ext.muted) === mute) return;
      const muteType = (group.mute_all_members ? 1 : 0) + (mute ? 1 : 0);
      await repo.updateMember(groupId, userId, { mute_type: muteType, ext: { ...member.ext, muted: mute } });
    },

    /** The owner makes a member an admin or takes it back (`set-group-admin`). */
    async setAdmin(owner: ImUser, groupId: string, userId: string, admin: boolean): Promise<void> {
      const { group } = await membership(groupId, owner.uid);
      if (group.owner_uid !== owner.uid) throw denied('group_id: only the owner may set admins');
      const member = await repo.findMember(groupId, userId);
      if (!member || userId === group.owner_uid) throw invalidParam('user_id: not a member the owner can change');
      const role = member.role.filter((r) => r !== 'admin');
      await repo.updateMember(groupId, userId, { role: admin ? ['admin', ...role] : role });
      const members = await repo.memberIds(groupId);
      await deps.im.messages.groupNotice(
        owner.uid,
        groupId,
        'set-group-admin',
        { user_id: userId, addRole: admin ? ['admin'] : [], delRole: admin ? [] : ['admin'] },
        members,
      );
    },

    /** A member leaves (`group-exit`); the owner dissolves instead. */
    async exit(user: ImUser, groupId: string): Promise<void> {
      const { group } = await membership(groupId, user.uid);
      if (group.owner_uid === user.uid) throw denied('group_id: the owner cannot leave; dissolve the group instead');
      await repo.transaction((trx) => repo.removeMembers(groupId, [user.uid], trx));
      const members = await recount(groupId);
      await deps.im.messages.groupNotice(user.uid, groupId, 'group-exit', { user_id_list: [user.uid] }, members, [
        user.uid,
      ]);
    },

    /** An admin removes a member (`group-expel`); only the owner removes admins, and nobody the owner. */
    async expel(admin: ImUser, groupId: string, userId: string): Promise<void> {
      const { group } = await asAdmin(groupId, admin.uid);
      const member = await repo.findMember(groupId, userId);
      if (!member) throw invalidParam('user_id: not a member of this group');
      if (userId === group.owner_uid || (isGroupAdmin(member) && admin.uid !== group.owner_uid)) {
        throw denied('user_id: you cannot remove this member');
      }
      await repo.transaction((trx) => repo.removeMembers(groupId, [userId], trx));
      const members = await recount(groupId);
      await deps.im.messages.groupNotice(admin.uid, groupId, 'group-expel', { user_id_list: [userId] }, members, [
        userId,
      ]);
    },

    /** The owner ends the group (`group-dissolved`): everyone is told, then it is gone. */
    async dissolve(owner: ImUser, groupId: string): Promise<void> {
      const { group } = await membership(groupId, owner.uid);
      if (group.owner_uid !== owner.uid) throw denied('group_id: only the owner may dissolve the group');
      const members = await repo.memberIds(groupId);
      await deps.im.messages.groupNotice(owner.uid, groupId, 'group-dissolved', { group_id: groupId }, members);
      await repo.transaction(async (trx) => {
        await repo.removeMembers(groupId, members, trx);
        await repo.deleteJoinRequests(groupId, null, trx);
        await repo.deleteGroup(groupId, trx);
      });
    },
  };
}

export type GroupService = ReturnType<typeof groupService>;
