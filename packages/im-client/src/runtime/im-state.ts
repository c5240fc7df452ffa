// The chat's state and its shapes, a leaf the client object and the runtime both import (no import back).
import { DEFAULT_CUSTOMER_SERVICE_UID } from '@ffe/shared/constants';
import type { ImConversation, ImMessage, PublicUser } from '@ffe/shared/contracts/im';
import type { GroupMember, ImGroup } from '@ffe/shared/contracts/im-groups';
import { conversationIdFor } from '@ffe/shared/domain/im/conversation-id';

/** Where the push connection stands; 'replaced' once another tab took the chat over. */
export type ImStatus = 'idle' | 'connecting' | 'online' | 'offline' | 'replaced' | 'failed';

/** A message as the chat shows it: a server message, or one of ours on its way (`_id` '' until the server has it). */
export type ClientMessage = ImMessage & {
  state: 'sending' | 'sent' | 'failed' | 'revoking';
  /** Upload progress of a picture, 0..1. */
  progress?: number;
  /** The picture being sent, for its preview and a retry. */
  file?: File;
  /** What a send of ours holds until the server has it; in the store so that logout forgets it with the message. */
  outbox?: Outbox;
};

/** A send's own facts, kept for its retry. */
export interface Outbox {
  /** The body its upload made, so a retry does not upload again. */
  uploaded?: unknown;
  /** A video's still picture, taken on this device, to upload with it. */
  poster?: Blob;
  /** The message a copy was made from: its file may be sent again by whoever can read it. */
  copyOf?: string;
}

/** A conversation as the chat shows it; `is_temp` for a chat not yet on the server. */
export type ClientConversation = ImConversation;

/** The signed-in chat user. */
export interface ImMe {
  _id: string;
  nickname: string;
  avatar_file: { url: string };
  role: string[];
}

/** A group the user belongs to; `members` is null until they were loaded (the read-state label waits for them). */
export interface ClientGroup {
  info: ImGroup;
  members: GroupMember[] | null;
}

/** Unread totals (PRODUCT.md#chat-calls: getUnreadCount): tab 0 shows `conversation`, tab 2 `notification`. */
export interface UnreadCounts {
  conversation: number;
  message: number;
  notification: number;
}

export interface ImState {
  status: ImStatus;
  me: ImMe | null;
  conversations: Record<string, ClientConversation>;
  /** Per conversation, ascending by create_time; absent until the conversation's messages were loaded. */
  messages: Record<string, ClientMessage[]>;
  /** Whether older messages than those held may exist. */
  hasOlder: Record<string, boolean>;
  openConversationId: string | null;
  unread: UnreadCounts;
  /** Moves with every local change of the unread totals, so a server total asked for before it is not taken over it. */
  unreadEpoch: number;
  users: Record<string, PublicUser>;
  /** The user's groups by group id. */
  groups: Record<string, ClientGroup>;
}

/** The unread replies of customer service: its conversation's count, never the `system` user's order notices. */
export function serviceUnreadOf(state: Pick<ImState, 'me' | 'conversations'>): number {
  if (!state.me || state.me._id === DEFAULT_CUSTOMER_SERVICE_UID) return 0;
  const conversation = state.conversations[conversationIdFor(state.me._id, DEFAULT_CUSTOMER_SERVICE_UID)];
  return conversation && !conversation.hidden ? conversation.unread_count : 0;
}
