import type { AdminComment } from '@ffe/shared/contracts/admin-service';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { refusalSaid } from '../../../lib/query-client';
import { useHideComment } from '../api/hide-comment';

/** Hides a comment from the shop (or shows it again), after asking: it changes what customers read and the figures. */
export function HideButton({ comment }: { comment: AdminComment }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const hide = useHideComment();
  const hiding = comment.hiddenTime === null;

  const confirm = () =>
    modal.confirm({
      title: t(hiding ? 'comments.hideConfirm' : 'comments.showConfirm'),
      content: t(hiding ? 'comments.hideHint' : 'comments.showHint'),
      okText: t(hiding ? 'comments.hide' : 'comments.show'),
      okButtonProps: { danger: hiding },
      cancelText: t('common.cancel'),
      onOk: () =>
        hide
          .mutateAsync({ id: comment.id, hidden: hiding })
          .then(() => void message.success(t(hiding ? 'comments.hiddenDone' : 'comments.shownDone')), refusalSaid),
    });

  return (
    <Button type="link" size="small" danger={hiding} onClick={confirm}>
      {t(hiding ? 'comments.hide' : 'comments.show')}
    </Button>
  );
}
