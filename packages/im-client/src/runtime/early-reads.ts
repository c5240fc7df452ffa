import type { ImMessage } from '@ffe/shared/contracts/im';
import type { EarlyRead, ImClient } from '../client';

/** Enough for the sends of one burst; older ones are dropped first. */
const EARLY_READS_LIMIT = 200;

/** The message as read by the early read's reader. */
export function readBy<T extends ImMessage>(message: T, { reader, updateTime }: EarlyRead): T {
  const known = message.reader_list.some((r) => r.user_id === reader.user_id);
  return {
    ...message,
    is_read: true,
    reader_list: known ? message.reader_list : [...message.reader_list, reader],
    update_time: Math.max(message.update_time, updateTime),
  };
}

/** Keeps a read of a message not held yet (its send is still answering), so the answer does not lose it. */
export function keepEarlyRead(imClient: ImClient, messageId: string, early: EarlyRead): void {
  const { earlyReads } = imClient.parts.incoming;
  earlyReads.set(messageId, early);
  if (earlyReads.size > EARLY_READS_LIMIT) earlyReads.delete(earlyReads.keys().next().value as string);
}

/** Our sent message as the server answered it, with any read told before the answer came. */
export function withEarlyRead(imClient: ImClient, answer: ImMessage): ImMessage {
  const { earlyReads } = imClient.parts.incoming;
  const early = earlyReads.get(answer._id);
  if (!early) return answer;
  earlyReads.delete(answer._id);
  return readBy(answer, early);
}
