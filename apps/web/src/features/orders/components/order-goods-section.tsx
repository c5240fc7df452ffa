import type { Order } from '@ffe/shared/contracts/order';
import { formatYuan, toCents } from '@ffe/shared/domain/money';
import { useTranslation } from 'react-i18next';
import styles from '../pages/order-detail-page.module.css';
import { payLabelKey } from '../utils/order-facts';
import { Fact, Facts } from './fact-list';
import { OrderLines } from './order-lines';
import { OrderSection } from './order-section';

/** What was bought and what it cost: goods, delivery, discount, paid, and refunded when any was. */
export function OrderGoodsSection({ order }: { order: Order }) {
  const { t } = useTranslation();
  const money = (yuan: number) => t('order.money', { amount: formatYuan(yuan) });
  return (
    <OrderSection title={t('order.goods')}>
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
        <Fact label={t(payLabelKey(order))}>
          <strong className={styles.price}>{money(order.payAmount)}</strong>
        </Fact>
        {toCents(order.refundedAmount) > 0 && (
          <Fact label={t('order.amounts.refunded')}>{money(order.refundedAmount)}</Fact>
        )}
      </Facts>
    </OrderSection>
  );
}
