import { useGroupMembers } from '@ffe/im-client/hooks/use-group-members';
import { useUserInfo } from '@ffe/im-client/runtime/user-info';
import type { ImMessage, PublicUser } from '@ffe/shared/contracts/im';
import { splitRecipients } from '../utils/recipients';

/** A message's recipients as the lists show them, or where getting them stands. */
export type Recipients =
  | { state: 'loading' }
  | { state: 'failed'; retry: () => void }
  | { state: 'ready'; unread: PublicUser[]; read: PublicUser[] };

const NO_USERS: PublicUser[] = [];

/**
 * The recipients of a message: a group's members (the group and its members are read when not held), or the other
 * user of a single chat.
 */
export function useRecipients(message: ImMessage): Recipients {
  const groupId = message.group_id;
  const { members, failed, retry } = useGroupMembers(groupId);
  const other = useUserInfo(groupId ? undefined : (message.to_uid ?? undefined));

  if (groupId) {
    if (members)
      return {
        state: 'ready',
        ...splitRecipients(
          members.map((member) => member.users),
          message,
        ),
      };
    return failed ? { state: 'failed', retry } : { state: 'loading' };
  }
  if (!message.to_uid) return { state: 'ready', unread: NO_USERS, read: NO_USERS };
  return other ? { state: 'ready', ...splitRecipients([other], message) } : { state: 'loading' };
}
