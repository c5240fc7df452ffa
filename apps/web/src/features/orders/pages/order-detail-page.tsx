import type { Order } from '@ffe/shared/contracts/order';
import { addressLine } from '@ffe/shared/domain/address-line';
import { maskPhone } from '@ffe/shared/domain/masking';
import { formatYuan } from '@ffe/shared/domain/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMemberName } from '../../../lib/member-name';
import { pathTo } from '../../../lib/paths';
import { Fact, Facts } from '../components/fact-list';
import { OrderActions } from '../components/order-actions';
import { OrderDeliverySection } from '../components/order-delivery-section';
import { OrderGoodsSection } from '../components/order-goods-section';
import { OrderInfoSection } from '../components/order-info-section';
import { OrderSection } from '../components/order-section';
import { OrderStatusHeader } from '../components/order-status-header';
import { WithOrder } from '../components/with-order';
import { formatShopTime, slotHours } from '../utils/shop-time';
import styles from './order-detail-page.module.css';

function OrderBody({ order }: { order: Order }) {
  const { t } = useTranslation();
  const memberName = useMemberName();
  const { recipient } = order;

  return (
    <div className={styles.page}>
      <OrderStatusHeader order={order} />

      {/* A desktop shows where the order is and goes on the left, what it cost and what to do with it on the right. */}
      <div className={styles.main}>
        <OrderSection title={t('order.progress')}>
          <ol className={styles.timeline}>
            {[...order.timeline].reverse().map((event) => (
              <li key={`${event.status}-${event.at}`} className={styles.event}>
                <span>
                  {event.changes
                    ? t('order.changed', {
                        fields: event.changes.map((c) => t(`order.changeFields.${c.field}`)).join(t('order.separator')),
                      })
                    : t(`order.timeline.${event.status}`)}
                </span>
                <time dateTime={new Date(event.at).toISOString()}>{formatShopTime(event.at)}</time>
              </li>
            ))}
          </ol>
        </OrderSection>

        <OrderDeliverySection order={order} />

        <OrderSection title={t('order.recipient')}>
          <p className={styles.person}>
            <span>{recipient.name}</span>
            <span>{maskPhone(recipient.phone)}</span>
          </p>
          <p className={styles.address}>{addressLine(recipient)}</p>
          <Facts>
            <Fact label={t('order.delivery')}>
              {t('order.deliveryValue', { date: order.deliveryDate, slot: slotHours(order.deliverySlot) })}
            </Fact>
            <Fact label={t('order.cardMessage')}>{order.cardMessage || t('order.none')}</Fact>
            {!order.anonymous && <Fact label={t('order.signature')}>{order.cardSignature || t('order.unsigned')}</Fact>}
            <Fact label={t('order.anonymous')}>
              {order.anonymous ? t('order.anonymousYes') : t('order.anonymousNo')}
            </Fact>
            <Fact label={t('order.notifyRecipient')}>
              {order.notifyRecipient ? t('order.notifyRecipientYes') : t('order.notifyRecipientNo')}
            </Fact>
            {order.sender && (
              <Fact
                label={t('order.sender')}
              >{`${memberName(order.sender.name, order.sender.phone)} ${maskPhone(order.sender.phone)}`}</Fact>
            )}
          </Facts>
        </OrderSection>
      </div>

      <div className={styles.aside}>
        <OrderGoodsSection order={order} />

        <OrderInfoSection order={order} />

        {order.afterSales.length > 0 && (
          <OrderSection title={t('order.afterSales')}>
            <ul className={styles.afterSales}>
              {order.afterSales.map((request) => (
                <li key={request.id}>
                  <Link to={pathTo('afterSale', { id: request.id })} className={styles.afterSale}>
                    <span>{t(`afterSale.status.${request.status}`)}</span>
                    <span>{t('order.money', { amount: formatYuan(request.amount) })}</span>
                    <span className={styles.muted}>{formatShopTime(request.createTime)} ›</span>
                  </Link>
                </li>
              ))}
            </ul>
          </OrderSection>
        )}

        <footer className={styles.bar}>
          <OrderActions order={order} />
        </footer>
      </div>
    </div>
  );
}

/** One order: where it is, where it goes, what it cost, and what the member can do with it now. */
export default function OrderDetailPage({ id }: { id?: string | undefined }) {
  return <WithOrder id={id}>{(order) => <OrderBody order={order} />}</WithOrder>;
}
