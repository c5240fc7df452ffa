import type { QuickReply } from '@ffe/shared/contracts/admin-desk';
import { App, Button, Flex, Input } from 'antd';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuickReplies } from '../api/list-quick-replies';
import { insertQuickReply, matchQuickReplies, slashQuery } from '../utils/quick-reply-match';
import { QuickReplyPicker } from './quick-reply-picker';

/**
 * The reply box: Enter sends, Shift+Enter breaks the line, `/` and letters pick a quick reply filled for this chat; a
 * `/` command that matches none sends nothing (Esc closes the list, and then it sends as typed).
 */
export function Composer({ conversationId, onSend }: { conversationId: string; onSend: (text: string) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState(false);
  const query = dismissed ? undefined : slashQuery(text);
  const replies = useQuickReplies(conversationId, query !== undefined);
  const matches = query === undefined ? [] : matchQuickReplies(replies.data ?? [], query);

  const change = (value: string) => {
    setText(value);
    setActive(0);
    setDismissed(false);
  };
  const pick = (reply: QuickReply) => change(insertQuickReply(text, reply));
  const send = () => {
    if (query !== undefined) {
      const picked = matches[active];
      if (picked) pick(picked);
      // Still loading: the replies may yet match, so nothing is said.
      else if (!replies.isPending) void message.warning(t('desk.noQuickReplyMatch', { query }));
      return;
    }
    const body = text.trim();
    if (!body) return;
    onSend(body);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (query !== undefined) {
      const picked = matches[active];
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((active + step + matches.length) % Math.max(matches.length, 1));
        return;
      }
      if (event.key === 'Escape') return setDismissed(true);
      if ((event.key === 'Enter' || event.key === 'Tab') && picked) {
        event.preventDefault();
        return pick(picked);
      }
    }
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      send();
    }
  };

  return (
    <div className="desk-composer">
      {query !== undefined && (
        <QuickReplyPicker replies={matches} loading={replies.isPending} active={active} onPick={pick} />
      )}
      <Input.TextArea
        value={text}
        onChange={(event) => change(event.target.value)}
        onKeyDown={onKeyDown}
        autoSize={{ minRows: 2, maxRows: 6 }}
        maxLength={2000}
        placeholder={t('desk.composer')}
        aria-label={t('desk.composer')}
      />
      <Flex justify="flex-end">
        <Button type="primary" disabled={text.trim() === ''} onClick={send}>
          {t('desk.send')}
        </Button>
      </Flex>
    </div>
  );
}
