import type { QuickReply } from '@ffe/shared/contracts/admin-desk';

/** The `/word` being typed at the end of the text, if any: what the quick-reply picker filters by. */
export function slashQuery(text: string): string | undefined {
  const match = /(?:^|\s)\/([^\s/]*)$/.exec(text);
  return match ? match[1] : undefined;
}

/** The replies whose shortcut or content holds the letters typed after `/`, shortcuts starting with them first. */
export function matchQuickReplies(replies: readonly QuickReply[], query: string): QuickReply[] {
  const wanted = query.toLowerCase();
  const found = replies.filter(
    (reply) => reply.shortcut.toLowerCase().includes(wanted) || reply.content.toLowerCase().includes(wanted),
  );
  const starts = (reply: QuickReply) => (reply.shortcut.toLowerCase().startsWith(wanted) ? 0 : 1);
  return found.sort((a, b) => starts(a) - starts(b));
}

/** The text with the `/word` at its end replaced by the reply, filled for the conversation when it could be. */
export function insertQuickReply(text: string, reply: QuickReply): string {
  const start = text.lastIndexOf('/');
  return `${text.slice(0, start)}${reply.filled ?? reply.content}`;
}
