import { IM } from '@ffe/shared/constants';
import type { ImMessage } from '@ffe/shared/contracts/im';

/** The types users send, so the ones a copy can be sent of. */
const FORWARDABLE_TYPES = new Set<string>([
  'text',
  'image',
  'goods',
  'order',
  'sound',
  'video',
  'file',
  'location',
  'code',
  'rich-text',
  'history',
  'userinfo-card',
]);

/** Whether a message can be forwarded (or chosen in 多选): one stored, not revoked, not the system's, of a type users send. */
export function isForwardable(
  message: Pick<ImMessage, '_id' | 'type' | 'is_revoke' | 'from_uid'> & { state?: string },
): boolean {
  return (
    (message.state === undefined || message.state === 'sent') &&
    Boolean(message._id) &&
    !message.is_revoke &&
    message.from_uid !== IM.SYSTEM_UID &&
    FORWARDABLE_TYPES.has(message.type)
  );
}
