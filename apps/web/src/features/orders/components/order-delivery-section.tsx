import type { Order } from '@ffe/shared/contracts/order';
import { useTranslation } from 'react-i18next';
import styles from '../pages/order-detail-page.module.css';
import { OrderSection } from './order-section';

/** Who brings the flowers, once dispatched, and the photo left at the door once delivered. */
export function OrderDeliverySection({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { courier, deliveryPhoto } = order;
  if (!courier && !deliveryPhoto) return null;
  return (
    <OrderSection title={t(courier ? 'order.courier' : 'order.deliveryPhoto')}>
      {courier && (
        <p className={styles.person}>
          <span>{courier.name}</span>
          <a href={`tel:${courier.phone}`} aria-label={t('order.callCourier', { phone: courier.phone })}>
            {courier.phone}
          </a>
        </p>
      )}
      {deliveryPhoto && (
        <figure className={styles.photo}>
          <img src={deliveryPhoto} alt={t('order.deliveryPhotoAlt')} loading="lazy" />
          {courier && <figcaption>{t('order.deliveryPhoto')}</figcaption>}
        </figure>
      )}
    </OrderSection>
  );
}
