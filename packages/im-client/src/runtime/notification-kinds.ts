/** The notification kinds the server pushes and lists (payload.subType), as the chat tells them apart. */
export const NOTIFICATION_KIND = {
  friendInvite: 'uni-im-friend-invite',
  friendAdd: 'uni-im-friend-add',
  friendDelete: 'uni-im-friend-delete',
  groupJoinRequest: 'uni-im-group-join-request',
} as const;
