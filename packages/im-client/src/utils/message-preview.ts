import type { ImConversation, ImMessage } from '@ffe/shared/contracts/im';
import { previewText } from '@ffe/shared/domain/im/message-rules';
import type { Translate } from './friendly-time';
import { markdownPlainText } from './markdown-text';
import { fileBodyOf, locationBodyOf, userinfoCardBodyOf } from './message-bodies';
import { type NameOf, systemNoticeText } from './system-notice';

/** The type labels a preview shows instead of a body that is not text. */
const TYPE_LABELS: Partial<Record<ImMessage['type'], string>> = {
  image: 'chat.label.image',
  goods: 'chat.label.goods',
  order: 'chat.label.order',
  'pay-notify': 'chat.label.payNotify',
  'order-notice': 'chat.label.orderNotice',
  'shop-notice': 'chat.label.shopNotice',
  sound: 'chat.label.sound',
  video: 'chat.label.video',
  file: 'chat.label.file',
  location: 'chat.label.location',
  code: 'chat.label.code',
  history: 'chat.label.history',
  'userinfo-card': 'chat.label.userinfoCard',
  'service-rating': 'chat.label.serviceRating',
  coupon: 'chat.label.coupon',
};

const nameIn = (body: unknown) =>
  body && typeof body === 'object' && typeof (body as { name?: unknown }).name === 'string'
    ? (body as { name: string }).name
    : '';

/** What follows a card's label so the line says which one: the goods, order, file or place's name, the person's. */
function cardName(type: string, body: unknown): string {
  switch (type) {
    case 'goods':
    case 'order':
    case 'coupon':
      return nameIn(body);
    case 'file':
      return fileBodyOf(body)?.name ?? '';
    case 'location':
      return locationBodyOf(body)?.name ?? '';
    case 'userinfo-card':
      return userinfoCardBodyOf(body)?.nickname ?? '';
    default:
      return '';
  }
}

/**
 * One message in a line (PRODUCT.md#chat-messages, preview): its text flattened and cut to 80 characters, a rich text's
 * words without their marks, a label such as [图片] or [语音] for other types (a card adds its name), the revoked text for
 * a revoked message.
 */
export function messagePreview(
  message: Pick<ImMessage, 'body' | 'is_revoke'> &
    Partial<Pick<ImMessage, 'action' | 'from_uid' | 'nickname'>> & {
      type: string;
    },
  t: Translate,
  nameOf: NameOf = (id) => (id === message.from_uid && message.nickname) || id,
): string {
  if (message.is_revoke) return t('chat.revoked');
  if (message.type === 'system' && typeof message.body !== 'string') {
    return previewText(systemNoticeText({ action: null, from_uid: '', ...message }, nameOf, t));
  }
  if (message.type === 'text' || message.type === 'system') {
    return typeof message.body === 'string' ? previewText(message.body) : t('chat.label.other');
  }
  if (message.type === 'rich-text') {
    return typeof message.body === 'string' ? previewText(markdownPlainText(message.body)) : t('chat.label.other');
  }
  const label = TYPE_LABELS[message.type as ImMessage['type']];
  if (!label) return t('chat.label.other');
  const name = cardName(message.type, message.body);
  return previewText(name ? `${t(label)} ${name}` : t(label));
}

/** What a conversation row says under its name: the unsent draft first, else the last message (naming by `nameOf`). */
export function conversationPreview(
  conversation: Pick<ImConversation, 'chatInputContent' | 'last_msg' | 'last_msg_note'>,
  t: Translate,
  nameOf?: NameOf,
): { draft: boolean; text: string } {
  const draft = conversation.chatInputContent.trim();
  if (draft) return { draft: true, text: previewText(draft) };
  if (conversation.last_msg) return { draft: false, text: messagePreview(conversation.last_msg, t, nameOf) };
  return { draft: false, text: previewText(conversation.last_msg_note) };
}
