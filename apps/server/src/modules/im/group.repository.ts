import type { Updateable } from 'kysely';
import type { Db } from '../../db/connect';
import type { ImGroupMemberTable, ImGroupTable } from '../../db/schema';

/** A group's notice: what it says and when it was set. */
export interface GroupNotification {
  content: string;
  create_time: number;
}

/** A group row with its notice decoded. */
export type GroupRow = Omit<ImGroupTable, 'notification'> & { notification: GroupNotification | null };

/** What a member's `ext` holds: whether an admin muted them, and anything else stored there. */
export type MemberExt = Record<string, unknown> & { muted?: boolean };

/** A member row with its JSON columns decoded. */
export type GroupMemberRow = Omit<ImGroupMemberTable, 'role' | 'ext'> & { role: string[]; ext: MemberExt };

/** What a group update may change; a new notice is given decoded. */
export type GroupChanges = Omit<Updateable<ImGroupTable>, 'notification'> & { notification?: GroupNotification | null };

/** What a member update may change; role and ext are given decoded. */
export type MemberChanges = Omit<Updateable<ImGroupMemberTable>, 'role' | 'ext'> & { role?: string[]; ext?: MemberExt };

// The JSON columns are decoded and encoded here and nowhere else: rows leave this file typed.
const decodeGroup = (row: ImGroupTable): GroupRow => ({
  ...row,
  notification: row.notification ? (JSON.parse(row.notification) as GroupNotification) : null,
});
const encodeNotification = (notification: GroupNotification | null) =>
  notification === null ? null : JSON.stringify(notification);
const decodeRole = (json: string) => JSON.parse(json) as string[];
const decodeExt = (json: string) => JSON.parse(json) as MemberExt;
const encodeMember = (row: GroupMemberRow): ImGroupMemberTable => ({
  ...row,
  role: JSON.stringify(row.role),
  ext: JSON.stringify(row.ext),
});

