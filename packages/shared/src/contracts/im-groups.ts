import { z } from 'zod';
import { IM } from '../constants';
import { fileRef, publicUser } from './im';

const id = z.string().min(1).max(128);

/** How people join a group: freely, with an admin's approval, or not at all. */
export const joinOption = z.enum(['free', 'approval', 'closed']);

/** A group (spec §3 Group). */
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

/** A group member joined to the user (spec §3 Group member). */
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
};
/** POST /api/im/group/info: outside the group, only what joining needs (introduction, notice and owner left empty). */
export const groupById = { request: z.strictObject({ group_id: id }), response: group };
export const groupMembers = {
  request: z.strictObject({ group_id: id, page: z.number().int().min(1).max(10_000).default(1) }),
  response: z.object({ list: z.array(groupMember), total: z.number().int() }),
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
};
export const leaveGroup = { request: z.strictObject({ group_id: id }), response: z.null() };
export const groupMemberAction = { request: z.strictObject({ group_id: id, user_id: id }), response: z.null() };
export const setGroupAdmin = {
  request: z.strictObject({ group_id: id, user_id: id, admin: z.boolean() }),
  response: z.null(),
};
export const muteGroupMember = {
  request: z.strictObject({ group_id: id, user_id: id, mute: z.boolean() }),
  response: z.null(),
};
export const joinGroup = {
  request: z.strictObject({ group_id: id, message: z.string().max(IM.FRIEND_INVITE_MESSAGE_MAX).optional() }),
  response: z.object({ joined: z.boolean() }),
};
/** A request to join an approval group, as its admins see it (group/joinRequests). */
export const groupJoinRequest = z.object({ user: publicUser, message: z.string(), create_time: z.number().int() });
export type GroupJoinRequest = z.infer<typeof groupJoinRequest>;
/** The group's pending join requests, newest first; admins only. */
export const groupJoinRequests = { request: z.strictObject({ group_id: id }), response: z.array(groupJoinRequest) };
/** An admin turns a join request down (group/rejectJoin); nobody is added. */
export const rejectGroupJoin = { request: z.strictObject({ group_id: id, user_id: id }), response: z.null() };
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
};
/** The user's groups (memberships not deleted), newest first. */
export const myGroups = { request: z.strictObject({}), response: z.array(group) };
