import type { SubscriptionDelivery } from '@ffe/shared/contracts/subscription';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Picture } from '../../../components/ui/picture';
import { pathTo } from '../../../lib/paths';
import { dateWithWeekday, slotHours } from '../utils/words';
import styles from './subscription-parts.module.css';

export type DeliveryAction = 'skip' | 'move' | 'change';

/** When changes close, as 12-08 18:00 in the shop's time. */
function shopMoment(epochMs: number): string {
  const shop = new Date(epochMs + 8 * 3_600_000).toISOString();
  return `${shop.slice(5, 10)} ${shop.slice(11, 16)}`;
}

/**
 * One delivery: its date, slot, state and recipient; done ones with their photo and order, changeable ones with
 * skip, move and change; a scheduled one past its cut-off says changes apply from the next.
 */
export function DeliveryRow({
  delivery,
  mayChange,
  onAction,
}: {
  delivery: SubscriptionDelivery;
  mayChange: boolean;
  onAction: (action: DeliveryAction, delivery: SubscriptionDelivery) => void;
}) {
  const { t } = useTranslation();
  const { recipient } = delivery;
  return (
    <li className={styles.delivery} data-testid="delivery">
      <div className={styles.deliveryHead}>
        <strong>{dateWithWeekday(t, delivery.date)}</strong>
        <span className={styles.muted}>{slotHours(delivery.slot)}</span>
        {delivery.number !== null && <span>{t('sub.detail.number', { number: delivery.number })}</span>}
        <span className={styles.status} data-status={delivery.status}>
          {t(`sub.delivery.${delivery.status}`)}
        </span>
      </div>
      {delivery.movedFrom && <p className={styles.muted}>{t('sub.detail.movedFrom', { date: delivery.movedFrom })}</p>}
      <p className={styles.muted}>
        {recipient.name} · {recipient.district} {recipient.detail}
        {delivery.ownRecipient && ` · ${t('sub.detail.ownRecipient')}`}
      </p>
      {delivery.deliveryPhoto && (
        <Picture src={delivery.deliveryPhoto} alt={t('sub.detail.photo')} className={styles.photo} sizes="120px" />
      )}
      {delivery.orderId && (
        <Link to={pathTo('orderDetail', { id: delivery.orderId })} className={styles.link}>
          {t('sub.detail.order')}
        </Link>
      )}
      {delivery.status === 'scheduled' &&
        mayChange &&
        (delivery.changeable ? (
          <div className={styles.actions}>
            <span className={styles.muted}>
              {t('sub.detail.until', { time: shopMoment(delivery.changeableUntil) })}
            </span>
            {(['skip', 'move', 'change'] as const).map((action) => (
              <button key={action} type="button" className={styles.small} onClick={() => onAction(action, delivery)}>
                {t(`sub.detail.${action}`)}
              </button>
            ))}
          </div>
        ) : (
          <p className={styles.warning}>{t('sub.detail.locked')}</p>
        ))}
    </li>
  );
}
