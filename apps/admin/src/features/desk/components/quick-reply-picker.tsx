import type { QuickReply } from '@ffe/shared/contracts/admin-desk';
import { Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The quick replies matching what follows `/`, the highlighted one inserted by Enter or a click. */
export function QuickReplyPicker({
  replies,
  loading,
  active,
  onPick,
}: {
  replies: readonly QuickReply[];
  loading: boolean;
  active: number;
  onPick: (reply: QuickReply) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="desk-quick-replies" role="listbox" aria-label={t('desk.replies.shortcut')}>
      {loading && <Spin size="small" />}
      {!loading && replies.length === 0 && (
        <Typography.Text type="secondary">{t('desk.noQuickReplies')}</Typography.Text>
      )}
      {replies.map((reply, index) => (
        <div
          key={reply.id}
          role="option"
          tabIndex={-1}
          aria-selected={index === active}
          className={index === active ? 'desk-quick-reply desk-quick-reply-active' : 'desk-quick-reply'}
          // Picking keeps the focus in the reply box.
          onMouseDown={(event) => {
            event.preventDefault();
            onPick(reply);
          }}
        >
          <Typography.Text code>/{reply.shortcut}</Typography.Text>{' '}
          <Typography.Text ellipsis>{reply.filled ?? reply.content}</Typography.Text>
        </div>
      ))}
    </div>
  );
}
