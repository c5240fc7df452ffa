import { z } from 'zod';
import { IM } from '../constants';
import { fileRef, publicUser } from './im';

const id = z.string().min(1).max(128);

/** How people join a group: freely, with an admin's approval, or not at all. */
export const joinOption = z.enum(['free', 'approval', 'closed']);

/** A group (PRODUCT.md#chat-groups). */
export const group = z.object({
  _id: z.string(),
  name: z.string(),
  introduction: z.string(),
  notification: z.object({ content: z.string(), create_time: z.number().int() }).nullable(),
  avatar_file: fileRef,
  mute_all_members: z.boolean(),
  member_count: z.number().int(),
  owner_uid: z.string(),
  join_option: joinOption,
  create_time: z.number().int(),
});
export type ImGroup = z.infer<typeof group>;

/** A group member joined to the user (PRODUCT.md#chat-groups). */
export const groupMember = z.object({
  users: publicUser,
  role: z.array(z.string()),
  mute_type: z.number().int(),
  active_time: z.number().int(),
  ext: z.record(z.string(), z.unknown()),
});
export type GroupMember = z.infer<typeof groupMember>;

export const createGroup = {
  request: z.strictObject({
    user_ids: z.array(id).max(IM.GROUP_MAX_MEMBERS - 1),
    name: z.string().trim().min(1).max(IM.GROUP_NAME_MAX).optional(),
    join_option: joinOption.optional(),
  }),
  response: group,
  path: '/api/im/group/create' as const,
};
/** POST /api/im/group/info: outside the group, only what joining needs (introduction, notice and owner left empty). */
export const groupById = {
  request: z.strictObject({ group_id: id }),
  response: group,
  path: '/api/im/group/info' as const,
};
export const groupMembers = {
  request: z.strictObject({ group_id: id, page: z.number().int().min(1).max(10_000).default(1) }),
  response: z.object({ list: z.array(groupMember), total: z.number().int() }),
  path: '/api/im/group/members' as const,
};
export const updateGroup = {
  request: z.strictObject({
    group_id: id,
    name: z.string().trim().min(1).max(IM.GROUP_NAME_MAX).optional(),
    introduction: z.string().trim().max(IM.GROUP_INTRODUCTION_MAX).optional(),
    notification: z.string().trim().max(IM.GROUP_NOTICE_MAX).optional(),
    avatar_file: z.string().min(1).max(1024).optional(),
    mute_all_members: z.boolean().optional(),
    join_option: joinOption.optional(),
  }),
  response: group,
  path: '/api/im/group/update' as const,
};
export const leaveGroup = { request: z.strictObject({ group_id: id }), response: z.null() };
export const groupMemberAction = { request: z.strictObject({ group_id: id, user_id: id }), response: z.null() };
export const exitGroup = { ...leaveGroup, path: '/api/im/group/exit' as const };
export const dissolveGroup = { ...leaveGroup, path: '/api/im/group/dissolve' as const };
export const approveGroupMember = { ...groupMemberAction, path: '/api/im/group/approve' as const };
export const expelGroupMember = { ...groupMemberAction, path: '/api/im/group/expel' as const };
export const setGroupAdmin = {
  request: z.strictObject({ group_id: id, user_id: id, admin: z.boolean() }),
  response: z.null(),
  path: '/api/im/group/setAdmin' as const,
};
export const muteGroupMember = {
  request: z.strictObject({ group_id: id, user_id: id, mute: z.boolean() }),
  response: z.null(),
  path: '/api/im/group/muteMember' as const,
};
export const joinGroup = {
  request: z.strictObject({ group_id: id, message: z.string().max(IM.FRIEND_INVITE_MESSAGE_MAX).optional() }),
  response: z.object({ joined: z.boolean() }),
  path: '/api/im/group/join' as const,
};
/** A request to join an approval group, as its admins see it (group/joinRequests). */
export const groupJoinRequest = z.object({ user: publicUser, message: z.string(), create_time: z.number().int() });
export type GroupJoinRequest = z.infer<typeof groupJoinRequest>;
/** The group's pending join requests, newest first; admins only. */
export const groupJoinRequests = {
  request: z.strictObject({ group_id: id }),
  response: z.array(groupJoinRequest),
  path: '/api/im/group/joinRequests' as const,
};
/** An admin turns a join request down (group/rejectJoin); nobody is added. */
export const rejectGroupJoin = {
  request: z.strictObject({ group_id: id, user_id: id }),
  response: z.null(),
  path: '/api/im/group/rejectJoin' as const,
};
/** Friends added to a group by a member: an admin always, anyone in a group free to join; one join-group notice. */
export const inviteToGroup = {
  request: z.strictObject({
    group_id: id,
    user_ids: z
      .array(id)
      .min(1)
      .max(IM.GROUP_MAX_MEMBERS - 1),
  }),
  response: z.null(),
  path: '/api/im/group/invite' as const,
};
/** The user's groups (memberships not deleted), newest first. */
export const myGroups = { request: z.strictObject({}), response: z.array(group), path: '/api/im/group/mine' as const };
