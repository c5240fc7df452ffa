import type { Order } from '@ffe/shared/contracts/order';
import { maskPhone } from '@ffe/shared/domain/masking';
import { formatYuan, toCents } from '@ffe/shared/domain/money';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { Fact, Facts } from '../components/fact-list';
import { OrderActions } from '../components/order-actions';
import { OrderLines } from '../components/order-lines';
import panel from '../components/panel.module.css';
import { PayCountdown } from '../components/pay-countdown';
import { WithOrder } from '../components/with-order';
import { statusKeyOf } from '../utils/order-facts';
import { formatShopTime, slotHours } from '../utils/shop-time';
import styles from './order-detail-page.module.css';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={panel.panel} aria-label={title}>
      <h2 className={panel.title}>{title}</h2>
      {children}
    </section>
  );
}

function StatusHeader({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <header className={styles.status}>
      <h2 className={styles.statusWord}>{t(`order.status.${statusKeyOf(order)}`)}</h2>
      <p className={styles.statusHint}>
        {order.status === 'pending_payment' && order.payDeadline !== null ? (
          <PayCountdown deadline={order.payDeadline} text="order.hint.pending_payment" />
        ) : (
          t(`order.hint.${order.status}`)
        )}
      </p>
    </header>
  );
}

/** Who brings the flowers, once dispatched, and the photo left at the door once delivered. */
function DeliverySection({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { courier, deliveryPhoto } = order;
  if (!courier && !deliveryPhoto) return null;
  return (
    <Section title={t(courier ? 'order.courier' : 'order.deliveryPhoto')}>
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
    </Section>
  );
}

function OrderBody({ order }: { order: Order }) {
  const { t } = useTranslation();
  const money = (yuan: number) => t('order.money', { amount: formatYuan(yuan) });
  const { recipient } = order;

  const copyNumber = () =>
    navigator.clipboard.writeText(order.orderNo).then(
      () => toast(t('order.copied'), 'success'),
      () => toast(t('order.copyFailed')),
    );

  return (
    <>
      <StatusHeader order={order} />

      <Section title={t('order.progress')}>
        <ol className={styles.timeline}>
          {[...order.timeline].reverse().map((event) => (
            <li key={`${event.status}-${event.at}`} className={styles.event}>
              <span>{t(`order.timeline.${event.status}`)}</span>
              <time dateTime={new Date(event.at).toISOString()}>{formatShopTime(event.at)}</time>
            </li>
          ))}
        </ol>
      </Section>

      <DeliverySection order={order} />

      <Section title={t('order.recipient')}>
        <p className={styles.person}>
          <span>{recipient.name}</span>
          <span>{maskPhone(recipient.phone)}</span>
        </p>
        <p className={styles.address}>
          {[recipient.province, recipient.city, recipient.district, recipient.detail].join(' ')}
        </p>
        <Facts>
          <Fact label={t('order.delivery')}>
            {t('order.deliveryValue', { date: order.deliveryDate, slot: slotHours(order.deliverySlot) })}
          </Fact>
          <Fact label={t('order.cardMessage')}>{order.cardMessage || t('order.none')}</Fact>
          <Fact label={t('order.anonymous')}>{order.anonymous ? t('order.anonymousYes') : t('order.anonymousNo')}</Fact>
        </Facts>
      </Section>

      <Section title={t('order.goods')}>
        <OrderLines lines={order.lines} />
        <Facts>
          <Fact label={t('order.amounts.goods')}>{money(order.goodsAmount)}</Fact>
          <Fact label={t('order.amounts.deliveryFee')}>{money(order.deliveryFee)}</Fact>
          {toCents(order.discountAmount) > 0 && (
            <Fact
              label={
                order.couponName
                  ? t('order.amounts.couponNamed', { name: order.couponName })
                  : t('order.amounts.discount')
              }
            >
              -{money(order.discountAmount)}
            </Fact>
          )}
          <Fact label={t('order.amounts.pay')}>
            <strong className={styles.price}>{money(order.payAmount)}</strong>
          </Fact>
          {toCents(order.refundedAmount) > 0 && (
            <Fact label={t('order.amounts.refunded')}>{money(order.refundedAmount)}</Fact>
          )}
        </Facts>
      </Section>

      <Section title={t('order.info')}>
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
        </Facts>
      </Section>

      {order.afterSales.length > 0 && (
        <Section title={t('order.afterSales')}>
          <ul className={styles.afterSales}>
            {order.afterSales.map((request) => (
              <li key={request.id}>
                <Link to={pathTo('afterSale', { id: request.id })} className={styles.afterSale}>
                  <span>{t(`afterSale.status.${request.status}`)}</span>
                  <span>{money(request.amount)}</span>
                  <span className={styles.muted}>{formatShopTime(request.createTime)} ›</span>
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      )}

      <footer className={styles.bar}>
        <OrderActions order={order} />
      </footer>
    </>
  );
}

/** One order: where it is, where it goes, what it cost, and what the member can do with it now. */
export default function OrderDetailPage({ id }: { id?: string | undefined }) {
  return <WithOrder id={id}>{(order) => <OrderBody order={order} />}</WithOrder>;
}
