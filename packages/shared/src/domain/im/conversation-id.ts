import { md5Hex } from './md5';

/** Conversation types (decision 008). */
export const CONVERSATION_TYPE = { single: 1, group: 2 } as const;

/** The one-to-one conversation of two users: `single_` + md5 of the sorted ids joined by a comma. */
export function conversationIdFor(userA: string, userB: string): string {
  return `single_${md5Hex([userA, userB].sort().join(','))}`;
}

/** A group's conversation id. */
export function groupConversationId(groupId: string): string {
  return `group_${groupId}`;
}
