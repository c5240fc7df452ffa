import type { AdminOrder } from '@ffe/shared/contracts/admin-orders';
import { Card, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../lib/format';
import { StatusTag } from './status-tag';

/** The order's history, newest first: each state it reached, who moved it there, and when. */
export function OrderTimeline({ steps }: { steps: AdminOrder['timeline'] }) {
  const { t } = useTranslation();
  return (
    <Card title={t('orders.detail.timeline')} size="small">
      <Timeline
        items={[...steps].reverse().map((step) => ({
          key: `${step.status}-${step.at}`,
          content: (
            <div>
              <StatusTag status={step.status} />
              <Typography.Text>{step.actorName ?? t(`orders.detail.by.${step.by}`)}</Typography.Text>
              <div>
                <Typography.Text type="secondary">{formatTime(step.at)}</Typography.Text>
              </div>
            </div>
          ),
        }))}
      />
    </Card>
  );
}
