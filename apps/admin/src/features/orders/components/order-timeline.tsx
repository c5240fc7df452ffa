import type { AdminOrder } from '@ffe/shared/contracts/admin-orders';
import { Card, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../lib/format';
import { StatusTag } from './status-tag';
import { StepChanges } from './step-changes';

type Step = AdminOrder['timeline'][number];

/** A step's headline: a change keeps the order's state, so it is named as a change rather than by that state. */
function StepTag({ step }: { step: Step }) {
  const { t } = useTranslation();
  if (step.changes) return <Tag color="purple">{t('orders.detail.changed')}</Tag>;
  // Brought back from the door: the outcome says more than the state it went back to.
  if (step.outcome) return <Tag color="volcano">{t(`orders.attention.${step.outcome}`)}</Tag>;
  return <StatusTag status={step.status} />;
}

/** The order's history, newest first: each state it reached or change it took, who made it, and when. */
export function OrderTimeline({
  steps,
  slotLabel,
}: {
  steps: AdminOrder['timeline'];
  slotLabel: (slot: string) => string;
}) {
  const { t } = useTranslation();
  return (
    <Card title={t('orders.detail.timeline')} size="small">
      <Timeline
        items={[...steps].reverse().map((step, index) => ({
          key: `${step.status}-${step.at}-${index}`,
          content: (
            <div>
              <StepTag step={step} />
              <Typography.Text>{step.actorName ?? t(`orders.detail.by.${step.by}`)}</Typography.Text>
              {step.status === 'refunded' && step.by === 'customer' && (
                <div>{t('orders.detail.cancelledByCustomer')}</div>
              )}
              {step.changes && <StepChanges changes={step.changes} slotLabel={slotLabel} />}
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
