import { Card, Descriptions, Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatYuan } from '../../../../lib/format';
import { slotText } from '../../utils/slot-text';
import { weekdayKey } from '../../utils/weekday-key';
import type { SubscriptionDetail } from './detail-types';

/** The plan as bought, the recipient and card, and the money: paid, refunded, recognised so far. */
export function SubscriptionSummary({ detail }: { detail: SubscriptionDetail }) {
  const { t } = useTranslation();
  const none = t('subscriptions.list.none');
  const r = detail.recipient;
  return (
    <Card
      title={
        <>
          {detail.seriesName} <Tag>{t(`subscriptions.list.statuses.${detail.status}`)}</Tag>
          {detail.gift && <Tag color="magenta">{t('subscriptions.list.gift')}</Tag>}
        </>
      }
    >
      <Flex vertical gap={16}>
        <Descriptions size="small" column={{ xs: 1, md: 2 }} title={t('subscriptions.detail.plan')}>
          <Descriptions.Item label={t('subscriptions.detail.deliveries')}>
            {t('subscriptions.list.progressValue', { delivered: detail.delivered, total: detail.deliveriesTotal })}
          </Descriptions.Item>
          <Descriptions.Item label={t('subscriptions.detail.every')}>
            {t(detail.everyWeeks === 2 ? 'subscriptions.detail.everyWeeks.w2' : 'subscriptions.detail.everyWeeks.w1')}
            {detail.weekday ? ` · ${t(weekdayKey(detail.weekday))}` : ''}
          </Descriptions.Item>
          <Descriptions.Item label={t('subscriptions.detail.slot')}>
            {detail.slot ? slotText(detail.slot) : none}
          </Descriptions.Item>
          <Descriptions.Item label={t('subscriptions.list.nextDate')}>{detail.nextDate ?? none}</Descriptions.Item>
          {detail.pausedUntil && (
            <Descriptions.Item label={t('subscriptions.detail.pausedUntil')}>{detail.pausedUntil}</Descriptions.Item>
          )}
          <Descriptions.Item label={t('subscriptions.detail.purchaseOrder')}>
            <Link to={`/orders/${detail.purchaseOrderId}`}>{detail.purchaseOrderNo}</Link>
          </Descriptions.Item>
        </Descriptions>
        <Descriptions size="small" column={1} title={t('subscriptions.detail.recipient')}>
          <Descriptions.Item label={t('subscriptions.detail.who')}>{`${r.name} ${r.phone}`}</Descriptions.Item>
          <Descriptions.Item label={t('subscriptions.detail.address')}>
            {`${r.province}${r.city}${r.district}${r.detail}`}
          </Descriptions.Item>
          <Descriptions.Item label={t('subscriptions.detail.card')}>
            {detail.cardMessage
              ? `${detail.cardMessage} · ${t(detail.cardEvery ? 'subscriptions.detail.cardEvery' : 'subscriptions.detail.cardOnce')}`
              : t('subscriptions.detail.noCard')}
          </Descriptions.Item>
        </Descriptions>
        <Descriptions size="small" column={{ xs: 2, md: 4 }} title={t('subscriptions.detail.money')}>
          <Descriptions.Item label={t('subscriptions.detail.price')}>{formatYuan(detail.price)}</Descriptions.Item>
          <Descriptions.Item label={t('subscriptions.detail.paid')}>{formatYuan(detail.paid)}</Descriptions.Item>
          <Descriptions.Item label={t('subscriptions.detail.refunded')}>
            {formatYuan(detail.refunded)}
          </Descriptions.Item>
          <Descriptions.Item label={t('subscriptions.detail.recognised')}>
            {formatYuan(detail.recognised)}
          </Descriptions.Item>
        </Descriptions>
      </Flex>
    </Card>
  );
}
