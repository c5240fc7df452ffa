import { EnvironmentOutlined, PhoneOutlined } from '@ant-design/icons';
import type { CourierDelivery } from '@ffe/shared/contracts/admin-orders';
import { Button, Card, Dropdown, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { mapApps, mapLink } from './map-links';
import { OrderLines } from './order-lines';
import { recipientAddress } from './order-words';
import { StatusTag } from './status-tag';

/** One delivery on the courier's phone: when, to whom (a tap calls), where (a tap opens a map), and its outcomes. */
export function CourierDeliveryCard({
  delivery,
  onOutcome,
}: {
  delivery: CourierDelivery;
  onOutcome: (outcome: 'delivered' | 'not-home' | 'refused') => void;
}) {
  const { t } = useTranslation();
  const address = recipientAddress(delivery.recipient);
  const { recipient } = delivery;
  return (
    <Card size="small" className="courier-card" data-order={delivery.id}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Text strong className="courier-slot">
          {delivery.slotLabel}
        </Typography.Text>
        <span>
          <StatusTag status={delivery.status} />
          {delivery.attention && <Tag color="volcano">{t(`orders.attention.${delivery.attention}`)}</Tag>}
        </span>
      </Flex>
      <div className="courier-recipient">
        {recipient.name}{' '}
        <a href={`tel:${recipient.phone}`} aria-label={t('deliveries.call', { name: recipient.name })}>
          <PhoneOutlined /> {recipient.phone}
        </a>
      </div>
      <div className="courier-address">{address}</div>
      <Dropdown
        trigger={['click']}
        menu={{
          items: mapApps.map((app) => ({
            key: app,
            label: (
              <a href={mapLink(app, address)} target="_blank" rel="noreferrer">
                {t(`deliveries.maps.${app}`)}
              </a>
            ),
          })),
        }}
      >
        <Button icon={<EnvironmentOutlined />} size="small">
          {t('deliveries.map')}
        </Button>
      </Dropdown>
      <div className="courier-lines">
        <OrderLines lines={delivery.lines} stacked />
        {delivery.note && <Typography.Text type="secondary">{delivery.note}</Typography.Text>}
        <div>
          <Typography.Text type="secondary">
            {t('orders.orderNo')} {delivery.orderNo}
          </Typography.Text>
        </div>
      </div>
      {delivery.status === 'delivering' && (
        <Flex gap={8} className="courier-outcomes">
          <Button type="primary" onClick={() => onOutcome('delivered')}>
            {t('deliveries.outcome.delivered')}
          </Button>
          <Button onClick={() => onOutcome('not-home')}>{t('deliveries.outcome.not-home')}</Button>
          <Button danger onClick={() => onOutcome('refused')}>
            {t('deliveries.outcome.refused')}
          </Button>
        </Flex>
      )}
    </Card>
  );
}
