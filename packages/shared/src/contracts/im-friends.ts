import { z } from 'zod';
import { IM } from '../constants';
import { notification, publicUser } from './im';

const userId = z.string().min(1).max(128);

/**
 * Finding a user by exact phone or id, never a listing (PRODUCT.md#chat-friends). The fields are read loosely so the
 * service can answer the product's own errors: none given, or one of the wrong type.
 */
export const findUser = {
  request: z.object({ mobile: z.unknown().optional(), _id: z.unknown().optional() }),
  response: z.array(publicUser),
  path: '/api/im/user/find' as const,
};

export const inviteFriend = {
  request: z.strictObject({ to_uid: userId, message: z.string().max(IM.FRIEND_INVITE_MESSAGE_MAX).optional() }),
  response: z.null(),
  path: '/api/im/friend/invite' as const,
};
export const answerInvite = { request: z.strictObject({ from_uid: userId }), response: z.null() };
export const acceptFriendInvite = { ...answerInvite, path: '/api/im/friend/accept' as const };
export const rejectFriendInvite = { ...answerInvite, path: '/api/im/friend/reject' as const };
export const deleteFriend = {
  request: z.strictObject({ friend_uid: userId }),
  response: z.null(),
  path: '/api/im/friend/delete' as const,
};

/** A friend joined to their profile (PRODUCT.md#chat-friends), with one's alias for them. */
export const friend = z.object({
  friend_uid: z.string(),
  mark: z.string(),
  class_name: z.string(),
  user_info: publicUser,
  alias: z.string().nullable(),
});
export type Friend = z.infer<typeof friend>;
export const friendList = {
  request: z.strictObject({}),
  response: z.array(friend),
  path: '/api/im/friend/list' as const,
};

/** Invitations waiting for the user's answer. */
export const friendInvite = z.object({
  from_uid: z.string(),
  message: z.string(),
  create_time: z.number().int(),
  user_info: publicUser,
});
export const inviteList = {
  request: z.strictObject({}),
  response: z.array(friendInvite),
  path: '/api/im/friend/invitations' as const,
};

/** A user alias (PRODUCT.md#chat-friends): shown after the nickname in parentheses. Empty content removes it. */
export const userAlias = z.object({ target_uid: z.string(), content: z.string() });
export type UserAlias = z.infer<typeof userAlias>;
export const setAlias = {
  request: z.strictObject({ target_uid: userId, content: z.string().trim().max(IM.ALIAS_MAX_LENGTH) }),
  response: z.null(),
  path: '/api/im/alias/set' as const,
};
export const aliasList = {
  request: z.strictObject({}),
  response: z.array(userAlias),
  path: '/api/im/alias/list' as const,
};

/** The notification list (PRODUCT.md#chat-friends): merged, de-duplicated by subType plus unique, newest first; reading marks read. */
export const notificationList = {
  request: z.strictObject({}),
  response: z.array(notification),
  path: '/api/im/notification/list' as const,
};
