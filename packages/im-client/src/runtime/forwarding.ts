// 转发: copies of messages sent one by one (逐条转发), or bundled as one history message (合并转发).
import type { HistoryBody } from '@ffe/shared/contracts/im';
import type { ImClient } from '../client';
import { isForwardable } from '../utils/forwardable';
import type { ClientMessage } from './im-store';
import { enqueue, send } from './send-queue';

const byCreateTime = (messages: readonly ClientMessage[]) =>
  [...messages].filter(isForwardable).sort((a, b) => a.create_time - b.create_time);

/**
 * The body a copy starts with: the original's, except that a history goes inside a new one, since the server
 * bundles only messages the sender can read, and the messages a history carries may be from anyone's chat.
 */
function copiedBody(original: ClientMessage): unknown {
  if (original.type !== 'history') return original.body;
  const { _id, from_uid, nickname, body, create_time } = original;
  return { msgList: [{ _id, from_uid, nickname, type: 'history', body, create_time }] } satisfies HistoryBody;
}

/**
 * 逐条转发: sends a copy of each message, oldest first, to another conversation, one after the other so they arrive
 * in order. Copies of pictures, recordings, videos and files name the message they copy, so its file may be sent
 * again. Resolves with how many the server took.
 */
export async function forwardOneByOne(
  imClient: ImClient,
  targetId: string,
  messages: readonly ClientMessage[],
): Promise<number> {
  let sent = 0;
  for (const original of byCreateTime(messages)) {
    if (await enqueue(imClient, targetId, original.type, { body: copiedBody(original), copyOf: original._id }))
      sent += 1;
  }
  return sent;
}

/**
 * 合并转发: sends the messages (at most 100) to another conversation as one history message, shown at once as the
 * bundle; the server copies them from what the sender can read. Resolves true once the server has it.
 */
export function forwardAsHistory(
  imClient: ImClient,
  targetId: string,
  messages: readonly ClientMessage[],
): Promise<boolean> {
  return send(imClient, targetId, 'history', { messages: byCreateTime(messages) });
}
