import { IM } from '@ffe/shared/constants';
import type { ImMessage } from '@ffe/shared/contracts/im';
import { mentionsUser } from '@ffe/shared/domain/im/message-rules';
import { sendMsg } from '../api/send-msg';
import type { ImClient } from '../client';
import { assertStill, currentOwner } from './chat-owner';
import { imDeviceId } from './device-id';
import { asClientMessage, changeMessages, hasStaffRole, mergeMessages } from './im-store';

/** Messages whose receipt is on its way (imParts().readReceipts). */
const sendingNow = (imClient: ImClient) => imClient.parts.readReceipts.sending;

/**
 * Whether `message` gets a read receipt from `myId` (PRODUCT.md#chat-read-receipts): never for system messages, revoked
 * ones, one's own, ones already read, group messages that do not mention the reader, or ones not yet on the server.
 */
export function needsReadReceipt(message: ImMessage & { state?: string }, myId: string): boolean {
  return (
    Boolean(message._id) &&
    (message.state === undefined || message.state === 'sent') &&
    message.type !== 'system' &&
    message.from_uid !== IM.SYSTEM_UID &&
    !message.is_revoke &&
    message.from_uid !== myId &&
    // In a group, a receipt only for what mentions the reader, whoever else read it (PRODUCT.md#chat-read-receipts).
    (message.group_id ? mentionsUser(message, myId) : !message.is_read) &&
    !message.reader_list.some((reader) => reader.user_id === myId)
  );
}

/**
 * Sends read receipts for what a staff member sees of the open chat (PRODUCT.md#chat-read-receipts): each message from
 * another user (in a group, one that mentions them) gets the staff member appended to its reader_list and a read_msg
 * sent; a failed send takes them out again. Nothing while the page is hidden, nothing for customers.
 */
export function sendReadReceipts(imClient: ImClient, conversationId: string): void {
  const state = imClient.store.getState();
  const me = state.me;
  const conversation = state.conversations[conversationId];
  if (!me || !hasStaffRole(me) || state.openConversationId !== conversationId) return;
  if (!conversation || conversation.is_temp || document.visibilityState !== 'visible') return;
  const sending = sendingNow(imClient);
  for (const message of state.messages[conversationId] ?? []) {
    if (!needsReadReceipt(message, me._id) || sending.has(message._id)) continue;
    void sendReceipt(imClient, conversationId, message._id, me._id);
  }
}

async function sendReceipt(imClient: ImClient, conversationId: string, messageId: string, myId: string): Promise<void> {
  const owner = currentOwner(imClient);
  const sending = sendingNow(imClient);
  sending.add(messageId);
  const isTarget = (m: ImMessage) => m._id === messageId;
  changeMessages(
    imClient,
    isTarget,
    (m) => ({ ...m, reader_list: [...m.reader_list, { user_id: myId, create_time: Date.now() }] }),
    conversationId,
  );
  try {
    const answered = await sendMsg(
      imClient,
      { type: 'read_msg', msgId: messageId, device_id: imDeviceId() },
      { errorUi: 'none' },
    );
    assertStill(owner);
    mergeMessages(imClient, conversationId, [asClientMessage(answered)]);
  } catch (error) {
    if (!owner.still()) return;
    changeMessages(
      imClient,
      isTarget,
      (m) => ({ ...m, reader_list: m.reader_list.filter((reader) => reader.user_id !== myId) }),
      conversationId,
    );
    console.error('uni-im: a read receipt failed', error);
  } finally {
    sending.delete(messageId);
  }
}
