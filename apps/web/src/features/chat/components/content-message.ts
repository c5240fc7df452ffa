import type { ClientMessage } from '@ffe/im-client/runtime/im-store';

/** What a message's content needs: a message of the chat, or one bundled in a history. */
export type ContentMessage = Pick<ClientMessage, 'type' | 'body'> &
  Partial<Pick<ClientMessage, 'state' | 'progress' | 'file'>>;
