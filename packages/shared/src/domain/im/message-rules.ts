import { IM } from '../../constants';

/** The part of a message the rules below read. */
interface MessageFacts {
  type: string;
  action?: string | null;
  is_mute?: boolean | null;
  body?: unknown;
}

/** Types that never count as unread nor show in a preview (PRODUCT.md#chat-messages). */
const UNREADABLE_TYPES = new Set(['revoke_msg', 'clear-conversation-unreadCount', 'read_msg']);
/** System actions that are housekeeping rather than news (PRODUCT.md#chat-messages). */
const UNREADABLE_ACTIONS = new Set(['update-group-info-avatar_file', 'set-group-member-ext-plugin-order-info']);

/** Readable messages: all types except revoke_msg, group avatar updates, plugin order info and clear-unread (PRODUCT.md#chat-messages). */
export function isReadableMessage(message: MessageFacts): boolean {
  if (UNREADABLE_TYPES.has(message.type)) return false;
  return !(message.action && UNREADABLE_ACTIONS.has(message.action));
}

/** Muted messages: is_mute set, or a join-group or mute_all_members change (PRODUCT.md#chat-messages). */
export function isMutedMessage(message: MessageFacts): boolean {
  return (
    message.is_mute === true ||
    message.action === 'join-group' ||
    message.action === 'update-group-info-mute_all_members'
  );
}

const ENTITIES: Record<string, string> = {
  '&nbsp;': ' ',
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
};

/** A conversation-list preview: newlines stripped, spaces and entities normalised, cut to 80 characters (PRODUCT.md#chat-messages). */
export function previewText(text: string): string {
  const flat = text
    .replace(/[\r\n]+/g, ' ')
    .replace(/&(nbsp|lt|gt|amp|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(flat).slice(0, IM.PREVIEW_LENGTH).join('');
}

/** An unread count as shown on a badge: '99+' above 99, nothing at 0. */
export function unreadBadge(count: number): string {
  if (count <= 0) return '';
  return count > IM.UNREAD_DISPLAY_CAP ? `${IM.UNREAD_DISPLAY_CAP}+` : String(count);
}

/** Whether a body, as JSON, is long enough to be pushed as a LongMsg preview (decision 008). */
export function isLongBody(body: unknown): boolean {
  return JSON.stringify(body ?? null).length > IM.LONG_MSG_THRESHOLD;
}

/** A device id the server accepts: 16 to 48 characters, else the client makes a new one (PRODUCT.md#shop-accounts). */
export function isValidDeviceId(deviceId: unknown): deviceId is string {
  return (
    typeof deviceId === 'string' &&
    deviceId.length >= IM.DEVICE_ID_MIN_LENGTH &&
    deviceId.length <= IM.DEVICE_ID_MAX_LENGTH
  );
}

/** Whether a message @-mentions a user: named in call_uid, or everyone ('__ALL'). */
export const mentionsUser = (message: { call_uid?: readonly string[] | '__ALL' | null }, userId: string): boolean =>
  message.call_uid === '__ALL' || (Array.isArray(message.call_uid) && message.call_uid.includes(userId));