/** Queries of groups and their members; no rules live here. */
export function groupRepository(db: Db) {
  return {
    transaction: <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute(work),

    insertGroup: (row: GroupRow, trx: Db) =>
      trx
        .insertInto('im_groups')
        .values({ ...row, notification: encodeNotification(row.notification) })
        .execute(),

    findGroup: async (id: string, trx: Db = db) => {
      const row = await trx.selectFrom('im_groups').selectAll().where('id', '=', id).executeTakeFirst();
      return row && decodeGroup(row);
    },

    updateGroup: (id: string, changes: GroupChanges, trx: Db = db) => {
      const { notification, ...columns } = changes;
      const set: Updateable<ImGroupTable> =
        notification === undefined ? columns : { ...columns, notification: encodeNotification(notification) };
      return trx.updateTable('im_groups').set(set).where('id', '=', id).execute();
    },

    deleteGroup: (id: string, trx: Db) => trx.deleteFrom('im_groups').where('id', '=', id).execute(),

    /** Adds members, or brings back ones who had left. */
    addMembers: (rows: GroupMemberRow[], trx: Db) =>
      trx
        .insertInto('im_group_members')
        .values(rows.map(encodeMember))
        .onConflict((c) =>
          c.columns(['group_id', 'user_id']).doUpdateSet((eb) => ({
            is_delete: 0,
            role: eb.ref('excluded.role'),
            mute_type: eb.ref('excluded.mute_type'),
            ext: '{}',
            create_time: eb.ref('excluded.create_time'),
            active_time: eb.ref('excluded.active_time'),
          })),
        )
        .execute(),

    findMember: async (groupId: string, userId: string, trx: Db = db): Promise<GroupMemberRow | undefined> => {
      const row = await trx
        .selectFrom('im_group_members')
        .selectAll()
        .where('group_id', '=', groupId)
        .where('user_id', '=', userId)
        .where('is_delete', '=', 0)
        .executeTakeFirst();
      return row && { ...row, role: decodeRole(row.role), ext: decodeExt(row.ext) };
    },

    /** Whether two users are members of one group at least (they may message each other). */
    shareGroup: async (userId: string, otherId: string) =>
      (await db
        .selectFrom('im_group_members as mine')
        .innerJoin('im_group_members as theirs', 'theirs.group_id', 'mine.group_id')
        .select('mine.group_id')
        .where('mine.user_id', '=', userId)
        .where('mine.is_delete', '=', 0)
        .where('theirs.user_id', '=', otherId)
        .where('theirs.is_delete', '=', 0)
        .limit(1)
        .executeTakeFirst()) !== undefined,

    memberIds: async (groupId: string, trx: Db = db) =>
      (
        await trx
          .selectFrom('im_group_members')
          .select('user_id')
          .where('group_id', '=', groupId)
          .where('is_delete', '=', 0)
          .execute()
      ).map((r) => r.user_id),

    /** A page of members joined to their users: admins first, then by role, active time and id (PRODUCT.md#chat-groups). */
    membersPage: async (groupId: string, page: number, pageSize: number) =>
      (
        await db
          .selectFrom('im_group_members')
          .innerJoin('users', 'users.id', 'im_group_members.user_id')
          .select([
            'im_group_members.role as member_role',
            'im_group_members.mute_type',
            'im_group_members.active_time',
            'im_group_members.ext',
            'users.id',
            'users.nickname',
            'users.avatar',
            'users.role',
          ])
          .where('im_group_members.group_id', '=', groupId)
          .where('im_group_members.is_delete', '=', 0)
          // '["admin"]' sorts before '[]', so ascending puts admins first.
          .orderBy('im_group_members.role', 'asc')
          .orderBy('im_group_members.active_time', 'asc')
          .orderBy('im_group_members.user_id', 'asc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute()
      ).map((row) => ({ ...row, member_role: decodeRole(row.member_role), ext: decodeExt(row.ext) })),

    updateMember: (groupId: string, userId: string, changes: MemberChanges, trx: Db = db) =>
      trx
        .updateTable('im_group_members')
        .set({
          ...changes,
          role: changes.role && JSON.stringify(changes.role),
          ext: changes.ext && JSON.stringify(changes.ext),
        })
        .where('group_id', '=', groupId)
        .where('user_id', '=', userId)
        .execute(),

    /** Every member's mute_type moves by `delta` (mute-all toggled, PRODUCT.md#chat-groups). */
    shiftMuteTypes: (groupId: string, delta: 1 | -1, trx: Db) =>
      trx
        .updateTable('im_group_members')
        .set((eb) => ({ mute_type: eb('mute_type', '+', delta) }))
        .where('group_id', '=', groupId)
        .where('is_delete', '=', 0)
        .execute(),

    removeMembers: (groupId: string, userIds: readonly string[], trx: Db) =>
      trx
        .updateTable('im_group_members')
        .set({ is_delete: 1 })
        .where('group_id', '=', groupId)
        .where('user_id', 'in', userIds)
        .execute(),

    /** Ids of the group's admins (the owner is one). */
    adminIds: async (groupId: string) =>
      (
        await db
          .selectFrom('im_group_members')
          .select('user_id')
          .where('group_id', '=', groupId)
          .where('is_delete', '=', 0)
          .where('role', 'like', '%"admin"%')
          .execute()
      ).map((r) => r.user_id),

    /** A new or renewed join request: its message and time replace the earlier one's. */
    putJoinRequest: (groupId: string, userId: string, message: string, at: number) =>
      db
        .insertInto('im_group_join_requests')
        .values({ group_id: groupId, user_id: userId, message, create_time: at })
        .onConflict((c) => c.columns(['group_id', 'user_id']).doUpdateSet({ message, create_time: at }))
        .execute(),

    /** Drops the join requests of these users (all of the group's when `userIds` is null); answers how many went. */
    deleteJoinRequests: async (groupId: string, userIds: readonly string[] | null, trx: Db = db) => {
      let query = trx.deleteFrom('im_group_join_requests').where('group_id', '=', groupId);
      if (userIds) {
        if (!userIds.length) return 0;
        query = query.where('user_id', 'in', userIds);
      }
      return Number((await query.executeTakeFirst()).numDeletedRows);
    },

    /** The group's join requests joined to their users, newest first. */
    joinRequests: (groupId: string) =>
      db
        .selectFrom('im_group_join_requests')
        .innerJoin('users', 'users.id', 'im_group_join_requests.user_id')
        .select([
          'im_group_join_requests.message',
          'im_group_join_requests.create_time',
          'users.id',
          'users.nickname',
          'users.avatar',
          'users.role',
        ])
        .where('im_group_join_requests.group_id', '=', groupId)
        .orderBy('im_group_join_requests.create_time', 'desc')
        .orderBy('im_group_join_requests.user_id', 'asc')
        .execute(),

    /** The user's groups, newest membership first (PRODUCT.md#chat-groups). */
    groupsOf: async (userId: string) =>
      (
        await db
          .selectFrom('im_group_members')
          .innerJoin('im_groups', 'im_groups.id', 'im_group_members.group_id')
          .selectAll('im_groups')
          .where('im_group_members.user_id', '=', userId)
          .where('im_group_members.is_delete', '=', 0)
          .orderBy('im_group_members.create_time', 'desc')
          .execute()
      ).map(decodeGroup),
  };
}

export type GroupRepository = ReturnType<typeof groupRepository>;
