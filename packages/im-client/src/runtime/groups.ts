import { ApiError } from '@ffe/api-client/envelope';
import { IM } from '@ffe/shared/constants';
import type { ImMessage } from '@ffe/shared/contracts/im';
import type { GroupMember, ImGroup } from '@ffe/shared/contracts/im-groups';
import { groupConversationId } from '@ffe/shared/domain/im/conversation-id';
import { useEffect } from 'react';
import { getGroupInfo } from '../api/get-group-info';
import { getGroupMembers } from '../api/get-group-members';
import { getMyGroups } from '../api/get-my-groups';
import { updateConversation } from '../api/update-conversation';
import type { ImClient } from '../client';
import { useImClient } from '../client-context';
import { assertStill, ChatUserChanged, requestOnce } from './chat-owner';
import { imDeviceId } from './device-id';
import { type ClientConversation, type ClientGroup, changeConversation, type ImState, useImStore } from './im-store';

const get = (imClient: ImClient) => imClient.store.getState();

/** The refusal of a conversation whose group is not found (PRODUCT.md#chat-conversation-list). */
export const GROUP_GONE = 'group does not exist';

/** The delay of a group's member load after its conversation was fetched (PRODUCT.md#chat-groups). */
export const GROUP_MEMBERS_DELAY_MS = 1_000;

/** The group id of a group conversation id, or null for a one-to-one one. */
export const groupIdOf = (conversationId: string): string | null =>
  conversationId.startsWith('group_') ? conversationId.slice('group_'.length) : null;

/** Whether a member holds the admin role (the owner does too). */
export const isAdminMember = (member: Pick<GroupMember, 'role'> | undefined): boolean =>
  Boolean(member?.role.includes('admin'));

/**
 * Members in the server's order (by role, active time, id), admins first (PRODUCT.md#chat-groups: "admin ... sorts
 * first in the member list"), so a member made or unmade admin moves at once.
 */
export function sortMembers(members: readonly GroupMember[]): GroupMember[] {
  return [...members].sort(
    (a, b) =>
      Number(isAdminMember(b)) - Number(isAdminMember(a)) ||
      a.active_time - b.active_time ||
      (a.users._id < b.users._id ? -1 : a.users._id > b.users._id ? 1 : 0),
  );
}

/** The user's own membership in a group, once its members are loaded. */
export const myMembership = (group: ClientGroup | undefined, myId: string): GroupMember | undefined =>
  group?.members?.find((member) => member.users._id === myId);

/**
 * Whether the user may not send in a group (PRODUCT.md#chat-groups): mute-all is on and they are not an admin, or an
 * admin muted them (their mute_type counts it). Admins, and the owner, are never muted.
 */
export function isMutedInGroup(group: ClientGroup | undefined, myId: string): boolean {
  if (!group) return false;
  const me = myMembership(group, myId);
  if (me ? isAdminMember(me) : group.info.owner_uid === myId) return false;
  return group.info.mute_all_members || (me?.mute_type ?? 0) > 0;
}

const userIdsIn = (body: unknown): string[] => {
  const list = (body as { user_id_list?: unknown } | null)?.user_id_list;
  return Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string') : [];
};

/**
 * A 'leave' conversation (PRODUCT.md#chat-conversations): its last message dissolved the group, or is an exit or expel
 * that includes the user. Nothing more can be sent in it.
 */
export function isLeaveConversation(conversation: Pick<ClientConversation, 'last_msg'>, myId: string): boolean {
  const last = conversation.last_msg;
  if (last?.type !== 'system') return false;
  if (last.action === 'group-dissolved') return true;
  return (last.action === 'group-exit' || last.action === 'group-expel') && userIdsIn(last.body).includes(myId);
}

/** The group a conversation belongs to, from the store. */
export const selectGroupOf = (state: ImState, conversationId: string | null): ClientGroup | undefined => {
  const groupId = conversationId ? groupIdOf(conversationId) : null;
  return groupId ? state.groups[groupId] : undefined;
};

// ---- Holding groups ----

/** Takes group profiles from the server, keeping the members already loaded. */
export function putGroups(imClient: ImClient, infos: readonly ImGroup[]): void {
  if (infos.length === 0) return;
  imClient.store.setState((state) => {
    const groups = { ...state.groups };
    for (const info of infos) groups[info._id] = { info, members: groups[info._id]?.members ?? null };
    return { groups };
  });
}

function changeGroup(imClient: ImClient, groupId: string, change: (group: ClientGroup) => ClientGroup): void {
  imClient.store.setState((state) => {
    const held = state.groups[groupId];
    return held ? { groups: { ...state.groups, [groupId]: change(held) } } : {};
  });
}

function forgetGroup(imClient: ImClient, groupId: string): void {
  imClient.store.setState((state) => {
    if (!state.groups[groupId]) return {};
    const { [groupId]: _gone, ...groups } = state.groups;
    return { groups };
  });
}

