import { formatYuan } from '@ffe/shared/domain/money';
import { Card, Col, Flex, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/permissions';
import { useSubscriptionFigures } from '../api/subscription-figures';
import { Hinted } from './hinted';

/** The month's 周花 figures: active, new, cancelled, recognised per delivery and deferred (decision 061). */
export function SubscriptionFigures() {
  const { t } = useTranslation();
  const can = useCan();
  const figures = useSubscriptionFigures(can('subscriptions.read'));
  if (!figures.data) return null;
  const f = figures.data;
  const items = [
    { key: 'active', value: f.active },
    { key: 'newThisMonth', value: f.newThisMonth },
    { key: 'cancelledThisMonth', value: f.cancelledThisMonth },
    { key: 'recognisedThisMonth', value: formatYuan(f.recognisedThisMonth), prefix: '¥' },
    { key: 'deferred', value: formatYuan(f.deferred), prefix: '¥' },
    // Deliveries no day could take: staff must move them, so a non-zero count stands out.
    { key: 'unplaced', value: f.unplaced, danger: f.unplaced > 0 },
  ] as const;
  return (
    <Col span={24}>
      <Card
        size="small"
        title={<Hinted title={t('dashboard.subscriptions.title')} hint={t('dashboard.subscriptions.hint')} />}
      >
        <Flex gap={32} wrap>
          {items.map((item) => (
            <Statistic
              key={item.key}
              title={t(`dashboard.subscriptions.${item.key}`)}
              value={item.value}
              prefix={'prefix' in item ? item.prefix : undefined}
              valueRender={
                'danger' in item && item.danger
                  ? (node) => <Typography.Text type="danger">{node}</Typography.Text>
                  : undefined
              }
            />
          ))}
        </Flex>
      </Card>
    </Col>
  );
}
