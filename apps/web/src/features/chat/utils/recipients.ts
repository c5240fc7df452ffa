import type { ImMessage, PublicUser } from '@ffe/shared/contracts/im';

type ReadFacts = Pick<ImMessage, 'from_uid' | 'reader_list'>;

/** A message's recipients split by whether they read it: everyone but the sender, in the order given. */
export function splitRecipients(
  users: readonly PublicUser[],
  message: ReadFacts & Partial<Pick<ImMessage, 'is_read' | 'group_id'>>,
): { unread: PublicUser[]; read: PublicUser[] } {
  const readers = new Set(message.reader_list.map((reader) => reader.user_id));
  const unread: PublicUser[] = [];
  const read: PublicUser[] = [];
  for (const user of users) {
    if (user._id === message.from_uid) continue;
    // In a single chat is_read says the other one read it, even when reader_list is empty.
    const hasRead = readers.has(user._id) || (!message.group_id && Boolean(message.is_read));
    (hasRead ? read : unread).push(user);
  }
  return { unread, read };
}

/** How many members other than the sender have not read a group message. */
export const groupUnreadCount = (members: readonly { users: PublicUser }[], message: ReadFacts): number =>
  splitRecipients(
    members.map((member) => member.users),
    message,
  ).unread.length;
