import type { ImMessage } from '@ffe/shared/contracts/im';
import { useEffect } from 'react';
import type { ImClient } from '../client';
import { useImClient } from '../client-context';
import { type NameOf, usersNamedBy } from '../utils/system-notice';
import { useAliases, withAlias } from './aliases';
import { type ImState, useImStore } from './im-store';
import { requestUserInfo } from './user-info';
/** What a system note needs of its message to name its people. */
export type NamedMessage = Pick<ImMessage, 'type' | 'from_uid' | 'body' | 'nickname' | 'group_id'>;

/** A held profile's nickname: the profiles read so far, then the group's members as the runtime holds them. */
function heldNickname(state: Pick<ImState, 'users' | 'groups'>, groupId: string | null, id: string) {
  const user = state.users[id];
  if (user) return user.nickname;
  const members = groupId ? state.groups[groupId]?.members : null;
  return members?.find((member) => member.users._id === id)?.users.nickname;
}

/**
 * Names a group note's people (decision 010) by the profiles the runtime holds, with the user's aliases; the one who
 * acted by the nickname the message carries until then, anyone else by the placeholder name, never by a raw id.
 */
export function noticeNameOf(
  imClient: ImClient,
  message: NamedMessage,
  state: Pick<ImState, 'users' | 'groups'>,
  aliases: Record<string, string>,
): NameOf {
  return (id) => {
    const held = heldNickname(state, message.group_id, id);
    const carried = id === message.from_uid ? message.nickname : '';
    return withAlias(held || carried || imClient.host.t('chat.placeholderName'), aliases[id]);
  };
}

/** Whether the chat would have to ask for this user's profile to name them. */
const unnamed = (state: Pick<ImState, 'users' | 'groups'>, groupId: string | null, id: string) =>
  !heldNickname(state, groupId, id);

/**
 * `noticeNameOf` for a component: redrawn when profiles, members or aliases change, and asking (in the runtime's
 * 300 ms batches) for the profiles of the people a system note names. Other messages name nobody.
 */
export function useNoticeNameOf(message: NamedMessage | null | undefined): NameOf {
  const imClient = useImClient();
  const users = useImStore((s) => s.users);
  const groups = useImStore((s) => s.groups);
  const aliases = useAliases((a) => a);
  const named = message?.type === 'system' ? usersNamedBy(message) : [];
  const key = named.join(',');
  const groupId = message?.group_id ?? null;
  useEffect(() => {
    const state = imClient.store.getState();
    for (const id of key ? key.split(',') : []) if (unnamed(state, groupId, id)) requestUserInfo(imClient, id);
  }, [key, groupId, imClient]);
  return message ? noticeNameOf(imClient, message, { users, groups }, aliases) : (id) => id;
}
