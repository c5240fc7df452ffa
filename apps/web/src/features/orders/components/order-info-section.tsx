import type { Order } from '@ffe/shared/contracts/order';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import styles from '../pages/order-detail-page.module.css';
import { formatShopTime } from '../utils/shop-time';
import { Fact, Facts } from './fact-list';
import { OrderSection } from './order-section';

/** The order's papers: its number (to copy), when it was made and paid, how, the invoice and the note. */
export function OrderInfoSection({ order }: { order: Order }) {
  const { t } = useTranslation();
  const copyNumber = () =>
    navigator.clipboard.writeText(order.orderNo).then(
      () => toast(t('order.copied'), 'success'),
      () => toast(t('order.copyFailed')),
    );
  return (
    <OrderSection title={t('order.info')}>
      <Facts>
        <Fact label={t('order.number')}>
          <span className={styles.number}>
            {order.orderNo}
            <button type="button" className={styles.copy} onClick={copyNumber}>
              {t('order.copy')}
            </button>
          </span>
        </Fact>
        <Fact label={t('order.createdAt')}>{formatShopTime(order.createTime)}</Fact>
        {order.paidAt !== null && <Fact label={t('order.paidAt')}>{formatShopTime(order.paidAt)}</Fact>}
        {order.payChannel && <Fact label={t('order.payChannel')}>{t(`order.channels.${order.payChannel}`)}</Fact>}
        <Fact label={t('order.invoice')}>
          {order.invoice
            ? [order.invoice.title, order.invoice.taxNumber].filter(Boolean).join(' ')
            : t('order.noInvoice')}
        </Fact>
        <Fact label={t('order.note')}>{order.note || t('order.none')}</Fact>
        {order.subscription && (
          <Fact label={t('order.subscription')}>
            <Link to={pathTo('subscriptionDetail', { id: order.subscription.id })}>
              {order.subscription.number === null
                ? t('order.subscriptionPurchase')
                : t('order.subscriptionDelivery', {
                    number: order.subscription.number,
                    total: order.subscription.total ?? '–',
                  })}
              {' ›'}
            </Link>
          </Fact>
        )}
      </Facts>
    </OrderSection>
  );
}