/** The user's groups (PRODUCT.md#chat-groups: memberships not deleted, newest first), read once the chat starts. */
export async function loadMyGroups(imClient: ImClient): Promise<void> {
  try {
    putGroups(imClient, await getMyGroups(imClient, { errorUi: 'none' }));
  } catch (error) {
    console.error('uni-im: reading the groups failed', error);
  }
}

/** A group's profile, held or read from the server; rejects with 'group does not exist' for one that is gone. */
export function ensureGroup(imClient: ImClient, groupId: string): Promise<ClientGroup> {
  const held = get(imClient).groups[groupId];
  if (held) return Promise.resolve(held);
  return requestOnce(imClient, imClient.parts.groups.loadingGroups, groupId, async (owner) => {
    const info = await getGroupInfo(imClient, groupId, { errorUi: 'none' });
    assertStill(owner);
    putGroups(imClient, [info]);
    return get(imClient).groups[groupId] as ClientGroup;
  });
}

/** Reads every member of a group, 100 a page, admins first (PRODUCT.md#chat-groups), and holds them with the group. */
export function loadGroupMembers(imClient: ImClient, groupId: string): Promise<void> {
  return requestOnce(imClient, imClient.parts.groups.loadingMembers, groupId, async (owner) => {
    const members: GroupMember[] = [];
    for (let page = 1; ; page += 1) {
      const { list, total } = await getGroupMembers(imClient, groupId, page, { errorUi: 'none' });
      members.push(...list);
      if (list.length < IM.GROUP_MEMBER_PAGE_SIZE || members.length >= total) break;
    }
    assertStill(owner);
    changeGroup(imClient, groupId, (group) => ({
      ...group,
      members,
      info: { ...group.info, member_count: members.length },
    }));
  });
}

/** Loads a group's members a moment after its conversation came (PRODUCT.md#chat-groups), unless they are held already. */
export function scheduleGroupMembers(imClient: ImClient, groupId: string): ReturnType<typeof setTimeout> {
  return setTimeout(() => {
    if (get(imClient).groups[groupId]?.members) return;
    loadGroupMembers(imClient, groupId).catch((error: unknown) =>
      console.error('uni-im: reading members failed', error),
    );
  }, GROUP_MEMBERS_DELAY_MS);
}

/**
 * Takes a group conversation out of the list (the user left, was expelled, or the group was dissolved): it is hidden
 * here and on the server, so it stays gone after a reload; a chat showing it keeps its messages and the leave note.
 */
function removeGroupConversation(imClient: ImClient, groupId: string): void {
  const id = groupConversationId(groupId);
  forgetGroup(imClient, groupId);
  const held = get(imClient).conversations[id];
  if (!held || held.hidden) return;
  changeConversation(imClient, id, (c) => ({ ...c, hidden: true, unread_count: 0, remind_msg_ids: [] }));
  void updateConversation(
    imClient,
    { conversation_id: id, hidden: true, device_id: imDeviceId() },
    { errorUi: 'none' },
  ).catch((error: unknown) => console.error('uni-im: hiding a left group failed', error));
}

// ---- System messages of a group (PRODUCT.md#chat-groups, "Events") ----

const withMembers = (group: ClientGroup, change: (members: GroupMember[]) => GroupMember[]): ClientGroup =>
  group.members ? { ...group, members: change(group.members) } : group;

/** Merges an update-group-info-<field> change into the group; mute-all moves every member's mute_type by one. */
function applyInfoUpdate(imClient: ImClient, groupId: string, field: string, body: unknown): void {
  const value = (body as Record<string, unknown> | null)?.[field];
  if (value === undefined) return;
  changeGroup(imClient, groupId, (group) => {
    const info = { ...group.info, [field]: value } as ImGroup;
    if (field !== 'mute_all_members' || Boolean(value) === group.info.mute_all_members) return { ...group, info };
    const step = value ? 1 : -1;
    return withMembers({ ...group, info }, (members) =>
      members.map((member) => ({ ...member, mute_type: Math.max(0, member.mute_type + step) })),
    );
  });
}

/** Adds or takes roles of one member (set-group-admin). */
function applyRoles(imClient: ImClient, groupId: string, body: unknown): void {
  const change = body as { user_id?: unknown; addRole?: unknown; delRole?: unknown } | null;
  if (typeof change?.user_id !== 'string') return;
  const added = Array.isArray(change.addRole) ? (change.addRole as string[]) : [];
  const removed = Array.isArray(change.delRole) ? (change.delRole as string[]) : [];
  changeGroup(imClient, groupId, (group) =>
    withMembers(group, (members) =>
      sortMembers(
        members.map((member) =>
          member.users._id === change.user_id
            ? { ...member, role: [...new Set([...member.role.filter((r) => !removed.includes(r)), ...added])] }
            : member,
        ),
      ),
    ),
  );
}

