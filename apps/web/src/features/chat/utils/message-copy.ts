import { codeBodyOf, richTextOf } from '@ffe/im-client/utils/message-bodies';
import type { ImMessage } from '@ffe/shared/contracts/im';

/** What 复制 copies from a message: a text as written, a code message's code, a rich text's markdown; else nothing. */
export function copyableText(message: Pick<ImMessage, 'type' | 'body' | 'is_revoke'>): string | null {
  if (message.is_revoke) return null;
  switch (message.type) {
    case 'text':
      return typeof message.body === 'string' ? message.body : null;
    case 'code':
      return codeBodyOf(message.body)?.code ?? null;
    case 'rich-text':
      return richTextOf(message.body);
    default:
      return null;
  }
}
