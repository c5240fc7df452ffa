import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PendingSend } from '../hooks/use-pending-sends';

/** A message of ours not yet stored: greyed while sending, with the reason and a resend when it failed. */
export function PendingBubble({ item, onRetry }: { item: PendingSend; onRetry: () => void }) {
  const { t } = useTranslation();
  const { request } = item;
  const text = request.type === 'text' ? request.body : t(`desk.kind.${request.type}`);
  return (
    <div className="desk-bubble-row desk-ours desk-pending">
      <div className="desk-bubble">{text}</div>
      {item.error === undefined ? (
        <Typography.Text type="secondary" className="desk-small">
          {t('desk.sending')}
        </Typography.Text>
      ) : (
        <Typography.Text type="danger" className="desk-small" role="alert">
          {t('desk.sendFailed', { message: item.error })}{' '}
          <Button size="small" type="link" onClick={onRetry}>
            {t('desk.resend')}
          </Button>
        </Typography.Text>
      )}
    </div>
  );
}