/** Members left or were expelled: they go from the list, and the user's own leaving removes the conversation. */
function applyLeaving(imClient: ImClient, groupId: string, userIds: string[], myId: string): void {
  if (userIds.includes(myId)) {
    removeGroupConversation(imClient, groupId);
    return;
  }
  changeGroup(imClient, groupId, (group) => {
    const left = withMembers(group, (members) => members.filter((member) => !userIds.includes(member.users._id)));
    return { ...left, info: { ...left.info, member_count: Math.max(0, left.info.member_count - userIds.length) } };
  });
}

/** Members joined: the user's own joining reads the group afresh; others are added by reading the members again. */
async function applyJoining(imClient: ImClient, groupId: string, userIds: string[], myId: string): Promise<void> {
  if (userIds.includes(myId) || !get(imClient).groups[groupId]) {
    forgetGroup(imClient, groupId);
    await ensureGroup(imClient, groupId);
    return;
  }
  changeGroup(imClient, groupId, (group) => ({
    ...group,
    info: { ...group.info, member_count: group.info.member_count + userIds.length },
  }));
  if (get(imClient).groups[groupId]?.members) await loadGroupMembers(imClient, groupId);
}

/** A new notice sets the conversation's unread-notice flag, unless the user wrote it. */
function flagNotice(imClient: ImClient, message: ImMessage, myId: string): void {
  if (message.from_uid === myId) return;
  changeConversation(imClient, message.conversation_id, (c) => ({
    ...c,
    unread_group_notice_id: message._id,
    has_unread_group_notification: true,
  }));
}

/** Applies a group's system message to what the chat holds (PRODUCT.md#chat-groups, "Events"). */
export async function applyGroupEvent(imClient: ImClient, message: ImMessage, myId: string): Promise<void> {
  const groupId = message.group_id;
  if (message.type !== 'system' || !groupId || !message.action) return;
  const action = message.action;
  try {
    if (action === 'join-group') await applyJoining(imClient, groupId, userIdsIn(message.body), myId);
    else if (action === 'group-exit' || action === 'group-expel')
      applyLeaving(imClient, groupId, userIdsIn(message.body), myId);
    else if (action === 'group-dissolved') removeGroupConversation(imClient, groupId);
    else if (action === 'set-group-admin') applyRoles(imClient, groupId, message.body);
    else if (action.startsWith('update-group-info-')) {
      const field = action.slice('update-group-info-'.length);
      applyInfoUpdate(imClient, groupId, field, message.body);
      if (field === 'notification') flagNotice(imClient, message, myId);
    }
  } catch (error) {
    console.error('uni-im: applying a group change failed', action, error);
  }
}

/** Clears the unread-notice flag once the user saw the notice, here and on the server. */
export async function markNoticeSeen(imClient: ImClient, conversationId: string): Promise<void> {
  const held = get(imClient).conversations[conversationId];
  if (!held?.has_unread_group_notification) return;
  changeConversation(imClient, conversationId, (c) => ({
    ...c,
    has_unread_group_notification: false,
    unread_group_notice_id: null,
  }));
  try {
    await updateConversation(
      imClient,
      { conversation_id: conversationId, has_unread_group_notification: false, device_id: imDeviceId() },
      { errorUi: 'none' },
    );
  } catch (error) {
    console.error('uni-im: clearing the notice flag failed', error);
  }
}

/**
 * After a start or a sync, groups may have changed unseen: the groups are read again, members held are read again,
 * and conversations the user has left ('leave', PRODUCT.md#chat-conversations) are taken out of the list.
 */
export async function refreshGroups(imClient: ImClient, conversationIds: readonly string[]): Promise<void> {
  const me = get(imClient).me;
  if (!me) return;
  await loadMyGroups(imClient);
  for (const id of conversationIds) {
    const groupId = groupIdOf(id);
    const conversation = get(imClient).conversations[id];
    if (!groupId || !conversation) continue;
    if (isLeaveConversation(conversation, me._id)) removeGroupConversation(imClient, groupId);
    else if (get(imClient).groups[groupId]?.members) await loadGroupMembers(imClient, groupId).catch(() => undefined);
  }
}

/** The group of a group conversation for a component, read when not held; a group that is gone leaves the list. */
export function useGroup(groupId: string | null | undefined): ClientGroup | undefined {
  const imClient = useImClient();
  const group = useImStore((state) => (groupId ? state.groups[groupId] : undefined));
  // Asked again for the user who signed in meanwhile: an answer for the one before is not kept.
  const chatUserId = useImStore((state) => state.me?._id);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new chat user asks again
  useEffect(() => {
    if (!groupId || group) return;
    ensureGroup(imClient, groupId).catch((error: unknown) => {
      if (error instanceof ChatUserChanged) return;
      console.error(`uni-im: ${GROUP_GONE}`, groupId, error);
      if (error instanceof ApiError && error.errCode === 'NOT_FOUND') removeGroupConversation(imClient, groupId);
    });
  }, [groupId, group, chatUserId]);
  return group;
}
