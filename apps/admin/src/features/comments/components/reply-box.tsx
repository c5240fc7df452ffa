import { COMMENT_MAX_LENGTH } from '@ffe/shared/constants';
import type { AdminComment } from '@ffe/shared/contracts/admin-service';
import { App, Button, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../lib/format';
import { useOneAtATime } from '../../../lib/one-at-a-time';
import { refusalSaid } from '../../../lib/query-client';
import { useReplyComment } from '../api/reply-comment';

/** The shop's reply in the comment's row: written there, or shown with a way to change it. */
export function ReplyBox({ comment }: { comment: AdminComment }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [editing, setEditing] = useState(comment.reply === null);
  const [text, setText] = useState(comment.reply ?? '');
  const reply = useReplyComment();
  const once = useOneAtATime();

  if (!editing && comment.reply !== null) {
    return (
      <Flex vertical gap={2} className="reply-shown">
        <Typography.Paragraph style={{ margin: 0 }}>{comment.reply}</Typography.Paragraph>
        <Typography.Text type="secondary">
          {comment.replyTime !== null && formatTime(comment.replyTime)}{' '}
          <Button type="link" size="small" onClick={() => setEditing(true)}>
            {t('comments.changeReply')}
          </Button>
        </Typography.Text>
      </Flex>
    );
  }

  const send = () => {
    if (!text.trim()) {
      void message.warning(t('comments.replyRequired'));
      return;
    }
    const answer = text.trim();
    once(() =>
      reply.mutateAsync({ id: comment.id, reply: answer }).then(() => {
        void message.success(t('comments.replySent'));
        setEditing(false);
      }, refusalSaid),
    );
  };

  return (
    <Flex vertical gap={6}>
      <Input.TextArea
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoSize={{ minRows: 2, maxRows: 5 }}
        maxLength={COMMENT_MAX_LENGTH}
        placeholder={t('comments.replyPlaceholder')}
        aria-label={t('comments.replyTo', { name: comment.customer.nickname })}
        onPressEnter={(event) => {
          // Ctrl+Enter sends; Enter alone starts a new line.
          if (event.ctrlKey || event.metaKey) send();
        }}
      />
      <Flex gap={8} justify="end">
        {comment.reply !== null && (
          <Button
            size="small"
            onClick={() => {
              setText(comment.reply ?? '');
              setEditing(false);
            }}
          >
            {t('common.cancel')}
          </Button>
        )}
        <Button type="primary" size="small" loading={reply.isPending} onClick={send}>
          {t('comments.sendReply')}
        </Button>
      </Flex>
    </Flex>
  );
}
