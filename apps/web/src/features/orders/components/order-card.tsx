import type { Order } from '@ffe/shared/contracts/order';
import { formatYuan } from '@ffe/shared/domain/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../lib/paths';
import { payLabelKey, statusKeyOf } from '../utils/order-facts';
import { slotHours } from '../utils/shop-time';
import { OrderActions } from './order-actions';
import styles from './order-card.module.css';
import { lineLabel } from './order-lines';
import panel from './panel.module.css';
import { PayCountdown } from './pay-countdown';

/** Up to this many lines are listed by name; more fold into a row of covers. */
const NAMED_LINES = 3;
const COVER_SIZE = 64;

/** One order of the list: tapping it opens the detail; its actions sit below. */
export function OrderCard({ order }: { order: Order }) {
  const { t } = useTranslation();
  const pieces = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  const goods = order.lines.filter((line) => !line.addOn);
  const addOns = order.lines.filter((line) => line.addOn);
  const folded = goods.length > NAMED_LINES;

  return (
    <article className={panel.panel} data-testid="order-card">
      <Link to={pathTo('orderDetail', { id: order.id })} className={styles.body}>
        <span className={styles.head}>
          <span className={styles.number}>{t('order.orderNo', { no: order.orderNo })}</span>
          <span className={styles.status}>{t(`order.status.${statusKeyOf(order)}`)}</span>
        </span>
        <ul className={folded ? styles.covers : styles.lines}>
          {goods.map((line) => (
            <li key={line.id} className={styles.line}>
              <img
                src={line.cover}
                alt={folded ? lineLabel(line) : ''}
                width={COVER_SIZE}
                height={COVER_SIZE}
                loading="lazy"
              />
              {!folded && (
                <>
                  <span className={styles.name}>{lineLabel(line)}</span>
                  <span className={styles.quantity}>{t('order.quantity', { count: line.quantity })}</span>
                </>
              )}
            </li>
          ))}
        </ul>
        {addOns.length > 0 && (
          <span className={styles.addOns}>
            {t('order.addOnsList', {
              names: addOns
                .map((line) => `${line.name} ${t('order.quantity', { count: line.quantity })}`)
                .join(t('order.separator')),
            })}
          </span>
        )}
        <span className={styles.delivery}>
          {t('order.deliveryAt', { date: order.deliveryDate, slot: slotHours(order.deliverySlot) })}
        </span>
        <span className={styles.total}>
          {t('order.pieces', { count: pieces })}
          <span className={styles.paid}>
            {t(payLabelKey(order))} <strong>{t('order.money', { amount: formatYuan(order.payAmount) })}</strong>
          </span>
        </span>
      </Link>
      {order.status === 'pending_payment' && order.payDeadline !== null && (
        <p className={styles.countdown}>
          <PayCountdown deadline={order.payDeadline} text="order.payLeft" />
        </p>
      )}
      <OrderActions order={order} className={styles.actions} />
    </article>
  );
}
