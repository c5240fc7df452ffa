import { IM } from '@ffe/shared/constants';
import type { ImMessage } from '@ffe/shared/contracts/im';

/** Messages further apart than this get a time label between them. */
export const TIME_LABEL_GAP_MS = 5 * 60_000;

type Timed = Pick<ImMessage, 'create_time'>;

/** Whether a time label goes above `message`: above the first one shown, and after a pause of over 5 minutes. */
export function needsTimeLabel(previous: Timed | undefined, message: Timed): boolean {
  return !previous || message.create_time - previous.create_time > TIME_LABEL_GAP_MS;
}

/** Whether the viewer may revoke a message: their own within 2 minutes of sending; staff any message but the system's, at any time. */
export function canRevoke(
  message: Pick<ImMessage, 'from_uid' | 'create_time' | 'is_revoke'>,
  viewerId: string,
  staff: boolean,
  now: number,
): boolean {
  if (message.is_revoke || message.from_uid === IM.SYSTEM_UID) return false;
  if (staff) return true;
  return message.from_uid === viewerId && now - message.create_time < IM.REVOKE_WINDOW_MS;
}

/** 'read' once anyone but the sender has read the message (is_read, or a reader in reader_list), else 'unread'. */
export function readState(message: Pick<ImMessage, 'from_uid' | 'is_read' | 'reader_list'>): 'read' | 'unread' {
  return message.is_read || message.reader_list.some((reader) => reader.user_id !== message.from_uid)
    ? 'read'
    : 'unread';
}
