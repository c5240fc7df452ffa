import { Card, Empty, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../../lib/format';
import type { DetailChange } from './detail-types';

/** Every change, oldest first: what happened, who did it, when, and the server's words of what changed. */
export function ChangeTimeline({ changes }: { changes: readonly DetailChange[] }) {
  const { t } = useTranslation();
  return (
    <Card title={t('subscriptions.detail.changes')}>
      {changes.length === 0 ? (
        <Empty description={t('subscriptions.detail.noChanges')} />
      ) : (
        <Timeline
          items={changes.map((change, index) => ({
            key: `${change.at}-${index}`,
            content: (
              <>
                <Typography.Text strong>{t(`subscriptions.detail.kinds.${change.kind}`)}</Typography.Text>{' '}
                <Typography.Text type="secondary">
                  {t(`subscriptions.detail.by.${change.by}`)} · {formatTime(change.at)}
                </Typography.Text>
                {(change.date || change.detail) && (
                  <div>{[change.date, change.detail].filter(Boolean).join(' · ')}</div>
                )}
              </>
            ),
          }))}
        />
      )}
    </Card>
  );
}
